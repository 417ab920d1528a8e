import type { RouterContext } from '../../app/routing/router-context.ts'
import { uploadRowsInputOf, type UploadRowsSearch } from '../../features/booklists/upload/uploads-list.ts'

/**
 * /booklist/upload/$uploadId: the upload and its first page of rows are
 * asked with the page's chunk. Not awaited and never thrown: an upload the
 * user may not read is the page's own not-found state, inside the layout.
 */
export const route = {
  loaderDeps: ({ search }: { search: UploadRowsSearch }) => search,
  loader: ({ context, params, deps }: { context: RouterContext; params: { uploadId: string }; deps: UploadRowsSearch }) => {
    void context.queryClient.prefetchQuery(context.trpc.uploads.get.queryOptions({ id: params.uploadId }))
    void context.queryClient.prefetchQuery(context.trpc.uploads.rows.queryOptions(uploadRowsInputOf(params.uploadId, deps)))
  },
}
