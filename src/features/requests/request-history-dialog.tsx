import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { RecordStatus } from '../../app/format/record-status.tsx'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { Timeline } from '../../components/ui/timeline.tsx'
import { requestLabel } from './request-columns.tsx'

/**
 * A request's timeline: who raised and decided it, when, from which state to
 * which, with their notes. Opened by its id (the list's `?request=`), so a
 * link to a request shows it even when it is on no page of the list.
 */
export function RequestHistoryDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  return (
    <Dialog open={id !== undefined} onClose={onClose} title="Request history">
      {id ? <RequestTimeline id={id} /> : null}
    </Dialog>
  )
}

function RequestTimeline({ id }: { id: string }) {
  const trpc = useTRPC()
  const detail = useQuery(trpc.requests.get.queryOptions({ id }))
  if (detail.status === 'pending') return <p aria-busy="true">Loading the history…</p>
  if (detail.status === 'error') return <QueryErrorState what="This request’s history" error={detail.error} onRetry={() => detail.refetch()} />
  return (
    <>
      <p>{requestLabel(detail.data)}</p>
      <p>
        Now <RecordStatus type="Request" status={detail.data.status} />
        {detail.data.note ? <> · Requester’s note: “{detail.data.note}”</> : null}
      </p>
      <Timeline events={detail.data.events} label="History" empty="No changes yet." />
    </>
  )
}
