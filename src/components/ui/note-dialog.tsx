import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Dialog } from './dialog.tsx'
import type { FieldErrors, Validated } from './field-errors.ts'
import { Field } from './form-field.tsx'
import { Button } from './button.tsx'
import { TextArea } from './controls.tsx'

export interface NoteDialogProps<Input> {
  readonly open: boolean
  readonly onClose: () => void
  readonly title: string
  readonly description: ReactNode
  /** The note's label: "Why is it rejected?". */
  readonly label: string
  /** Under the field: who reads the note, its limit. */
  readonly help: string
  /** A note is needed (a rejection says why); else it may be left empty. */
  readonly required?: boolean
  /** The confirming button's label: "Reject", "Reopen". */
  readonly confirm: string
  /** While the change is on its way: the button is busy, so it is sent once. */
  readonly pending: boolean
  /** The change with this note, checked by the schema the server enforces (`validateWith(schema, { id, version, note })`). */
  readonly check: (note: string) => Validated<Input>
  readonly onConfirm: (input: Input) => void
  /** Said above the note: that the record changed since the dialog opened (ChangedUnderneathNotice). */
  readonly notice?: ReactNode
}

/**
 * A change that carries a note (reject, reopen): the note is checked on
 * submit with the server's own schema, its message shows under the field
 * and nothing is sent while it is invalid. Focus starts in the note; each
 * opening starts from an empty one.
 */
export function NoteDialog<Input>(props: NoteDialogProps<Input>) {
  return props.open ? <NoteForm {...props} /> : null
}

function NoteForm<Input>({ onClose, title, description, label, help, required = false, confirm, pending, check, onConfirm, notice }: NoteDialogProps<Input>) {
  const formId = useId()
  const noteRef = useRef<HTMLTextAreaElement>(null)
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const checked = check(note)
    setErrors(checked.ok ? {} : checked.errors)
    if (checked.ok) onConfirm(checked.data)
    else noteRef.current?.focus()
  }
  // Problems with anything but the note (the id or version the screen sends) are said once, above the actions.
  const otherProblem = Object.entries(errors).find(([field]) => field !== 'note')?.[1]
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" form={formId} pending={pending}>
            {confirm}
          </Button>
        </>
      }
    >
      {notice}
      <form id={formId} onSubmit={submit} noValidate>
        <Field label={label} description={help} error={errors['note']} required={required}>
          {(control) => (
            <TextArea
              {...control}
              ref={noteRef}
              name="note"
              rows={4}
              required={required}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              data-autofocus
            />
          )}
        </Field>
        {otherProblem ? (
          <p role="alert" className="field-error">
            {otherProblem}
          </p>
        ) : null}
      </form>
    </Dialog>
  )
}
