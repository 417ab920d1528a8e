import './requests.css'
import { subject } from '@casl/ability'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { z } from 'zod'
import { createRequestInput, requestKinds, stageStatuses, type CreateRequestInput, type RequestDetail, type RequestKind } from '../../contracts/requests.ts'
import { describeError } from '../../app/api/describe-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { Field, TextField } from '../../components/ui/form-field.tsx'
import { useSchemaForm } from '../../components/ui/use-schema-form.ts'
import { CourseField } from './course-field.tsx'
import { TitlePicker } from './title-picker.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Radio, TextArea } from '../../components/ui/controls.tsx'

/** The form's fields, with the contract's own rules; an unchosen title is said as such, not as "Give an id.". */
const newRequestForm = createRequestInput.omit({ idempotencyKey: true }).extend({
  nbsi: z.string().min(1, 'Choose a title.').pipe(createRequestInput.shape.nbsi),
})
type NewRequest = Omit<CreateRequestInput, 'idempotencyKey'>

const kindLabels: Readonly<Record<RequestKind, string>> = { title: 'Title', supply: 'Supply', purchase: 'Purchase' }

/**
 * Raise a request: a title (preselected from ?nbsi=), optionally a course,
 * quantity, kind and note. One idempotency key per request, kept across a
 * failed send and its retry (pressing Send again) and
 * replaced only once a request was made, so it is made once.
 */
export function NewRequestForm({ nbsi }: { nbsi?: string | undefined }) {
  const trpc = useTRPC()
  const [created, setCreated] = useState<RequestDetail | null>(null)
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID())
  const queryClient = useQueryClient()
  // Not useAppMutation: a failure is said once, in the form beside what was typed (nothing is lost),
  // and sending again reuses the key; a toast would say it a second time.
  const create = useMutation(
    trpc.requests.create.mutationOptions({
      onSuccess: async (request) => {
        setCreated(request)
        await queryClient.invalidateQueries(trpc.requests.pathFilter())
      },
    }),
  )
  if (created)
    return (
      <RequestSent
        request={created}
        onAnother={() => {
          setIdempotencyKey(crypto.randomUUID())
          setCreated(null)
        }}
      />
    )
  // Keyed by the attempt: "Raise another" starts from a fresh form.
  return (
    <RequestFields key={idempotencyKey} nbsi={nbsi ?? ''} pending={create.isPending} send={(request) => create.mutateAsync({ ...request, idempotencyKey })} />
  )
}

function RequestFields({ nbsi, pending, send }: { nbsi: string; pending: boolean; send: (request: NewRequest) => Promise<unknown> }) {
  const form = useSchemaForm(newRequestForm, {
    initial: { nbsi, kind: 'title', quantity: 1, note: '' },
    describeError: (error) => describeError(error).message,
    onSubmit: async ({ note, ...request }) => {
      await send({ ...request, ...(note ? { note } : {}) })
    },
  })
  const busy = pending || form.pending
  const course = form.fieldProps('courseId')
  const note = form.fieldProps('note')
  return (
    <form className="new-request-form" onSubmit={form.submit} noValidate aria-label="New request">
      <TitlePicker nbsi={form.values.nbsi ?? ''} onChoose={(chosen) => form.set('nbsi', chosen)} error={form.errors['nbsi']} />
      {/* "No course" is no courseId, not an empty one. */}
      <CourseField {...course} onChange={(event) => form.set('courseId', event.currentTarget.value || undefined)} />
      <TextField label="Quantity" type="number" required min={1} max={10_000} step={1} {...form.fieldProps('quantity')} />
      <fieldset className="field">
        <legend>Kind</legend>
        {requestKinds.map((kind) => (
          <label key={kind}>
            <Radio name="kind" value={kind} checked={form.values.kind === kind} onChange={() => form.set('kind', kind)} /> {kindLabels[kind]}
          </label>
        ))}
        {form.errors['kind'] ? <p className="field-error">{form.errors['kind']}</p> : null}
      </fieldset>
      <Field label="Note (optional)" error={note.error} description="Shown to whoever approves the request.">
        {(control) => <TextArea name={note.name} value={note.value} onChange={note.onChange} rows={3} {...control} />}
      </Field>
      {form.errors[''] ? (
        <p role="alert" className="field-error">
          {form.errors['']}
        </p>
      ) : null}
      <Button type="submit" variant="primary" pending={busy}>
        Send request
      </Button>
    </form>
  )
}

function RequestSent({ request, onAnother }: { request: RequestDetail; onAnother: () => void }) {
  // Where it is listed now: with the open requests, or (approved at once) in History; opened there on its timeline.
  const listedAt = stageStatuses.open.includes(request.status) ? ('/requests' as const) : ('/requests/history' as const)
  const mayList = useAppAbility().can('visit', subject('Route', { path: listedAt }))
  const said = useRef<HTMLParagraphElement>(null)
  // The form the user was in is gone: focus moves to what replaced it.
  useEffect(() => said.current?.focus(), [])
  return (
    <div className="request-sent">
      <p role="status" ref={said} tabIndex={-1}>
        {request.status === 'approved' ? 'Approved at once: you hold booklist:autoApprove' : 'Request sent: pending approval'}
      </p>
      <p>
        {request.quantity} × “{request.title}” ({kindLabels[request.kind].toLowerCase()})
      </p>
      <p>
        {mayList ? (
          <Link to={listedAt} search={{ request: request.id }}>
            See it with its history
          </Link>
        ) : null}{' '}
        <Button onClick={onAnother}>Raise another</Button>
      </p>
    </div>
  )
}
