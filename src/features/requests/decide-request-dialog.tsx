import { NoteDialog } from '../../components/ui/note-dialog.tsx'
import { ChangedUnderneathNotice } from '../../components/ui/changed-underneath-notice.tsx'
import { useChangedUnderneath } from '../../app/live/use-changed-underneath.ts'
import { validateWith } from '../../components/ui/field-errors.ts'
import { decideRequestInput, type DecideRequestInput, type RequestDecision as Decision, type RequestListRow } from '../../contracts/requests.ts'
import { requestLabel } from './request-columns.tsx'

/** How each decision asks: its title, its note's label and who reads the note. */
export const decisionWords: Record<
  Decision,
  { readonly title: string; readonly confirm: string; readonly label: string; readonly help: string; readonly done: string }
> = {
  approve: {
    title: 'Approve this request?',
    confirm: 'Approve',
    label: 'Note (optional)',
    help: 'The requester reads it in the request’s history; at most 2,000 characters.',
    done: 'approved',
  },
  reject: {
    title: 'Reject this request?',
    confirm: 'Reject',
    label: 'Why is it rejected? (optional)',
    help: 'The requester reads it in the request’s history; at most 2,000 characters.',
    done: 'rejected',
  },
  cancel: {
    title: 'Cancel this request?',
    confirm: 'Cancel the request',
    label: 'Note (optional)',
    help: 'Kept in the request’s history; at most 2,000 characters.',
    done: 'cancelled',
  },
}

export interface DecideRequestDialogProps {
  /** The request and the decision asked for; none, the dialog is closed. */
  readonly deciding: { readonly row: RequestListRow; readonly decision: Decision } | undefined
  /** While the decision is on its way: the button is busy, so it is sent once. */
  readonly pending: boolean
  readonly onDecide: (decision: Decision, input: DecideRequestInput) => void
  readonly onClose: () => void
  /** The request changed since the dialog opened: read it again (the dialog then shows it as it is, or closes when it is gone). */
  readonly onReload: () => void
}

/** Approve, reject or cancel one request, with a note checked by the schema the server enforces (decideRequestInput). */
export function DecideRequestDialog({ deciding, pending, onDecide, onClose, onReload }: DecideRequestDialogProps) {
  const words = deciding ? decisionWords[deciding.decision] : decisionWords.approve
  // Said at once, rather than as a CONFLICT on submit: the note typed so far stays.
  const changed = useChangedUnderneath('Request', deciding?.row.id, deciding?.row.version, 'request')
  return (
    <NoteDialog
      // Mounted afresh per request and decision, so a note never carries over.
      key={deciding ? `${deciding.row.id}/${deciding.decision}` : 'closed'}
      open={deciding !== undefined}
      onClose={onClose}
      title={words.title}
      description={deciding ? requestLabel(deciding.row) : ''}
      label={words.label}
      help={words.help}
      confirm={words.confirm}
      pending={pending}
      check={(note) => validateWith(decideRequestInput, { id: deciding?.row.id, version: deciding?.row.version, note: note.trim() === '' ? undefined : note })}
      onConfirm={(input) => deciding && onDecide(deciding.decision, input)}
      notice={changed ? <ChangedUnderneathNotice sentence={changed.sentence} onReload={onReload} /> : null}
    />
  )
}
