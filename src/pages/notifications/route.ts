import type { RouterContext } from '../../app/routing/router-context.ts'

/** /notifications: the page of the person's notifications is asked with the page's chunk, not awaited (the page shows its own loading state). */
export const route = {
  loaderDeps: ({ search }: { search: { page: number } }) => ({ page: search.page }),
  loader: ({ context, deps }: { context: RouterContext; deps: { page: number } }) => {
    void context.queryClient.prefetchQuery(context.trpc.notifications.list.queryOptions({ page: Math.max(1, Math.trunc(deps.page)) }))
  },
}
