import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { reopenBooklistInput, type BooklistDetail, type BooklistState, type ReopenBooklistInput } from '../../contracts/booklists.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { ActionButton } from '../../components/ui/action-button.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { validateWith } from '../../components/ui/field-errors.ts'
import { NoteDialog } from '../../components/ui/note-dialog.tsx'
import { booklistSubject } from './record-subjects.ts'
import { countOf } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'

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

const titles = (count: number) => `the ${countOf(count, 'title')}`

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
      <ActionButton
        can={{ I: 'edit', this: booklistSubject(data) }}
        pending={submit.isPending}
        disabled={data.items.length === 0}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
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
            <Button data-autofocus onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="primary" pending={submit.isPending} onClick={confirm}>
              Submit
            </Button>
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
  const [open, setOpen] = useState(false)
  const reopen = useAppMutation(trpc.booklists.reopen.mutationOptions(), {
    invalidates: () => [trpc.booklists.pathFilter()],
    success: (list) => `${list.courseCode} booklist reopened`,
  })
  const send = (change: ReopenBooklistInput) => {
    moves.start()
    reopen.mutate(change, {
      onSuccess: () => setOpen(false),
      onError: () => {
        moves.fail()
        setOpen(false)
      },
    })
  }
  return (
    <>
      <ActionButton can={{ I: 'reopen', this: booklistSubject(data) }} pending={reopen.isPending} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Reopen
      </ActionButton>
      <NoteDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Reopen the ${data.courseCode} booklist?`}
        description="Reopening makes the list a draft again, so its titles can be changed; it has to be submitted again for ordering."
        label="Why reopen? (optional)"
        help="At most 2,000 characters; kept in the list’s history."
        confirm="Reopen"
        pending={reopen.isPending}
        // The server's own schema: the same limits, the same words.
        check={(note) => validateWith(reopenBooklistInput, { id: data.id, version: data.version, note })}
        onConfirm={send}
      />
    </>
  )
}
