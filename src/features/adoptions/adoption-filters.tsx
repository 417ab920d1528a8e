import { Link } from '@tanstack/react-router'
import { ChoiceFilter, TextFilter } from '../../app/lists/list-filter-fields.tsx'
import type { ListState } from '../../app/lists/use-list-state.ts'
import type { AdoptionView } from '../../contracts/adoption-names.ts'
import { useTermDates } from '../../app/terms/term-names.tsx'
import type { AdoptionsRequest, AdoptionsSearch } from './adoptions-list.ts'
import { FilterPanel } from '../../components/ui/filter-panel.tsx'
import { formatNumber } from '../../app/format/count.ts'

/**
 * The page's two views as links (`?view=awaiting`), the current one marked.
 * "Awaiting your approval" only where the user may approve something, or is
 * on that view; its count when it is known.
 */
export function AdoptionViews({ view, awaitingCount }: { view: AdoptionView | undefined; awaitingCount: number | undefined }) {
  const showAwaiting = view === 'awaiting' || (awaitingCount ?? 0) > 0
  if (!showAwaiting && view === 'courses') return null
  const awaiting = `Awaiting your approval${awaitingCount === undefined ? '' : ` (${formatNumber(awaitingCount)})`}`
  return (
    <nav className="list-views" aria-label="Adoptions views">
      <ul>
        <li>
          {view === 'courses' ? (
            <span aria-current="page">Your courses</span>
          ) : (
            <Link to="/adoptions" activeOptions={{ exact: true }}>
              Your courses
            </Link>
          )}
        </li>
        {showAwaiting ? (
          <li>
            {view === 'awaiting' ? (
              <span aria-current="page">{awaiting}</span>
            ) : (
              <Link to="/adoptions" search={{ view: 'awaiting' }}>
                {awaiting}
              </Link>
            )}
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

export interface AdoptionFiltersProps {
  readonly list: ListState<AdoptionsSearch, AdoptionsRequest>
  readonly view: AdoptionView
  readonly terms: readonly string[]
}

/** Text and term; each change goes back to page 1. Text applies once typing pauses. */
export function AdoptionFilters({ list, view, terms }: AdoptionFiltersProps) {
  const termName = useTermDates()
  return (
    <FilterPanel label={view === 'awaiting' ? 'Filter the adoptions awaiting your approval' : 'Filter your courses'} list={list}>
      <TextFilter
        list={list}
        label="Course or title"
        description={view === 'awaiting' ? 'A course code or title, or a book title.' : 'A course code or title.'}
      />
      <ChoiceFilter list={list} param="term" label="Term" all="All terms" values={terms} labelOf={termName} />
    </FilterPanel>
  )
}
