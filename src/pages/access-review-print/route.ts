import type { RouterContext } from '../../app/routing/router-context.ts'

/** /access/reviews/$reviewId/print: the review is asked with the page's chunk; the page then asks for all its people. */
export const route = {
  loader: ({ context, params }: { context: RouterContext; params: { reviewId: string } }) => {
    void context.queryClient.prefetchQuery(context.trpc.accessReviews.get.queryOptions({ id: params.reviewId }))
  },
}
