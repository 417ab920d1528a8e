import './access-reviews.css'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { describeError } from '../../app/api/describe-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FormProblem } from '../../components/ui/form-field.tsx'
import { Notice } from '../../components/ui/notice.tsx'
import { Timeline } from '../../components/ui/timeline.tsx'
import type { AccessReviewDetail, AccessReviewSummary } from '../../contracts/access-reviews.ts'
import { formatDay } from '../../contracts/dates.ts'
import { ReviewChanges } from './review-changes.tsx'
import { ReviewPeople } from './review-people.tsx'
import { reviewViewOf, type AccessReviewSearch, type ReviewView } from './review-people-list.ts'
import { ReviewNotShown } from './review-states.tsx'
import { ReviewSummary } from './review-summary.tsx'
import { formatNumber } from '../../app/format/count.ts'

const viewTitles: Readonly<Record<ReviewView, string>> = { people: 'People', changes: 'Changes since the previous review', history: 'History' }

/**
 * One access review (issue 58): its summary, Sign off and Print, and three
 * views in the URL: its people (decided one by one), what changed since the
 * institution's previous review, and its history.
 */
export function AccessReviewScreen({ reviewId, search }: { reviewId: string; search: AccessReviewSearch }) {
  const trpc = useTRPC()
  const detail = useQuery({ ...trpc.accessReviews.get.queryOptions({ id: reviewId }), retryOnMount: false })
  if (detail.data) return <ReviewView detail={detail.data} search={search} />
  return <ReviewNotShown reviewId={reviewId} query={detail} />
}

function ReviewView({ detail, search }: { detail: AccessReviewDetail; search: AccessReviewSearch }) {
  const { review, events } = detail
  const view = reviewViewOf(search)
  return (
    <>
      <p className="access-review-back no-print">
        <Link to="/access/reviews">← Access reviews</Link>
      </p>
      <h1>Access review of {formatDay(review.startedAt)}</h1>
      <p>
        A snapshot of every staff member’s access when the review started. Decide for each person whether to keep, change or revoke it, then sign the review
        off: it is the evidence of a periodic access review.
      </p>
      <ReviewSummary review={review} />
      <ReviewActions review={review} />
      <nav className="list-views" aria-label="Review views">
        <ul>
          {(Object.keys(viewTitles) as ReviewView[]).map((name) => (
            <li key={name}>
              {view === name ? (
                <span aria-current="page">{viewTitles[name]}</span>
              ) : (
                <Link to="/access/reviews/$reviewId" params={{ reviewId: review.id }} search={name === 'people' ? {} : { view: name }}>
                  {viewTitles[name]}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {view === 'people' ? <ReviewPeople review={review} search={search} /> : null}
      {view === 'changes' ? <ReviewChanges reviewId={review.id} /> : null}
      {view === 'history' ? (
        <section aria-label="History">
          <h2>History</h2>
          <Timeline events={events} label="Review history" empty="Nothing recorded yet." />
        </section>
      ) : null}
      {view === undefined ? (
        <EmptyState
          title={`This review has no view “${search.view ?? ''}”.`}
          action={
            <Link to="/access/reviews/$reviewId" params={{ reviewId: review.id }}>
              Show its people
            </Link>
          }
        />
      ) : null}
    </>
  )
}

/** Sign off (or why not) and the printable document. */
function ReviewActions({ review }: { review: AccessReviewSummary }) {
  const [signing, setSigning] = useState(false)
  const open = review.status === 'open'
  const refusal = open && !review.canSignOff ? (review.signOffRefusal ?? 'You may not sign this review off.') : undefined
  return (
    <div className="access-review-actions no-print">
      {open ? (
        <>
          <Button
            variant="primary"
            disabled={refusal !== undefined}
            aria-describedby={refusal ? 'sign-off-refusal' : undefined}
            onClick={() => setSigning(true)}
          >
            Sign off…
          </Button>
          {refusal ? (
            <span id="sign-off-refusal" className="field-description">
              {refusal}
            </span>
          ) : null}
        </>
      ) : null}
      <Link to="/access/reviews/$reviewId/print" params={{ reviewId: review.id }}>
        Print the review
      </Link>
      {signing ? <SignOffDialog review={review} onClose={() => setSigning(false)} /> : null}
    </div>
  )
}

function SignOffDialog({ review, onClose }: { review: AccessReviewSummary; onClose: () => void }) {
  const trpc = useTRPC()
  const [problem, setProblem] = useState<string | undefined>()
  const signOff = useAppMutation(trpc.accessReviews.signOff.mutationOptions(), {
    invalidates: () => [trpc.accessReviews.pathFilter()],
    success: () => 'Access review signed off',
  })
  const undecidedCount = review.peopleCount - review.decidedCount
  const confirm = () => {
    if (signOff.isPending) return
    setProblem(undefined)
    signOff.mutate({ reviewId: review.id, version: review.version }, { onSuccess: onClose, onError: (error) => setProblem(describeError(error).message) })
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title="Sign off the access review"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={confirm} pending={signOff.isPending}>
            Sign off
          </Button>
        </>
      }
    >
      {undecidedCount > 0 ? (
        <Notice title={`${formatNumber(undecidedCount)} of ${formatNumber(review.peopleCount)} people have no decision yet`}>
          <p>Signing off closes the review: their access is recorded as reviewed without a decision.</p>
        </Notice>
      ) : null}
      <p>Once signed off, no decision in this review can change. Your name and the time are recorded with it.</p>
      <FormProblem message={problem} />
    </Dialog>
  )
}
