import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { RecordStatus } from '../../app/format/record-status.tsx'
import { HistoryBody, HistoryDialog } from '../../app/ui/history-dialog.tsx'
import { requestLabel } from './request-columns.tsx'

/** A request's timeline (the list's `?request=`): who raised and decided it, when, from which state to which, with their notes. */
export function RequestHistoryDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  return (
    <HistoryDialog title="Request history" id={id} onClose={onClose} whoCan={id ? { subject: 'Request', recordId: id } : undefined}>
      {(open) => <RequestTimeline id={open} />}
    </HistoryDialog>
  )
}

function RequestTimeline({ id }: { id: string }) {
  const trpc = useTRPC()
  return (
    <HistoryBody
      query={useQuery(trpc.requests.get.queryOptions({ id }))}
      what="This request’s history"
      events={(data) => data.events}
      label="History"
      empty="No changes yet."
    >
      {(request) => (
        <>
          <p>{requestLabel(request)}</p>
          <p>
            Now <RecordStatus type="Request" status={request.status} />
            {request.note ? <> · Requester’s note: “{request.note}”</> : null}
          </p>
        </>
      )}
    </HistoryBody>
  )
}
