import { positionOf, positionOnly, ProblemList, type ListDefinition, type ListSearch } from '../../../app/lists/list-reading.ts'
import type { ListUploadsInput, UploadRowFilter, UploadRowsInput } from '../../../contracts/uploads.ts'

/** The URL of /booklist/upload (routes.yaml `search:`): the page of the user's recent uploads. */
export type UploadsSearch = Pick<ListSearch, 'page' | 'pageSize'>

/** How the upload page reads its URL; loader and page share it (no zod: the loader is in the first load). */
export const uploadsList: ListDefinition<UploadsSearch, ListUploadsInput> = positionOnly

/** The URL of /booklist/upload/$uploadId: which rows (every row, or the errors only) and their page. */
export interface UploadRowsSearch extends Pick<ListSearch, 'page' | 'pageSize'> {
  readonly show?: string
}

/** The choices of `show`, as the contract's uploadRowFilters (which come with zod, so not into the first load). */
export const uploadRowShows: readonly UploadRowFilter[] = ['all', 'errors', 'good']

/**
 * How an upload's page reads its URL into the rows' input, less the upload's
 * id (the route's param): no `show` is every row; one the page does not know
 * is a problem shown like an unknown filter, and no rows are asked meanwhile.
 */
export const uploadRowsList: ListDefinition<UploadRowsSearch, Omit<UploadRowsInput, 'id'> & { show: UploadRowFilter }> = {
  read(search) {
    const check = new ProblemList()
    const { page, pageSize } = positionOf(search, [])
    const show = check.oneOf('show', search.show, uploadRowShows, 'choice of rows') ?? 'all'
    return { input: { show, page, pageSize }, problems: check.problems }
  },
}
