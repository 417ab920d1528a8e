import { counterApiKeyOf } from '../features/counter-api/counter-api-keys.ts'
import type { AppDb } from '../db/schema.ts'
import type { CounterApiData } from './data-file-schema.ts'

/**
 * Stores the data file's `counterApi`: each institution's customer ID, and
 * each key as its hash and last four characters (never the key itself). A key
 * is inserted only when no key with its hash is stored, so a restart adds
 * nothing and a key staff revoked stays revoked. An institution the file gives
 * no entry keeps the customer ID it has. Answers how many keys were added.
 */
export async function storeCounterApi(trx: AppDb, entries: readonly CounterApiData[], createdAt: string): Promise<number> {
  if (entries.length === 0) return 0
  await storeCustomerIds(trx, new Map(entries.map((entry) => [entry.institution, entry.customerId])))

  const keys = entries.map((entry) => ({ entry, ...counterApiKeyOf(entry.apiKey) }))
  const stored = new Set(
    (
      await trx
        .selectFrom('counter_api_keys')
        .select('key_hash')
        .where(
          'key_hash',
          'in',
          keys.map((key) => key.hash),
        )
        .execute()
    ).map((row) => row.key_hash),
  )
  const added = keys.filter((key) => !stored.has(key.hash))
  if (added.length > 0)
    await trx
      .insertInto('counter_api_keys')
      .values(
        added.map(({ entry, hash, hint }) => ({
          // Stable, so the same file gives the same id on every database; the hash prefix tells an institution's keys apart.
          id: `${entry.institution}-file-key-${hash.slice(0, 12)}`,
          institution_id: entry.institution,
          name: entry.name,
          key_hash: hash,
          key_hint: hint,
          requestor_id: entry.requestorId ?? null,
          created_by: null,
          created_at: createdAt,
          updated_at: createdAt,
        })),
      )
      .execute()
  return added.length
}

/** Brings each institution's customer ID to the file's, bumping its version only when it changes. */
async function storeCustomerIds(trx: AppDb, customerIds: ReadonlyMap<string, string>): Promise<void> {
  const rows = await trx
    .selectFrom('institutions')
    .select(['id', 'counter_customer_id'])
    .where('id', 'in', [...customerIds.keys()])
    .execute()
  const changed = rows.filter((row) => row.counter_customer_id !== customerIds.get(row.id))
  if (changed.length === 0) return
  const taken = await trx
    .selectFrom('institutions')
    .select(['id', 'counter_customer_id'])
    .where('counter_customer_id', 'in', [...customerIds.values()])
    .where('id', 'not in', [...customerIds.keys()])
    .executeTakeFirst()
  // The unique index would refuse it with a bare constraint error; say which institution holds it instead.
  if (taken !== undefined)
    throw new Error(
      `The data file gives customer ID "${taken.counter_customer_id}" to ${[...customerIds].find(([, id]) => id === taken.counter_customer_id)?.[0]}, ` +
        `but institution ${taken.id} in the database already has it; give one of them another customer ID`,
    )
  // Cleared first, so two institutions of the file may swap customer IDs without tripping the unique index.
  const ids = changed.map((row) => row.id)
  await trx.updateTable('institutions').set({ counter_customer_id: null }).where('id', 'in', ids).execute()
  for (const id of ids)
    await trx
      .updateTable('institutions')
      .set((eb) => ({ counter_customer_id: customerIds.get(id) ?? null, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute()
}
