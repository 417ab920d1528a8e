import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { RecordStatus } from '../../app/format/record-status.tsx'
import { HistoryBody, HistoryDialog } from '../../app/ui/history-dialog.tsx'

/** An adoption's history (`?adoption=`): who proposed, withdrew, approved or rejected it, when, with their notes (a rejection's reason). */
export function AdoptionHistoryDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  return (
    <HistoryDialog title="Adoption history" id={id} onClose={onClose} whoCan={id ? { subject: 'Adoption', recordId: id } : undefined}>
      {(open) => <AdoptionTimeline id={open} />}
    </HistoryDialog>
  )
}

function AdoptionTimeline({ id }: { id: string }) {
  const trpc = useTRPC()
  return (
    <HistoryBody
      query={useQuery(trpc.adoptions.history.queryOptions({ id }))}
      what="This adoption’s history"
      events={(data) => data.events}
      label="Adoption history"
      empty="No changes yet."
    >
      {({ adoption }) => (
        <>
          <p>
            {adoption.title} for {adoption.courseCode} {adoption.courseTitle}
          </p>
          <p>
            Now <RecordStatus type="Adoption" status={adoption.status} /> · proposed by {adoption.adoptedBy}
          </p>
        </>
      )}
    </HistoryBody>
  )
}
