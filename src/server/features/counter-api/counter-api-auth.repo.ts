import type { AppDb } from '../../db/schema.ts'
import { hashCounterApiKey } from './counter-api-keys.ts'

/** The key a harvest was made with, and the institution it answers for. */
export interface CounterApiCaller {
  readonly keyId: string
  readonly institutionId: string
  /** The customer ID harvesters send for the institution: its own, or its id. */
  readonly customerId: string
  readonly requestorId: string | null
}

/** The active key with this value, or undefined (unknown or revoked: the caller cannot tell which). */
export async function callerOfKey(db: AppDb, key: string): Promise<CounterApiCaller | undefined> {
  const row = await db
    .selectFrom('counter_api_keys')
    .innerJoin('institutions', 'institutions.id', 'counter_api_keys.institution_id')
    .select(['counter_api_keys.id', 'counter_api_keys.institution_id', 'counter_api_keys.requestor_id', 'institutions.counter_customer_id'])
    .where('counter_api_keys.key_hash', '=', hashCounterApiKey(key))
    .where('counter_api_keys.status', '=', 'active')
    .executeTakeFirst()
  if (!row) return undefined
  return { keyId: row.id, institutionId: row.institution_id, customerId: row.counter_customer_id ?? row.institution_id, requestorId: row.requestor_id }
}

const iso = (ms: number) => new Date(ms).toISOString()

export type SpentRequest = { readonly ok: true } | { readonly ok: false; readonly retryAfterMs: number }

/**
 * Counts one request of the key in its window and records its last use, in
 * one upsert (the write limit's, write-budgets-repo.ts, on the key's own
 * row): all app servers share the count. Past the limit nothing changes and
 * the answer says how long until the window ends.
 */
export async function spendKeyRequest(db: AppDb, keyId: string, now: number, limits: { perWindow: number; windowMs: number }): Promise<SpentRequest> {
  const ended = iso(now - limits.windowMs)
  const spent = await db
    .insertInto('counter_api_key_use')
    .values({ key_id: keyId, last_used_at: iso(now), window_started_at: iso(now), requests: 1 })
    .onConflict((conflict) =>
      conflict
        .column('key_id')
        .doUpdateSet((eb) => {
          const windowEnded = eb('counter_api_key_use.window_started_at', '<=', ended)
          return {
            last_used_at: eb.ref('excluded.last_used_at'),
            window_started_at: eb
              .case()
              .when(windowEnded)
              .then(eb.ref('excluded.window_started_at'))
              .else(eb.ref('counter_api_key_use.window_started_at'))
              .end(),
            requests: eb
              .case()
              .when(windowEnded)
              .then(1)
              .else(eb('counter_api_key_use.requests', '+', 1))
              .end(),
          }
        })
        .where((eb) => eb.or([eb('counter_api_key_use.window_started_at', '<=', ended), eb('counter_api_key_use.requests', '<', limits.perWindow)])),
    )
    .returning('requests')
    .executeTakeFirst()
  if (spent) return { ok: true }
  const use = await db.selectFrom('counter_api_key_use').select('window_started_at').where('key_id', '=', keyId).executeTakeFirst()
  const endsAt = (use ? Date.parse(use.window_started_at) : now) + limits.windowMs
  return { ok: false, retryAfterMs: Math.max(1000, Math.ceil((endsAt - now) / 1000) * 1000) }
}
