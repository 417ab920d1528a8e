import type { RouterContext } from '../../app/routing/router-context.ts'

/** /notifications/settings: the person's choices are asked with the page's chunk, not awaited (the page shows its own loading state). */
export const route = {
  loader: ({ context }: { context: RouterContext }) => {
    void context.queryClient.prefetchQuery(context.trpc.notifications.settings.queryOptions())
  },
}
