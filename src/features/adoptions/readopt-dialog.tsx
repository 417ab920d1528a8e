import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { describeError } from '../../app/api/describe-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { countOf } from '../../app/format/count.ts'
import { useTermDates } from '../../app/terms/term-names.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { Notice } from '../../components/ui/notice.tsx'
import { StatusBadge, type StatusTone } from '../../components/ui/status-badge.tsx'
import { readoptOutcomeLabels, type AssignedCourse, type ReadoptOutcome, type ReadoptTitle } from '../../contracts/adoptions.ts'

const tones: Readonly<Record<ReadoptOutcome, StatusTone>> = { propose: 'success', alreadyAdopted: 'neutral', notInCatalogue: 'warning', notAllowed: 'danger' }

/**
 * Re-adopt last term's titles for one course: the preview says per title
 * whether it will be proposed or why not; Confirm proposes them in one step
 * (one idempotency key per opening, so a double click proposes nothing twice)
 * and the dialog then says what was done.
 */
export function ReadoptDialog({ course, onClose }: { readonly course: AssignedCourse; readonly onClose: () => void }) {
  const trpc = useTRPC()
  const termName = useTermDates()
  const preview = useQuery(trpc.adoptions.readoptPreview.queryOptions({ courseId: course.id }))
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const readopt = useAppMutation(trpc.adoptions.readopt.mutationOptions(), {
    invalidates: () => [trpc.adoptions.pathFilter()],
    success: (result) => `${countOf(result.titles.filter((title) => title.outcome === 'propose').length, 'title')} proposed for ${course.code}`,
  })
  const done = readopt.data
  const titles = done?.titles ?? preview.data?.titles ?? []
  const proposing = titles.filter((title) => title.outcome === 'propose').length
  const previousTerm = preview.data?.previous?.term
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Re-adopt last term’s titles for ${course.code}`}
      description={
        previousTerm
          ? `The titles approved for ${course.code} in ${termName(previousTerm)}, proposed again for ${termName(course.term)}.`
          : `The titles approved for ${course.code} in its previous term.`
      }
      footer={
        done ? (
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              variant="primary"
              data-autofocus
              pending={readopt.isPending}
              disabled={proposing === 0}
              onClick={() => readopt.mutate({ courseId: course.id, idempotencyKey })}
            >
              {`Propose ${countOf(proposing, 'title')}`}
            </Button>
          </>
        )
      }
    >
      {preview.status === 'pending' ? <p aria-busy="true">Loading last term’s titles…</p> : null}
      {preview.status === 'error' ? <Notice title="Last term’s titles could not be loaded">{describeError(preview.error).message}</Notice> : null}
      {done ? <Notice title="Done">{`${countOf(proposing, 'title')} proposed; each awaits approval like a single adoption.`}</Notice> : null}
      {preview.status === 'success' && titles.length === 0 ? <p>No title of this course was approved in its previous term.</p> : null}
      {titles.length > 0 ? <ReadoptTitles titles={titles} done={done !== undefined} /> : null}
    </Dialog>
  )
}

/** Each title with what will be (or was) done with it. */
function ReadoptTitles({ titles, done }: { readonly titles: readonly ReadoptTitle[]; readonly done: boolean }) {
  return (
    <ul aria-label={done ? 'What was done' : 'What will be done'}>
      {titles.map((title) => (
        <li key={title.nbsi}>
          {title.title}{' '}
          <StatusBadge label={done && title.outcome === 'propose' ? 'Proposed' : readoptOutcomeLabels[title.outcome]} tone={tones[title.outcome]} />
        </li>
      ))}
    </ul>
  )
}
