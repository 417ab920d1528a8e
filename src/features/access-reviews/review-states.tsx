import { Link } from '@tanstack/react-router'
import { httpStatusOf } from '../../app/api/rpc-error.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'

/**
 * A review not (yet) shown, on its page and its printable page alike: not
 * found (another institution's is not found either), failed, or loading.
 * Each says the same heading, so the page's heading does not change under a
 * reader (or flash another page's) when the answer comes: the state says what happened.
 */
export function ReviewNotShown({ reviewId, query }: { reviewId: string; query: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  if (query.isError && httpStatusOf(query.error) === 404)
    return (
      <>
        <h1>Access review</h1>
        <EmptyState
          title={`Not found: no access review of your institution has the id “${reviewId}”.`}
          action={<Link to="/access/reviews">Access reviews</Link>}
        >
          It may have been opened from an old link, or belong to another institution.
        </EmptyState>
      </>
    )
  return (
    <>
      <h1>Access review</h1>
      {query.isError ? (
        <QueryErrorState what="The access review" error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <p role="status" aria-busy="true">
          Loading the review…
        </p>
      )}
    </>
  )
}
