import type { Kysely } from 'kysely'
import type { CounterApiKeySummary, CounterApiKeysList } from '../../../contracts/counter-api-keys.ts'
import { personName } from '../../../contracts/person-name.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { counterApiKeyColumns } from './api-key-record.ts'

/**
 * The keys the user may read (`read CounterApiKey`, in SQL), never filtered
 * after loading, with who made each and when a harvester last used it. The
 * hash is never selected: nothing read here can hand a key out.
 */
function readableKeys(db: Kysely<Database>, ability: AppAbility) {
  return db
    .selectFrom('counter_api_keys')
    .leftJoin('users', 'users.id', 'counter_api_keys.created_by')
    .leftJoin('counter_api_key_use', 'counter_api_key_use.key_id', 'counter_api_keys.id')
    .where(accessibleBy(ability, 'read', 'CounterApiKey', { columns: counterApiKeyColumns }))
    .select([
      'counter_api_keys.id',
      'counter_api_keys.name',
      'counter_api_keys.key_hint',
      'counter_api_keys.requestor_id',
      'counter_api_keys.status',
      'counter_api_keys.created_at',
      'counter_api_keys.revoked_at',
      'counter_api_keys.version',
      'users.display_name as creator_name',
      'users.email as creator_email',
      'counter_api_key_use.last_used_at',
    ])
}

type KeyRow = Awaited<ReturnType<ReturnType<typeof readableKeys>['executeTakeFirstOrThrow']>>

/** The institution's readable keys, newest first, and the customer ID harvesters send with them. */
export async function listCounterApiKeys(db: Kysely<Database>, ability: AppAbility, institutionId: string): Promise<CounterApiKeysList> {
  const [institution, rows] = await Promise.all([
    db.selectFrom('institutions').select(['id', 'counter_customer_id']).where('id', '=', institutionId).executeTakeFirstOrThrow(),
    readableKeys(db, ability).orderBy('counter_api_keys.created_at', 'desc').orderBy('counter_api_keys.id', 'desc').execute(),
  ])
  // Without a customer ID of its own, harvesters send the institution's id (as the API's sign-in reads it).
  return { customerId: institution.counter_customer_id ?? institution.id, keys: rows.map(keySummary) }
}

/** One key the user may read; undefined when missing or not theirs to read (existence is not leaked). */
export async function findReadableCounterApiKey(db: Kysely<Database>, ability: AppAbility, id: string): Promise<CounterApiKeySummary | undefined> {
  const row = await readableKeys(db, ability).where('counter_api_keys.id', '=', id).executeTakeFirst()
  return row ? keySummary(row) : undefined
}

function keySummary(row: KeyRow): CounterApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    hint: row.key_hint,
    requestorId: row.requestor_id,
    status: row.status,
    createdAt: row.created_at,
    // A key the data file provided has no maker.
    createdByName: row.creator_email === null ? null : personName({ name: row.creator_name, email: row.creator_email }),
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    version: row.version,
  }
}
