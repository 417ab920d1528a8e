import { searchableList, type ListDefinition, type ListSearch } from '../../app/lists/list-reading.ts'
import { filterValueLength } from '../../contracts/course-names.ts'
import type { TermStatusBoardInput } from '../../contracts/term-status.ts'
import { termStatusFilters, termStatusSortColumns } from '../../contracts/term-status-names.ts'

/** The Booklist status page's URL (routes.yaml `search:` of /adoptions/status). */
export interface TermStatusSearch extends ListSearch {
  readonly term?: string
  readonly department?: string
  readonly status?: string
}

/** How /adoptions/status reads its URL; loader and page share it (no zod: the loader is in the first load). */
export const termStatusList: ListDefinition<TermStatusSearch, TermStatusBoardInput> = searchableList(
  termStatusSortColumns,
  'column the board sorts by',
  (search, check) => ({
    term: check.text('term', search.term, filterValueLength, 'term'),
    department: check.text('department', search.department, filterValueLength, 'department'),
    status: check.oneOf('status', search.status, termStatusFilters, 'status'),
  }),
)
