import { ChoiceFilter } from '../../app/lists/list-filter-fields.tsx'
import type { ListState } from '../../app/lists/use-list-state.ts'
import { DebouncedInput } from '../../components/ui/debounced-input.tsx'
import { SelectField } from '../../components/ui/form-field.tsx'
import { catalogueSorts, licenceModels, titleFormats } from '../../contracts/catalogue-names.ts'
import type { SearchCatalogueInput } from '../../contracts/catalogue.ts'
import type { CatalogueSearchParams } from './catalogue-list.ts'
import { useFieldRules } from '../../app/policy-view/use-field-rules.ts'
import { fieldAllowed } from '../../components/ui/field-rules.ts'

const sortLabels: Record<(typeof catalogueSorts)[number], string> = {
  relevance: 'Best match',
  title: 'Title A–Z',
  'year-desc': 'Newest first',
  'year-asc': 'Oldest first',
  'price-asc': 'Price, lowest first',
  'price-desc': 'Price, highest first',
}

/** The Title field a sort orders by, where the field rules may withhold it (the option is then not offered). */
const sortFields: Partial<Record<(typeof catalogueSorts)[number], string>> = { 'price-asc': 'priceMinor', 'price-desc': 'priceMinor' }

type TextFilter = 'subject' | 'priceMin' | 'priceMax' | 'yearFrom' | 'yearTo'
/** `field`: the Title field a filter compares, where the field rules may withhold it (the input is then not rendered). */
const textFilters: readonly { readonly param: TextFilter; readonly label: string; readonly inputMode?: 'decimal' | 'numeric'; readonly field?: string }[] = [
  { param: 'subject', label: 'Subject' },
  { param: 'priceMin', label: 'Price from', inputMode: 'decimal', field: 'priceMinor' },
  { param: 'priceMax', label: 'Price to', inputMode: 'decimal', field: 'priceMinor' },
  { param: 'yearFrom', label: 'Year from', inputMode: 'numeric' },
  { param: 'yearTo', label: 'Year to', inputMode: 'numeric' },
]

/**
 * The detailed search's filters and sort. A choice goes to the URL at once;
 * typed values once typing pauses, as typed, so a value that is not a price
 * or a year stays in its box, marked, with what is wrong under it. A filter
 * or sort on a field the field rules withhold (the list price, without
 * cart:purchase or booklist:approve) is not offered; the server ignores it too.
 */
export function SearchFilters({ list }: { list: ListState<CatalogueSearchParams, SearchCatalogueInput> }) {
  const { search } = list
  const fieldRules = useFieldRules('Title')
  return (
    <fieldset className="search-filters">
      <legend>Filters</legend>
      <ChoiceFilter list={list} param="format" label="Format" all="Any" values={titleFormats} />
      <ChoiceFilter list={list} param="licence" label="Licence model" all="Any" values={licenceModels} />
      {textFilters
        .filter(({ field }) => fieldAllowed(fieldRules, field))
        .map(({ param, label, inputMode }) => (
          <DebouncedInput
            key={param}
            label={label}
            value={search[param] ?? ''}
            error={list.problemOf(param)?.message}
            maxLength={100}
            {...(inputMode ? { inputMode } : {})}
            onValue={(value) => list.set({ [param]: value.trim() || undefined }, { replace: true })}
          />
        ))}
      <SelectField
        label="Sort by"
        value={list.input?.sort ?? search.sort ?? 'relevance'}
        options={catalogueSorts.filter((sort) => fieldAllowed(fieldRules, sortFields[sort])).map((sort) => ({ value: sort, label: sortLabels[sort] }))}
        onChange={(event) => list.set({ sort: event.target.value === 'relevance' ? undefined : event.target.value })}
      />
    </fieldset>
  )
}
