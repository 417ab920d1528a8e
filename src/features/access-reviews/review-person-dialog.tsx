import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { describeError } from '../../app/api/describe-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { FormProblem, RadioGroup, TextAreaField } from '../../components/ui/form-field.tsx'
import { StatusBadge } from '../../components/ui/status-badge.tsx'
import type { AccessReviewPerson, AccessReviewSummary, ReviewDecision } from '../../contracts/access-reviews.ts'
import { formatEventTime } from '../../contracts/dates.ts'
import { actionWords, decisionOf, decisionWords, menuWords, pageWords, personWords } from './review-words.ts'

export interface ReviewPersonDialogProps {
  readonly open: boolean
  readonly loading: boolean
  /** The person on the list's current page; undefined while loading or when they are not on it. */
  readonly person: AccessReviewPerson | undefined
  readonly review: AccessReviewSummary
  readonly onClose: () => void
}

/**
 * One person of the review (`?person=`): what their permissions gave when the
 * review started (pages, menu items, record actions with their scope), and,
 * while the review is open and the policy lets the reviewer decide, keep,
 * change or revoke with a note (needed to revoke). After sign-off, read only.
 */
export function ReviewPersonDialog({ open, loading, person, review, onClose }: ReviewPersonDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={person ? `Access of ${personWords(person)}` : 'Access of one person'}>
      {person ? (
        <>
          <PersonAccess person={person} />
          {review.status === 'open' && review.canDecide ? (
            <DecisionForm key={`${person.id}@${person.version}`} person={person} reviewId={review.id} onDone={onClose} />
          ) : (
            <DecisionText person={person} />
          )}
        </>
      ) : loading ? (
        <p aria-busy="true">Loading this person…</p>
      ) : (
        <p>This person is not on this page of the review’s people. Close this and find them with the search.</p>
      )}
    </Dialog>
  )
}

/** Their permissions and what they gave, as lists of text. */
export function PersonAccess({ person }: { person: AccessReviewPerson }) {
  return (
    <div className="access-review-person">
      {person.disabled ? (
        <p>
          <StatusBadge label="disabled" /> Their account was disabled when the review started.
        </p>
      ) : null}
      <Items title="Permissions" items={person.granted} none="No permission." />
      <Items title="Pages" items={person.access.pages.map(pageWords)} none="No page." />
      <Items title="Menu items" items={person.access.menu.map(menuWords)} none="No menu item." />
      <Items title="Record actions" items={person.access.actions.map(actionWords)} none="No record action." />
    </div>
  )
}

function Items({ title, items, none }: { title: string; items: readonly string[]; none: string }) {
  return (
    <>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul aria-label={title}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  )
}

/** The decision as recorded: who, when, and the note. */
export function DecisionText({ person }: { person: AccessReviewPerson }) {
  const words = decisionOf(person.decision)
  return (
    <>
      <h3>Decision</h3>
      <p>
        <StatusBadge label={words.label} tone={words.tone} />
        {person.decidedBy ? ` by ${person.decidedBy}` : ''}
        {person.decidedAt ? ` on ${formatEventTime(person.decidedAt)}` : ''}
      </p>
      {person.note ? <p className="timeline-note">“{person.note}”</p> : null}
    </>
  )
}

const decisionOptions = (Object.keys(decisionWords) as ReviewDecision[]).map((value) => ({
  value,
  label: decisionWords[value].label,
  description:
    value === 'keep'
      ? 'Their access stays as it is.'
      : value === 'change'
        ? 'Their permissions need changing on the Staff page.'
        : 'They should lose this access: say why in the note.',
}))

function DecisionForm({ person, reviewId, onDone }: { person: AccessReviewPerson; reviewId: string; onDone: () => void }) {
  const trpc = useTRPC()
  const formId = useId()
  const [decision, setDecision] = useState<ReviewDecision | undefined>(person.decision ?? undefined)
  const [note, setNote] = useState(person.note ?? '')
  const [errors, setErrors] = useState<{ decision?: string; note?: string; form?: string }>({})
  const decide = useAppMutation(trpc.accessReviews.decide.mutationOptions(), {
    invalidates: () => [trpc.accessReviews.pathFilter()],
    success: (_, sent) => `Decision on ${person.email} recorded: ${decisionWords[sent.decision].label.toLowerCase()}`,
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (decide.isPending) return
    const text = note.trim()
    if (decision === undefined) return setErrors({ decision: 'Choose keep, change or revoke.' })
    if (decision === 'revoke' && text === '') return setErrors({ note: `Say why ${person.email}'s access is revoked, in a note.` })
    setErrors({})
    decide.mutate(
      { reviewId, memberId: person.id, decision, ...(text === '' ? {} : { note: text }), version: person.version },
      {
        onSuccess: onDone,
        onError: (error) => {
          const message = describeError(error).message
          setErrors(/note/i.test(message) ? { note: message } : { form: message })
        },
      },
    )
  }
  return (
    <form id={formId} onSubmit={submit} noValidate aria-label="Decision">
      <h3>Decision</h3>
      <RadioGroup<ReviewDecision>
        legend="Their access"
        name="decision"
        options={decisionOptions}
        value={decision}
        onChange={setDecision}
        error={errors.decision}
      />
      {decision === 'change' ? (
        <p>
          <Link to="/staff" search={{ member: person.id }}>
            Open their permissions on Staff
          </Link>
        </p>
      ) : null}
      <TextAreaField
        label={decision === 'revoke' ? 'Note' : 'Note (optional)'}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        required={decision === 'revoke'}
        error={errors.note}
        description="Kept in the review’s history with your name and the time. Needed to revoke."
        rows={3}
      />
      <FormProblem message={errors.form} />
      <div className="dialog-footer">
        <Button type="submit" variant="primary" pending={decide.isPending}>
          Save the decision
        </Button>
      </div>
    </form>
  )
}
