import './access-reviews.css'
import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { Button } from '../../components/ui/button.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import type { AccessReviewPerson, AccessReviewSummary } from '../../contracts/access-reviews.ts'
import { formatDay } from '../../contracts/dates.ts'
import { ReviewNotShown } from './review-states.tsx'
import { ReviewSummary } from './review-summary.tsx'
import { DecisionText, PersonAccess } from './review-person-dialog.tsx'
import { personWords } from './review-words.ts'

const pageSize = 100

/** The review as one document to print or save as PDF: its summary, then every person with their access and decision. */
export function AccessReviewPrint({ reviewId }: { reviewId: string }) {
  const trpc = useTRPC()
  const detail = useQuery(trpc.accessReviews.get.queryOptions({ id: reviewId }))
  if (!detail.data) return <ReviewNotShown reviewId={reviewId} query={detail} />
  return <PrintDocument review={detail.data.review} />
}

function PrintDocument({ review }: { review: AccessReviewSummary }) {
  const trpc = useTRPC()
  const pages = Math.max(1, Math.ceil(review.peopleCount / pageSize))
  const people = useQueries({
    queries: Array.from({ length: pages }, (_, i) => trpc.accessReviews.people.queryOptions({ reviewId: review.id, page: i + 1, pageSize, sort: 'email' })),
  })
  const failed = people.find((query) => query.status === 'error')
  const loading = people.some((query) => query.status === 'pending')
  const rows: AccessReviewPerson[] = people.flatMap((query) => query.data?.rows ?? [])
  return (
    <article className="access-review-print">
      <p className="access-review-back no-print">
        <Link to="/access/reviews/$reviewId" params={{ reviewId: review.id }}>
          ← Back to the review
        </Link>
      </p>
      <h1>Access review of {formatDay(review.startedAt)}</h1>
      <p>
        Every staff member’s permissions and the access they gave when the review started, with the decision taken on each. Evidence of a periodic access review
        (SOC 2 CC6.2 and CC6.3, ISO/IEC 27001 A.5.18).
      </p>
      <p className="no-print">
        <Button variant="primary" onClick={() => window.print()} disabled={loading || failed !== undefined}>
          Print
        </Button>
      </p>
      <ReviewSummary review={review} />
      {failed ? (
        <QueryErrorState what="The review’s people" error={failed.error} onRetry={() => void Promise.all(people.map((query) => query.refetch()))} />
      ) : null}
      {loading ? (
        <p role="status" aria-busy="true">
          Loading everyone in the review…
        </p>
      ) : null}
      {!loading && !failed && rows.length === 0 ? <EmptyState title="No one in this review" /> : null}
      {!loading && !failed
        ? rows.map((person) => (
            <section key={person.id} className="access-review-print-person" aria-label={personWords(person)}>
              <h2>{personWords(person)}</h2>
              <PersonAccess person={person} />
              <DecisionText person={person} />
            </section>
          ))
        : null}
    </article>
  )
}
