import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react'
import { reopenBooklistInput, type BooklistDetail, type BooklistState } from '../../contracts/booklists.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { ActionButton } from '../../components/ui/action-button.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { validateWith, type FieldErrors } from '../../components/ui/field-errors.ts'
import { Field } from '../../components/ui/form-field.tsx'
import { booklistSubject } from './record-subjects.ts'

/** Told when a submit or reopen is sent from this screen, and when it failed, so focus can follow the control that goes. */
export interface StateMoves {
  readonly start: () => void
  readonly fail: () => void
}

/**
 * After a submit or reopen made here, the control that was used is gone
 * (Submit list, Reopen): focus goes to what replaced it, the read-only notice
 * after a submit, the list's heading after a reopen. A state change made
 * elsewhere (a reload) leaves focus where it is.
 */
export function useFocusAfterMove(status: BooklistState | undefined) {
  const heading = useRef<HTMLHeadingElement>(null)
  const notice = useRef<HTMLDivElement>(null)
  const moving = useRef(false)
  useEffect(() => {
    if (!moving.current) return
    moving.current = false
    ;(status === 'draft' ? heading.current : notice.current)?.focus()
  }, [status])
  const moves = useMemo<StateMoves>(
    () => ({
      start: () => {
        moving.current = true
      },
      fail: () => {
        moving.current = false
      },
    }),
    [],
  )
  return { headingRef: heading, noticeRef: notice, moves }
}

const titles = (count: number) => (count === 1 ? 'the 1 title' : `the ${count} titles`)

/** "Submit list", which asks first: submitting makes the list read-only until someone reopens it. */
export function SubmitList({ data, moves }: { data: BooklistDetail; moves: StateMoves }) {
  const trpc = useTRPC()
  const [open, setOpen] = useState(false)
  const submit = useAppMutation(trpc.booklists.submit.mutationOptions(), {
    invalidates: () => [trpc.booklists.pathFilter()],
    success: (list) => `${list.courseCode} booklist submitted`,
  })
  const confirm = () => {
    moves.start()
    submit.mutate(
      { id: data.id, version: data.version },
      {
        onSuccess: () => setOpen(false),
        onError: () => {
          moves.fail()
          setOpen(false)
        },
      },
    )
  }
  return (
    <>
      <ActionButton can={{ I: 'edit', this: booklistSubject(data) }} pending={submit.isPending} disabled={data.items.length === 0} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Submit list
      </ActionButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Submit the ${data.courseCode} booklist?`}
        description={`Submitting sends ${titles(data.items.length)} of ${data.courseCode} for ordering. The list becomes read-only until someone reopens it.`}
        footer={
          <>
            {/* The safe choice has focus: Enter on opening changes nothing. */}
            <button type="button" autoFocus onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" disabled={submit.isPending} aria-busy={submit.isPending} onClick={confirm}>
              Submit
            </button>
          </>
        }
      />
    </>
  )
}

/** A list that is not a draft says it is read-only; a submitted one can be reopened by who may (the `reopen` rule). */
export function ReadOnlyNotice({ data, noticeRef, moves }: { data: BooklistDetail; noticeRef: RefObject<HTMLDivElement | null>; moves: StateMoves }) {
  return (
    <div ref={noticeRef} tabIndex={-1} className="booklist-state">
      <p>{`This list is ${data.status} and read-only.`}</p>
      {data.status === 'submitted' ? <ReopenList data={data} moves={moves} /> : null}
    </div>
  )
}

function ReopenList({ data, moves }: { data: BooklistDetail; moves: StateMoves }) {
  const trpc = useTRPC()
  const formId = useId()
  const noteRef = useRef<HTMLTextAreaElement>(null)
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const reopen = useAppMutation(trpc.booklists.reopen.mutationOptions(), {
    invalidates: () => [trpc.booklists.pathFilter()],
    success: (list) => `${list.courseCode} booklist reopened`,
  })
  const start = () => {
    setNote('')
    setErrors({})
    setOpen(true)
  }
  const send = (event: FormEvent) => {
    event.preventDefault()
    if (reopen.isPending) return
    // The server's own schema: the same limits, the same words.
    const checked = validateWith(reopenBooklistInput, { id: data.id, version: data.version, note })
    if (!checked.ok) {
      setErrors(checked.errors)
      noteRef.current?.focus()
      return
    }
    setErrors({})
    const { note: why, ...change } = checked.data
    moves.start()
    reopen.mutate(why === undefined || why === '' ? change : { ...change, note: why }, {
      onSuccess: () => setOpen(false),
      onError: () => {
        moves.fail()
        setOpen(false)
      },
    })
  }
  // Problems with anything but the note (the id or version the screen sends) are said once, above the actions.
  const otherProblem = Object.entries(errors).find(([field]) => field !== 'note')?.[1]
  return (
    <>
      <ActionButton can={{ I: 'reopen', this: booklistSubject(data) }} pending={reopen.isPending} aria-haspopup="dialog" onClick={start}>
        Reopen
      </ActionButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Reopen the ${data.courseCode} booklist?`}
        description="Reopening makes the list a draft again, so its titles can be changed; it has to be submitted again for ordering."
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" form={formId} disabled={reopen.isPending} aria-busy={reopen.isPending}>
              Reopen
            </button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={send}>
          <Field label="Why reopen? (optional)" description="At most 2,000 characters; kept in the list’s history." error={errors['note']}>
            {(control) => <textarea {...control} ref={noteRef} rows={3} value={note} autoFocus onChange={(event) => setNote(event.target.value)} />}
          </Field>
          {otherProblem ? (
            <p role="alert" className="field-error">
              {otherProblem}
            </p>
          ) : null}
        </form>
      </Dialog>
    </>
  )
}
