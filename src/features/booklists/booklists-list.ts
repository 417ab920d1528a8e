import { searchableList, type ListDefinition, type ListSearch } from '../../app/lists/list-reading.ts'
import { booklistSortable, booklistStates, costFilters } from '../../contracts/booklist-names.ts'
import type { ListBooklistsInput } from '../../contracts/booklists.ts'
import { termPattern } from '../../contracts/terms.ts'

/** The Booklist page's URL (routes.yaml `search:` of /booklist): the lists' filters and position, and the list that is open. */
export interface BooklistSearch extends ListSearch {
  readonly list?: string
  readonly term?: string
  readonly status?: string
  /** zero or low (zero-or-low-cost); needs `cost: string` in routes.yaml's search of /booklist to survive the URL. */
  readonly cost?: string
}

/** How /booklist reads its URL into booklists.list's input; loader and page share it (no zod: the loader is in the first load). */
export const booklistsList: ListDefinition<BooklistSearch, ListBooklistsInput> = searchableList(booklistSortable, 'column lists sort by', (search, check) => {
  const term = search.term?.trim() || undefined
  return {
    term: term === undefined || termPattern.test(term) ? term : check.add('term', term, { code: 'not-term' }),
    status: check.oneOf('status', search.status, booklistStates, 'list state'),
    cost: check.oneOf('cost', search.cost, costFilters, 'cost'),
  }
})
