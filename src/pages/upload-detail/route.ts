import type { RouterContext } from '../../app/routing/router-context.ts'
import { uploadRowsList, type UploadRowsSearch } from '../../features/booklists/upload/uploads-list.ts'

/**
 * /booklist/upload/$uploadId: the upload is fetched with the page's chunk and
 * the page renders with it, so it opens on the upload or on its not-found
 * state, never on a placeholder first. A failure is not thrown: the page
 * shows it inside the layout from the same query. The rows' first page is
 * asked at the same time, not waited for, read from the URL as the page reads
 * it (uploadRowsList); a `show` the page does not know asks for no rows.
 */
export const route = {
  loaderDeps: ({ search }: { search: UploadRowsSearch }) => search,
  loader: async ({ context, params, deps }: { context: RouterContext; params: { uploadId: string }; deps: UploadRowsSearch }) => {
    const rows = uploadRowsList.read(deps)
    if (rows.problems.length === 0) void context.queryClient.prefetchQuery(context.trpc.uploads.rows.queryOptions({ id: params.uploadId, ...rows.input }))
    await context.queryClient.ensureQueryData(context.trpc.uploads.get.queryOptions({ id: params.uploadId })).catch(() => undefined)
  },
}
