import { NoteDialog } from '../../components/ui/note-dialog.tsx'
import { ChangedUnderneathNotice } from '../../components/ui/changed-underneath-notice.tsx'
import { useChangedUnderneath } from '../../app/live/use-changed-underneath.ts'
import { validateWith } from '../../components/ui/field-errors.ts'
import { rejectAdoptionInput, type AwaitingApproval, type RejectAdoptionInput } from '../../contracts/adoptions.ts'

export interface RejectAdoptionDialogProps {
  /** The adoption being turned down; none, the dialog is closed. */
  readonly adoption: AwaitingApproval | undefined
  /** While the rejection is on its way: Reject is busy, so it is sent once. */
  readonly pending: boolean
  readonly onReject: (input: RejectAdoptionInput) => void
  readonly onClose: () => void
  /** The adoption changed since the dialog opened: read it again (shown as it is, or the dialog closes when it no longer awaits). */
  readonly onReload: () => void
}

/** Reject a proposed adoption, saying why: the note is required by the schema the server enforces (rejectAdoptionInput). */
export function RejectAdoptionDialog({ adoption, pending, onReject, onClose, onReload }: RejectAdoptionDialogProps) {
  const changed = useChangedUnderneath('Adoption', adoption?.id, adoption?.version, 'adoption')
  return (
    <NoteDialog
      // Mounted afresh per adoption, so a note never carries over to another one.
      key={adoption?.id}
      open={adoption !== undefined}
      onClose={onClose}
      title="Reject this adoption?"
      description={adoption ? `${adoption.title} for ${adoption.courseCode} ${adoption.courseTitle}, proposed by ${adoption.adoptedBy}.` : ''}
      label="Why is it rejected?"
      help="The instructor who proposed it reads this in the adoption’s history; at most 2,000 characters."
      required
      confirm="Reject"
      pending={pending}
      check={(note) => validateWith(rejectAdoptionInput, { id: adoption?.id, version: adoption?.version, note })}
      onConfirm={onReject}
      notice={changed ? <ChangedUnderneathNotice sentence={changed.sentence} onReload={onReload} /> : null}
    />
  )
}
