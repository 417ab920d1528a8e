import type { CatalogueFilters, CatalogueResults, SearchCatalogueInput } from '../../contracts/catalogue.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { Button } from '../../components/ui/button.tsx'

const filterNames: Record<keyof CatalogueFilters, string> = {
  format: 'format',
  licence: 'licence model',
  subject: 'subject',
  priceMin: 'lowest price',
  priceMax: 'highest price',
  yearFrom: 'earliest year',
  yearTo: 'latest year',
}

/** No title matched: says what was searched and what to loosen. */
export function EmptyResults(props: {
  input: SearchCatalogueInput
  matchedBy: CatalogueResults['matchedBy'] | undefined
  filters: readonly (keyof CatalogueFilters)[]
  onClearFilters: (() => void) | undefined
}) {
  const { input, matchedBy, filters } = props
  const suggestions: string[] = []
  if (matchedBy === 'invalid-isbn') suggestions.push('Correct the check digit, or search by title or author instead.')
  if (matchedBy === 'isbn') suggestions.push('Check the ISBN’s digits, or search by title or author instead.')
  if (matchedBy === 'words') suggestions.push('Use fewer words, or only the start of a word (“chem” finds “Chemistry”).')
  if (filters.length > 0) suggestions.push(`Loosen the filters: ${filters.map((key) => filterNames[key]).join(', ')}.`)
  if (input.page !== undefined && input.page > 1) suggestions.push('Go back to the first page.')
  return (
    <EmptyState
      title={input.q ? `No titles match “${input.q}”` : 'No titles match these filters'}
      action={props.onClearFilters && filters.length > 0 ? <Button onClick={props.onClearFilters}>Clear filters</Button> : undefined}
    >
      <ul>
        {suggestions.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </EmptyState>
  )
}
