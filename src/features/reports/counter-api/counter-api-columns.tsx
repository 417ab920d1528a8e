import { subject } from '@casl/ability'
import { createColumnHelper } from '@tanstack/react-table'
import { RowActions } from '../../../components/ui/row-actions.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import type { CounterApiKeySummary } from '../../../contracts/counter-api-keys.ts'
import { formatDay, formatEventTime } from '../../../contracts/dates.ts'

const column = createColumnHelper<CounterApiKeySummary>()

/** Who made the key and when: "3 Sep 2026, by Ada Lovelace", or the data file's. */
export function madeWords(key: Pick<CounterApiKeySummary, 'createdAt' | 'createdByName'>): string {
  return `${formatDay(key.createdAt)}, ${key.createdByName === null ? 'from the data file' : `by ${key.createdByName}`}`
}

/** The keys' columns; Revoke… on an active key the user's ability lets them revoke (the server asks the same rule). */
export function apiKeyColumns(institutionId: string, revoke: (key: CounterApiKeySummary) => void) {
  return [
    column.accessor('name', { header: 'Name' }),
    column.accessor('hint', { header: 'Key', cell: (info) => `…${info.getValue()}` }),
    column.accessor('requestorId', { header: 'Requestor ID', cell: (info) => info.getValue() ?? '—' }),
    column.accessor('createdAt', { header: 'Made', cell: (info) => madeWords(info.row.original) }),
    column.accessor('lastUsedAt', { header: 'Last used', cell: (info) => formatUse(info.getValue()) }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => (info.getValue() === 'active' ? <StatusBadge label="Active" tone="success" /> : <StatusBadge label="Revoked" />),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => {
        const key = info.row.original
        if (key.status !== 'active') return null
        return (
          <RowActions
            label={`Actions for ${key.name}`}
            actions={[
              {
                key: 'revoke',
                label: 'Revoke…',
                ariaLabel: `Revoke ${key.name}`,
                tone: 'danger',
                can: { I: 'revoke', this: subject('CounterApiKey', { id: key.id, institutionId, status: key.status }) },
                onClick: () => revoke(key),
              },
            ]}
          />
        )
      },
    }),
  ]
}

const formatUse = (lastUsedAt: string | null) => (lastUsedAt === null ? 'Never' : formatEventTime(lastUsedAt))
