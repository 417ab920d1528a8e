import type { PaginationState, SortingState } from '@tanstack/react-table'
import { paginationOf, positionForPagination, positionForSorting, sortingOf, type ListPosition } from '../../components/ui/data-table/list-state.ts'
import { pageSizes } from '../../contracts/list-names.ts'

/** What the props need of a list: to write its URL (useListState's `set`). */
export interface WritableList {
  readonly set: (changes: Partial<ListPosition>) => void
}

/**
 * The kit's TablePagination props that follow a list's page in the URL: the
 * page read from the input the list asked with, a change written back, and
 * the page sizes every list offers. A grouped list (a table per course)
 * puts the pager under its tables with these; DataTable gets them through
 * listPositionProps.
 */
export function listPagerProps(list: WritableList, input: ListPosition) {
  return {
    pagination: paginationOf(input, pageSizes[0]),
    onChange: (pagination: PaginationState) => list.set(positionForPagination(pagination)),
    pageSizes,
  }
}

/**
 * The DataTable props that follow a list's position in the URL: sort and page
 * read from the input the list asked with, a change written back to the URL
 * (sorting goes back to page 1), and the page sizes every list offers.
 */
export function listPositionProps(list: WritableList, input: ListPosition) {
  const pager = listPagerProps(list, input)
  return {
    sorting: sortingOf(input),
    onSortingChange: (sorting: SortingState) => list.set(positionForSorting(sorting)),
    pagination: pager.pagination,
    onPaginationChange: pager.onChange,
    pageSizes: pager.pageSizes,
  }
}
