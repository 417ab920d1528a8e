import type { ColumnMap } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { CounterApiKeyRecord } from '../../policy.ts'
import { recordKind } from '../../trpc/record-kind.ts'

type StoredKey = Database['counter_api_keys']

/** The CounterApiKey fields of policy/resources/counter-api-key.yaml, as SQL: the list's read rule runs on these. */
export const counterApiKeyColumns: ColumnMap = {
  id: 'counter_api_keys.id',
  institutionId: 'counter_api_keys.institution_id',
  status: 'counter_api_keys.status',
}

/** The key as the policy's rules read it; never its hash. */
export function counterApiKeyRecord(row: Pick<StoredKey, 'id' | 'institution_id'> & { readonly status: 'active' | 'revoked' }): CounterApiKeyRecord {
  return { id: row.id, institutionId: row.institution_id, status: row.status }
}

/** How the write path and the live hub read a key: its state is its status column. */
export const counterApiKeyKind = recordKind({
  type: 'CounterApiKey',
  table: 'counter_api_keys',
  noun: 'COUNTER API key',
  fields: async (_trx, row) => counterApiKeyRecord(row),
})
