import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { Timeline } from '../../components/ui/timeline.tsx'
import { AccessBadge, dayOrNone, studentLabel } from './student-columns.tsx'

/**
 * A student's access history: who granted, extended or revoked it, when,
 * until when, with their notes. Opened by the student's id (`?student=`), so
 * a link shows it even when the student is on no page of the list.
 */
export function StudentHistoryDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  return (
    <Dialog open={id !== undefined} onClose={onClose} title="Access history">
      {id ? <StudentTimeline id={id} /> : null}
    </Dialog>
  )
}

function StudentTimeline({ id }: { id: string }) {
  const trpc = useTRPC()
  const history = useQuery(trpc.students.history.queryOptions({ id }))
  if (history.status === 'pending') return <p aria-busy="true">Loading the history…</p>
  if (history.status === 'error') return <QueryErrorState what="This student’s history" error={history.error} onRetry={() => history.refetch()} />
  const { student, events } = history.data
  return (
    <>
      <p>
        {studentLabel(student)} · {student.email}
      </p>
      <p>
        Access now <AccessBadge state={student.accessState} />
        {student.accessState === 'revoked' ? ` since ${dayOrNone(student.accessRevokedAt)}` : student.accessExpiresAt ? `, ends ${dayOrNone(student.accessExpiresAt)}` : ', never granted'}
      </p>
      <Timeline events={events} label="Access history" empty="No access changes yet." />
    </>
  )
}
