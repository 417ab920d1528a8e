import type { RouterContext } from '../../app/routing/router-context.ts'
import type { AccessReviewSearch } from '../../features/access-reviews/review-people-list.ts'

// The URL's reading of the people is a small chunk of its own, loaded beside the page's (as lazyListRoute does).
const load = async () => (await import('../../features/access-reviews/review-people-list.ts')).reviewPeopleList

/**
 * /access/reviews/$reviewId: the review is asked with the page's chunk, and
 * with it what the URL's view shows: the people's page (read from the URL as
 * the page reads it) or the comparison with the previous review.
 */
export const route = {
  loaderDeps: ({ search }: { search: AccessReviewSearch }) => search,
  loader: async ({ context, params, deps }: { context: RouterContext; params: { reviewId: string }; deps: AccessReviewSearch }) => {
    void context.queryClient.prefetchQuery(context.trpc.accessReviews.get.queryOptions({ id: params.reviewId }))
    if (deps.view === 'changes') void context.queryClient.prefetchQuery(context.trpc.accessReviews.compare.queryOptions({ id: params.reviewId }))
    if (deps.view !== undefined && deps.view !== '' && deps.view !== 'people') return
    const reading = (await load()).read(deps)
    if (reading.problems.length === 0)
      void context.queryClient.prefetchQuery(context.trpc.accessReviews.people.queryOptions({ reviewId: params.reviewId, ...reading.input }))
  },
  chunkAfter: load,
}
