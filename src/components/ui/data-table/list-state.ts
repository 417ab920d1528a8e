import type { PaginationState, SortingState } from '@tanstack/react-table'

/** The sort and page of a list as its URL and its query input hold them (src/contracts/list-query.ts). */
export interface ListPosition<S extends string = string> {
  readonly sort?: S | undefined
  readonly desc?: boolean | undefined
  /** 1-based, as people count pages in a URL. */
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
}

/** The table's sorting for a list position. */
export const sortingOf = (position: ListPosition): SortingState => (position.sort ? [{ id: position.sort, desc: position.desc === true }] : [])

/** The table's (0-based) pagination for a list position. */
export const paginationOf = (position: ListPosition, defaultPageSize = 25): PaginationState => ({
  pageIndex: Math.max(0, (position.page ?? 1) - 1),
  pageSize: position.pageSize ?? defaultPageSize,
})

/** What to put in the URL when the user sorts: back to page 1, since the rows on every page change. */
export const positionForSorting = (sorting: SortingState): Pick<ListPosition, 'sort' | 'desc' | 'page'> => {
  const [first] = sorting
  return first ? { sort: first.id, desc: first.desc, page: 1 } : { sort: undefined, desc: undefined, page: 1 }
}

/** What to put in the URL when the user pages or changes the page size. */
export const positionForPagination = (pagination: PaginationState): Pick<ListPosition, 'page' | 'pageSize'> => ({
  page: pagination.pageIndex + 1,
  pageSize: pagination.pageSize,
})
