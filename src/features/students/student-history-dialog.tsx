import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { HistoryBody, HistoryDialog } from '../../app/ui/history-dialog.tsx'
import { AccessBadge, dayOrNone, studentLabel } from './student-columns.tsx'

/** A student's access history (`?student=`): who granted, extended or revoked it, when, until when, with their notes. */
export function StudentHistoryDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  return (
    <HistoryDialog title="Access history" id={id} onClose={onClose} whoCan={id ? { subject: 'Student', recordId: id } : undefined}>
      {(open) => <StudentTimeline id={open} />}
    </HistoryDialog>
  )
}

function StudentTimeline({ id }: { id: string }) {
  const trpc = useTRPC()
  return (
    <HistoryBody
      query={useQuery(trpc.students.history.queryOptions({ id }))}
      what="This student’s history"
      events={(data) => data.events}
      label="Access history"
      empty="No access changes yet."
    >
      {({ student }) => (
        <>
          <p>
            {studentLabel(student)}
            {student.email === undefined ? null : ` · ${student.email}`}
          </p>
          <p>
            Access now <AccessBadge state={student.accessState} />
            {student.accessState === 'revoked'
              ? ` since ${dayOrNone(student.accessRevokedAt)}`
              : student.accessExpiresAt
                ? `, ends ${dayOrNone(student.accessExpiresAt)}`
                : ', never granted'}
          </p>
        </>
      )}
    </HistoryBody>
  )
}
