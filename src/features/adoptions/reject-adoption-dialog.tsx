import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '../../components/ui/dialog.tsx'
import { validateWith, type FieldErrors } from '../../components/ui/field-errors.ts'
import { Field } from '../../components/ui/form-field.tsx'
import { rejectAdoptionInput, type AwaitingApproval, type RejectAdoptionInput } from '../../contracts/adoptions.ts'

export interface RejectAdoptionDialogProps {
  /** The adoption being turned down; none, the dialog is closed. */
  readonly adoption: AwaitingApproval | undefined
  /** While the rejection is on its way: Reject is busy, so it is sent once. */
  readonly pending: boolean
  readonly onReject: (input: RejectAdoptionInput) => void
  readonly onClose: () => void
}

/**
 * Reject a proposed adoption, saying why. The note is checked with the schema
 * the server enforces (rejectAdoptionInput): its message shows under the
 * field on submit, and nothing is sent while it is invalid.
 */
export function RejectAdoptionDialog({ adoption, ...props }: RejectAdoptionDialogProps) {
  // Mounted afresh per adoption, so a note never carries over to another one.
  return adoption ? <RejectForm key={adoption.id} adoption={adoption} {...props} /> : null
}

function RejectForm({ adoption, pending, onReject, onClose }: Omit<RejectAdoptionDialogProps, 'adoption'> & { readonly adoption: AwaitingApproval }) {
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const formId = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const result = validateWith(rejectAdoptionInput, { id: adoption.id, version: adoption.version, note })
    setErrors(result.ok ? {} : result.errors)
    if (result.ok) onReject(result.data)
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title="Reject this adoption?"
      description={`${adoption.title} for ${adoption.courseCode} ${adoption.courseTitle}, proposed by ${adoption.adoptedBy}.`}
      footer={
        <>
          <button type="submit" form={formId} disabled={pending} aria-busy={pending}>
            Reject
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {/* Focus starts in the note: saying why is what the dialog is for; Escape, Close or Cancel leave. */}
        <Field label="Why is it rejected?" description="The instructor who proposed it reads this in the adoption’s history; at most 2,000 characters." error={errors['note']} required>
          {(control) => <textarea {...control} name="note" rows={4} required value={note} onChange={(event) => setNote(event.target.value)} data-autofocus />}
        </Field>
      </form>
    </Dialog>
  )
}
