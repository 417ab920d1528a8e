import { useId, useState } from 'react'
import { z } from 'zod'
import { describeError } from '../../../app/api/describe-error.ts'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { useAppMutation } from '../../../app/api/use-app-mutation.ts'
import { Button } from '../../../components/ui/button.tsx'
import { CopyButton } from '../../../components/ui/copy-button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormProblem, TextField } from '../../../components/ui/form-field.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useSchemaForm } from '../../../components/ui/use-schema-form.ts'
import { createCounterApiKeyInput, type CreatedCounterApiKey } from '../../../contracts/counter-api-keys.ts'
import { curlLine } from './counter-api-query.ts'

/** The form's fields, with the contract's rules; a requestor ID left empty is left out. */
const newKeyForm = z.object({
  name: createCounterApiKeyInput.shape.name,
  requestorId: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(createCounterApiKeyInput.shape.requestorId),
})

export interface NewKeyDialogProps {
  readonly open: boolean
  readonly onClose: () => void
  /** The COUNTER API's base URL and the institution's customer ID, for the ready curl line. */
  readonly base: string
  readonly customerId: string
}

/**
 * "New API key": a name and, if the harvester sends one, its requestor ID.
 * Made, the key is shown this once with Copy and a curl line to try it; a
 * refusal is said in the dialog and what was typed stays. One idempotency
 * key per opening: pressing again (or Retry) makes the key once.
 */
export function NewKeyDialog(props: NewKeyDialogProps) {
  // Mounted afresh for each opening: an empty form and a new idempotency key.
  return props.open ? <NewKeyForm {...props} /> : null
}

function NewKeyForm({ onClose, base, customerId }: NewKeyDialogProps) {
  const trpc = useTRPC()
  const formId = useId()
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const [made, setMade] = useState<CreatedCounterApiKey | undefined>(undefined)
  const create = useAppMutation(trpc.counterApiKeys.create.mutationOptions(), {
    invalidates: () => [trpc.counterApiKeys.list.queryFilter()],
  })
  const form = useSchemaForm(newKeyForm, {
    initial: { name: '', requestorId: '' },
    describeError: (error) => describeError(error).message,
    onSubmit: async (data) => {
      setMade(await create.mutateAsync({ name: data.name, ...(data.requestorId ? { requestorId: data.requestorId } : {}), idempotencyKey }))
    },
  })
  if (made) return <MadeKey made={made} base={base} customerId={customerId} onClose={onClose} />
  return (
    <Dialog
      open
      onClose={onClose}
      title="New API key"
      description="Make one key for each harvester, named after it, so you can revoke one without stopping the others."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" form={formId} pending={form.pending}>
            Make key
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void form.submit(event)} noValidate aria-label="New API key">
        <TextField
          label="Name"
          description="Who uses it, such as JUSP or Celus."
          autoComplete="off"
          required
          data-autofocus
          {...form.fieldProps('name')}
        />
        <TextField label="Requestor ID" description="Only if your harvester sends one." autoComplete="off" {...form.fieldProps('requestorId')} />
        <FormProblem message={form.errors['']} />
      </form>
    </Dialog>
  )
}

/** The key, this once: Copy, the warning, and a curl line for the last complete month; or, on a retry, why it is not shown. */
function MadeKey({ made, base, customerId, onClose }: { made: CreatedCounterApiKey; base: string; customerId: string; onClose: () => void }) {
  const [now] = useState(Date.now)
  const { key, record } = made
  return (
    <Dialog
      open
      onClose={onClose}
      title={`API key “${record.name}” made`}
      footer={
        <Button variant="primary" onClick={onClose} data-autofocus>
          Done
        </Button>
      }
    >
      {key === null ? (
        <Notice title="This key was already made and shown once">
          <p>Its key cannot be shown again. If it was not copied, revoke “{record.name}” and make another.</p>
        </Notice>
      ) : (
        <>
          <Notice title="Copy it now: it is shown only once and cannot be seen again." />
          <TextField label="API key" value={key} readOnly onFocus={(event) => event.currentTarget.select()} />
          <CopyButton text={key} label="Copy key" />
          <TextField
            label="Try it"
            description={`Fetches TR_B1 for the last complete month with this key${record.requestorId === null ? '' : ` (add &requestor_id=${record.requestorId})`}.`}
            value={curlLine(base, customerId, key, now)}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={curlLine(base, customerId, key, now)} label="Copy curl line" />
        </>
      )}
    </Dialog>
  )
}
