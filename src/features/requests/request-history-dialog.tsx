import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { RecordStatus } from '../../app/format/record-status.tsx'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { Timeline } from '../../components/ui/timeline.tsx'
import type { RequestListRow } from '../../contracts/requests.ts'
import { requestLabel } from './request-columns.tsx'

/** A request's timeline: who raised and decided it, when, from which state to which, with their notes. */
export function RequestHistoryDialog({ request, onClose }: { request: RequestListRow | undefined; onClose: () => void }) {
  return (
    <Dialog open={request !== undefined} onClose={onClose} title="Request history" description={request ? requestLabel(request) : ''}>
      {request ? <RequestTimeline id={request.id} /> : null}
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
      <p>
        Now <RecordStatus type="Request" status={detail.data.status} />
        {detail.data.note ? <> · Requester’s note: “{detail.data.note}”</> : null}
      </p>
      <Timeline events={detail.data.events} label="History" empty="No changes yet." />
    </>
  )
}
