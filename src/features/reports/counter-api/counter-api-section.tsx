import { subject } from '@casl/ability'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { useAppAbility } from '../../../app/policy-view/policy-ability.tsx'
import { QueryErrorState } from '../../../app/ui/query-error-state.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { CopyButton } from '../../../components/ui/copy-button.tsx'
import { DataTable } from '../../../components/ui/data-table/data-table.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import { apiKeyColumns } from './counter-api-columns.tsx'
import { apiKeysQueryOptions, counterApiBase, mayReadApiKeys } from './counter-api-query.ts'
import { NewKeyDialog } from './new-key-dialog.tsx'
import { RevokeKeyDialog } from './revoke-key-dialog.tsx'

/**
 * The institution's COUNTER API (issue 57), below the report: the base URL and
 * customer ID harvesters call with, and the keys they send, made and revoked
 * here. Shown only where the compiled rule lets the user read the keys; else
 * nothing is rendered and nothing asked.
 */
export function CounterApiSection({ institutionId }: { institutionId: string | undefined }) {
  const trpc = useTRPC()
  const ability = useAppAbility()
  const allowed = mayReadApiKeys(institutionId, ability)
  const list = useQuery({ ...apiKeysQueryOptions(trpc), enabled: allowed })
  const [making, setMaking] = useState(false)
  const [revoking, setRevoking] = useState<string | undefined>(undefined)
  const columns = useMemo(() => apiKeyColumns(institutionId ?? '', (key) => setRevoking(key.id)), [institutionId])
  if (!allowed) return null
  const base = counterApiBase(window.location.origin)
  const mayCreate = ability.can('create', subject('CounterApiKey', { id: '', institutionId, status: 'active' as const }))
  const newKey = mayCreate ? (
    <Button variant="primary" aria-haspopup="dialog" onClick={() => setMaking(true)} disabled={!list.data}>
      New API key
    </Button>
  ) : null
  return (
    <section className="counter-api" aria-labelledby="counter-api-title">
      <h2 id="counter-api-title">COUNTER API</h2>
      <p>Usage harvesters such as JUSP or Celus fetch these reports themselves with the details below.</p>
      <div className="counter-api-details">
        <div>
          <TextField label="Base URL" value={base} readOnly onFocus={(event) => event.currentTarget.select()} />
          <CopyButton text={base} aria-label="Copy the base URL" />
        </div>
        {list.data ? (
          <div>
            <TextField label="Customer ID" value={list.data.customerId} readOnly onFocus={(event) => event.currentTarget.select()} />
            <CopyButton text={list.data.customerId} aria-label="Copy the customer ID" />
          </div>
        ) : null}
      </div>
      {newKey ? <p>{newKey}</p> : null}
      <DataTable
        caption="COUNTER API keys"
        columns={columns}
        rows={list.data?.keys}
        getRowId={(key) => key.id}
        status={list.status}
        skeletonRows={2}
        errorState={<QueryErrorState what="The COUNTER API keys" error={list.error} onRetry={() => list.refetch()} />}
        emptyState={<EmptyState title="No API keys yet">Make one for each harvester, so you can revoke one without stopping the others.</EmptyState>}
      />
      {list.data ? <NewKeyDialog open={making} onClose={() => setMaking(false)} base={base} customerId={list.data.customerId} /> : null}
      <RevokeKeyDialog
        apiKey={list.data?.keys.find((key) => key.id === revoking)}
        institutionId={institutionId}
        onClose={() => setRevoking(undefined)}
      />
    </section>
  )
}
