import type { Limits } from '../limits.ts'
import type { AppDb } from './schema.ts'

const iso = (ms: number) => new Date(ms).toISOString()

export type WriteLimits = Pick<Limits, 'writesPerWindow' | 'writeWindowMs'>

export type SpentWrite = { readonly ok: true } | { readonly ok: false; readonly retryAfterMs: number }

/**
 * Spends one of the person's writes (issue 24): starts a new window when they
 * have none or theirs has ended, else counts one more write in it, unless the
 * window is full. One upsert, atomic on both databases (a PostgreSQL upsert
 * locks the row it updates; SQLite runs one statement at a time), so parallel
 * writes, even through different app servers, never slip past the limit. A
 * refused write changes nothing; its answer says how long until the window
 * ends, in whole seconds, at least one.
 */
export async function spendWrite(db: AppDb, userId: string, now: number, limits: WriteLimits): Promise<SpentWrite> {
  const ended = iso(now - limits.writeWindowMs)
  const spent = await db
    .insertInto('write_budgets')
    .values({ user_id: userId, window_started_at: iso(now), writes: 1 })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet((eb) => {
          const windowEnded = eb('write_budgets.window_started_at', '<=', ended)
          return {
            window_started_at: eb.case().when(windowEnded).then(eb.ref('excluded.window_started_at')).else(eb.ref('write_budgets.window_started_at')).end(),
            writes: eb
              .case()
              .when(windowEnded)
              .then(1)
              .else(eb('write_budgets.writes', '+', 1))
              .end(),
          }
        })
        .where((eb) => eb.or([eb('write_budgets.window_started_at', '<=', ended), eb('write_budgets.writes', '<', limits.writesPerWindow)])),
    )
    .returning('writes')
    .executeTakeFirst()
  if (spent) return { ok: true }
  const budget = await db.selectFrom('write_budgets').select('window_started_at').where('user_id', '=', userId).executeTakeFirst()
  const endsAt = (budget ? Date.parse(budget.window_started_at) : now) + limits.writeWindowMs
  return { ok: false, retryAfterMs: Math.max(1000, Math.ceil((endsAt - now) / 1000) * 1000) }
}
