import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { describeError } from '../../app/api/describe-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import type { FieldErrors } from '../../components/ui/field-errors.ts'
import { TextField } from '../../components/ui/form-field.tsx'
import { Timeline } from '../../components/ui/timeline.tsx'
import { termLabel, type TermDates, type TermSummary } from '../../contracts/terms.ts'
import { checkTermDraft, draftOfTerm, emptyTermDraft, type TermDraft } from './term-draft.ts'

/**
 * Adds a term (`open` is "new") or changes one (its id), with its history
 * under the form. Nothing is sent while a field has a problem (said under
 * it, as the server would say it); a refusal is said in the dialog and what
 * was typed stays.
 */
export function TermDialog({ open, terms, onClose }: { open: string | undefined; terms: readonly TermSummary[]; onClose: () => void }) {
  if (open === undefined) return null
  const term = terms.find((candidate) => candidate.id === open)
  if (open !== 'new' && !term) {
    return (
      <Dialog open onClose={onClose} title="Term not found">
        <p>This term is not one of your institution’s. It may have been opened from an old link.</p>
      </Dialog>
    )
  }
  const others = terms.filter((candidate) => candidate.id !== open)
  // Mounted afresh for each term and version, so each opening starts from the stored values.
  return <TermForm key={term ? `${term.id}@${term.version}` : 'new'} term={term} others={others} onClose={onClose} />
}

const fields: readonly { name: keyof TermDraft; label: string; description: string }[] = [
  { name: 'name', label: 'Name', description: 'The year and the season, as courses name the term: 2027-spring, 2027-summer-school.' },
  { name: 'startsOn', label: 'Starts', description: 'The first day of teaching.' },
  { name: 'endsOn', label: 'Ends', description: 'The last day of the term.' },
  {
    name: 'booklistDeadline',
    label: 'Booklists due',
    description: 'Instructors submit their course’s booklist by the end of this day; reminders count down to it.',
  },
  { name: 'adoptionDeadline', label: 'Adoptions due', description: 'Adoptions are decided by the end of this day, before the store orders.' },
]

function TermForm({ term, others, onClose }: { term: TermSummary | undefined; others: readonly TermDates[]; onClose: () => void }) {
  const trpc = useTRPC()
  const formId = useId()
  const [draft, setDraft] = useState<TermDraft>(() => (term ? draftOfTerm(term) : emptyTermDraft))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [key] = useState(() => crypto.randomUUID())
  const invalidates = () => [trpc.terms.list.queryFilter(), trpc.terms.history.pathFilter()]
  const create = useAppMutation(trpc.terms.create.mutationOptions(), { invalidates, success: (saved) => `${termLabel(saved.term.name)} added` })
  const update = useAppMutation(trpc.terms.update.mutationOptions(), { invalidates, success: (saved) => `${termLabel(saved.term.name)} saved` })
  const pending = create.isPending || update.isPending
  const change = (field: keyof TermDraft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setDraft((current) => ({ ...current, [field]: value }))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const found = checkTermDraft(draft, others)
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first !== undefined) {
      const control = event.currentTarget.elements.namedItem(first)
      if (control instanceof HTMLElement) control.focus()
      return
    }
    const refused = { onSuccess: onClose, onError: (error: unknown) => setErrors({ '': describeError(error).message }) }
    const dates = { ...draft, name: draft.name.trim() }
    if (term) update.mutate({ ...dates, id: term.id, version: term.version }, refused)
    else create.mutate({ ...dates, idempotencyKey: key }, refused)
  }
  const title = term ? `Edit ${termLabel(term.name)}` : 'Add a term'
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description="Dates are days of your institution’s time zone; a deadline passes at the end of its day."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" form={formId} pending={pending}>
            {term ? 'Save' : 'Add term'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate aria-label={title}>
        {fields.map((field, i) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.name === 'name' ? 'text' : 'date'}
            autoComplete="off"
            value={draft[field.name]}
            onChange={change(field.name)}
            error={errors[field.name]}
            description={field.description}
            required
            {...(i === 0 ? { 'data-autofocus': true } : {})}
          />
        ))}
        {errors[''] ? (
          <p role="alert" className="field-error">
            {errors['']}
          </p>
        ) : null}
      </form>
      {term ? <TermHistory id={term.id} /> : null}
    </Dialog>
  )
}

function TermHistory({ id }: { id: string }) {
  const trpc = useTRPC()
  const history = useQuery(trpc.terms.history.queryOptions({ id }))
  return (
    <section aria-label="History">
      <h2>History</h2>
      {history.status === 'pending' ? <p aria-busy="true">Loading the history…</p> : null}
      {history.status === 'error' ? <QueryErrorState what="This term’s history" error={history.error} onRetry={() => history.refetch()} /> : null}
      {history.status === 'success' ? <Timeline events={history.data.events} label="Term history" empty="No changes yet." /> : null}
    </section>
  )
}
