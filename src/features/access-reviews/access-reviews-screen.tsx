import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { describeError } from '../../app/api/describe-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { Button } from '../../components/ui/button.tsx'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FormProblem } from '../../components/ui/form-field.tsx'
import { StatusBadge } from '../../components/ui/status-badge.tsx'
import type { AccessReviewSummary } from '../../contracts/access-reviews.ts'
import { formatDay, formatEventTime } from '../../contracts/dates.ts'
import { decidedWords, reviewStatusWords } from './review-words.ts'
import { formatNumber } from '../../app/format/count.ts'

const column = createColumnHelper<AccessReviewSummary>()

const columns = [
  column.accessor('startedAt', {
    header: 'Started',
    cell: (info) => (
      <>
        <time dateTime={info.getValue()}>{formatEventTime(info.getValue())}</time> by {info.row.original.startedBy}
      </>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => {
      const status = reviewStatusWords(info.row.original)
      return <StatusBadge label={status.label} tone={status.tone} />
    },
  }),
  column.accessor('peopleCount', { header: 'People', cell: (info) => formatNumber(info.getValue()) }),
  column.accessor('decidedCount', { header: 'Decided', cell: (info) => decidedWords(info.row.original) }),
  column.accessor('policyHash', { header: 'Policy', cell: (info) => <code className="access-review-hash">{info.getValue()}</code> }),
  column.display({
    id: 'open',
    header: 'Review',
    cell: (info) => (
      <Link to="/access/reviews/$reviewId" params={{ reviewId: info.row.original.id }}>
        Open the review of {formatDay(info.row.original.startedAt)}
      </Link>
    ),
  }),
]

/**
 * The institution's access reviews, newest first, each with its state and how
 * far its decisions are; Start a review takes a new snapshot and opens it.
 */
export function AccessReviewsScreen() {
  const trpc = useTRPC()
  const navigate = useNavigate()
  const reviews = useQuery(trpc.accessReviews.list.queryOptions())
  const [starting, setStarting] = useState(false)
  const open = (review: AccessReviewSummary) => void navigate({ to: '/access/reviews/$reviewId', params: { reviewId: review.id } })
  return (
    <>
      <p>
        <Button variant="primary" onClick={() => setStarting(true)}>
          Start a review
        </Button>
      </p>
      <DataTable<AccessReviewSummary>
        caption="Access reviews"
        columns={columns}
        rows={reviews.data?.reviews}
        getRowId={(review) => review.id}
        status={reviews.status}
        errorState={<QueryErrorState what="Your institution’s access reviews" error={reviews.error} onRetry={() => reviews.refetch()} />}
        emptyState={
          <EmptyState title="No review yet: start the first one" action={<Button onClick={() => setStarting(true)}>Start a review</Button>}>
            A review records who can do what today, so each person’s access can be kept, changed or revoked, and the review signed off.
          </EmptyState>
        }
        onRowActivate={open}
      />
      {starting ? <StartReviewDialog onClose={() => setStarting(false)} /> : null}
    </>
  )
}

/** Confirms the start; the key is kept for the dialog's life, so a retry starts one review, not two. */
function StartReviewDialog({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC()
  const navigate = useNavigate()
  const [key] = useState(() => crypto.randomUUID())
  const [problem, setProblem] = useState<string | undefined>()
  const start = useAppMutation(trpc.accessReviews.start.mutationOptions(), {
    invalidates: () => [trpc.accessReviews.pathFilter()],
    success: (started) => `Review started: ${formatNumber(started.review.peopleCount)} people to decide on`,
  })
  const confirm = () => {
    if (start.isPending) return
    setProblem(undefined)
    start.mutate(
      { idempotencyKey: key },
      {
        onSuccess: (started) => void navigate({ to: '/access/reviews/$reviewId', params: { reviewId: started.review.id } }),
        onError: (error) => setProblem(describeError(error).message),
      },
    )
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title="Start an access review"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={confirm} pending={start.isPending} data-autofocus>
            Start the review
          </Button>
        </>
      }
    >
      <p>
        The review records, now, every staff member’s permissions and the pages, menu items and record actions they give under today’s policy. Later changes
        leave it as it was; you then decide on each person and sign it off.
      </p>
      <FormProblem message={problem} />
    </Dialog>
  )
}
