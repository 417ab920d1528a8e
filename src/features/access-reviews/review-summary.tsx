import { StatusBadge } from '../../components/ui/status-badge.tsx'
import type { AccessReviewSummary } from '../../contracts/access-reviews.ts'
import { formatEventTime } from '../../contracts/dates.ts'
import { decidedWords, reviewStatusWords } from './review-words.ts'

/** Started when and by whom, the policy it was answered with, its state and how far its decisions are. */
export function ReviewSummary({ review }: { review: AccessReviewSummary }) {
  const status = reviewStatusWords(review)
  return (
    <dl className="access-review-summary" aria-label="Review summary">
      <div>
        <dt>Started</dt>
        <dd>
          <time dateTime={review.startedAt}>{formatEventTime(review.startedAt)}</time> by {review.startedBy}
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <StatusBadge label={status.label} tone={status.tone} />
        </dd>
      </div>
      <div>
        <dt>Decided</dt>
        <dd>{decidedWords(review)}</dd>
      </div>
      <div>
        <dt>Policy</dt>
        <dd>
          <code className="access-review-hash">{review.policyHash}</code>
        </dd>
      </div>
    </dl>
  )
}
