import { NoteDialog } from '../../components/ui/note-dialog.tsx'
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
}

/** Approve, reject or cancel one request, with a note checked by the schema the server enforces (decideRequestInput). */
export function DecideRequestDialog({ deciding, pending, onDecide, onClose }: DecideRequestDialogProps) {
  const words = deciding ? decisionWords[deciding.decision] : decisionWords.approve
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
    />
  )
}
