import type { RouterContext } from '../../app/routing/router-context.ts'

/** /access/reviews: the institution's reviews are asked with the page's chunk, not awaited (the table shows its own loading rows). */
export const route = {
  loader: ({ context }: { context: RouterContext }) => {
    void context.queryClient.prefetchQuery(context.trpc.accessReviews.list.queryOptions())
  },
}
