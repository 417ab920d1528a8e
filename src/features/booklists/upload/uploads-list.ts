import { positionOf, positionOnly, type ListDefinition, type ListSearch } from '../../../app/lists/list-reading.ts'
import type { ListUploadsInput, UploadRowFilter, UploadRowsInput } from '../../../contracts/uploads.ts'

/** The URL of /booklist/upload (routes.yaml `search:`): the page of the user's recent uploads. */
export type UploadsSearch = Pick<ListSearch, 'page' | 'pageSize'>

/** How the upload page reads its URL; loader and page share it (no zod: the loader is in the first load). */
export const uploadsList: ListDefinition<UploadsSearch, ListUploadsInput> = positionOnly

/** The URL of /booklist/upload/$uploadId: which rows (every row, or the errors only) and their page. */
export interface UploadRowsSearch extends Pick<ListSearch, 'page' | 'pageSize'> {
  readonly show?: string
}

/** A `show` the page does not know shows every row: a mistyped link still shows the upload. */
export const showOf = (search: UploadRowsSearch): UploadRowFilter => (search.show === 'errors' || search.show === 'good' ? search.show : 'all')

/** The rows' input for one upload, from its page's URL. */
export function uploadRowsInputOf(id: string, search: UploadRowsSearch): UploadRowsInput {
  const { page, pageSize } = positionOf(search, [])
  return { id, show: showOf(search), page, pageSize }
}
