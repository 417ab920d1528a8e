import { subject } from '@casl/ability'
import { useState } from 'react'
import { describeError } from '../../../app/api/describe-error.ts'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { useAppMutation } from '../../../app/api/use-app-mutation.ts'
import { useAppAbility } from '../../../app/policy-view/policy-ability.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormProblem } from '../../../components/ui/form-field.tsx'
import type { CounterApiKeySummary } from '../../../contracts/counter-api-keys.ts'

export interface RevokeKeyDialogProps {
  /** The key as the list shows it now (refetched after a conflict); undefined: closed. */
  readonly apiKey: CounterApiKeySummary | undefined
  readonly institutionId: string
  readonly onClose: () => void
}

/**
 * Revoking a key, after a confirmation naming it, at the version the list
 * shows. A refusal is said in the dialog; on a conflict the list is fetched
 * again, so the dialog shows the key as it is now (revoked by someone else:
 * nothing left to do but close).
 */
export function RevokeKeyDialog({ apiKey, institutionId, onClose }: RevokeKeyDialogProps) {
  const trpc = useTRPC()
  const ability = useAppAbility()
  const [problem, setProblem] = useState<{ id: string; message: string } | undefined>(undefined)
  const revoke = useAppMutation(trpc.counterApiKeys.revoke.mutationOptions(), {
    invalidates: () => [trpc.counterApiKeys.list.queryFilter()],
    success: (key) => `API key “${key.name}” revoked`,
    refreshOnConflict: true,
  })
  if (!apiKey) return null
  const close = () => {
    setProblem(undefined)
    onClose()
  }
  const mayRevoke = apiKey.status === 'active' && ability.can('revoke', subject('CounterApiKey', { id: apiKey.id, institutionId, status: apiKey.status }))
  const said = problem?.id === apiKey.id ? problem.message : undefined
  return (
    <Dialog
      open
      onClose={close}
      title={`Revoke “${apiKey.name}”?`}
      description={<p>Harvesters using it are refused from the next request.</p>}
      footer={
        <>
          {/* The safe choice has focus: Enter on opening revokes nothing. */}
          <Button data-autofocus onClick={close}>
            {mayRevoke ? 'Cancel' : 'Close'}
          </Button>
          {mayRevoke ? (
            <Button
              variant="danger"
              pending={revoke.isPending}
              onClick={() =>
                revoke.mutate(
                  { id: apiKey.id, version: apiKey.version },
                  { onSuccess: close, onError: (error) => setProblem({ id: apiKey.id, message: describeError(error).message }) },
                )
              }
            >
              Revoke key
            </Button>
          ) : null}
        </>
      }
    >
      <FormProblem message={said} />
      {apiKey.status === 'revoked' ? <p>This key is revoked already.</p> : null}
    </Dialog>
  )
}
