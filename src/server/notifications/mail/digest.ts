import type { AppDb } from '../../db/schema.ts'
import type { Logger } from '../../logger.ts'
import { instantOf, localMoment } from '../../time/local-time.ts'

/**
 * Queues the daily digests that are due (each tick of the outbox worker calls
 * this). An institution's digest of a local day is due once its wall clock has
 * passed `digest_at` in its `time_zone`; it holds each person's notifications
 * marked for the digest, not yet digested, made before that moment.
 *
 * One transaction per person inserts the outbox row `digest:<user>:<day>` if
 * absent and, only when this call inserted it, stamps those notifications'
 * `digested_at` with the row's `created_at`. That shared instant is the link
 * the composer follows (no column was added to migration 0017): a digest holds
 * exactly the notifications stamped with its own creation time. A second
 * server running the same tick finds the key taken (PostgreSQL makes its
 * insert wait for the first transaction, then do nothing) and stamps nothing,
 * so no notification lands in two digests and no digest is queued twice.
 */
export async function buildDigests(db: AppDb, now: number, logger?: Logger): Promise<{ queued: number }> {
  const institutions = await db.selectFrom('institutions').select(['id', 'time_zone', 'digest_at']).execute()
  let queued = 0
  for (const institution of institutions) {
    let cutoff: { day: string; before: string }
    try {
      cutoff = dueCutoff(now, institution.time_zone, institution.digest_at)
    } catch (error) {
      logger?.error(`Digests of ${institution.id} skipped: time zone "${institution.time_zone}" or time "${institution.digest_at}" is not valid`, error)
      continue
    }
    if (cutoff.day === '') continue
    const waiting = await db
      .selectFrom('notifications')
      .select(['id', 'recipient_id'])
      .where('institution_id', '=', institution.id)
      .where('email', '=', 'digest')
      .where('digested_at', 'is', null)
      .where('created_at', '<', cutoff.before)
      .execute()
    const byRecipient = new Map<string, string[]>()
    for (const row of waiting) byRecipient.set(row.recipient_id, [...(byRecipient.get(row.recipient_id) ?? []), row.id])
    for (const [recipientId, ids] of byRecipient) {
      if (await queueDigest(db, institution.id, recipientId, cutoff.day, ids, now)) queued++
    }
  }
  return { queued }
}

/** The day whose digest is due and its moment; day '' when the local time has not reached digest_at today. */
function dueCutoff(now: number, timeZone: string, digestAt: string): { day: string; before: string } {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(digestAt)) throw new RangeError(`bad digest time ${digestAt}`)
  const local = localMoment(now, timeZone)
  if (local.time < digestAt) return { day: '', before: '' }
  return { day: local.day, before: new Date(instantOf(local.day, digestAt, timeZone)).toISOString() }
}

async function queueDigest(db: AppDb, institutionId: string, recipientId: string, day: string, ids: readonly string[], now: number): Promise<boolean> {
  const createdAt = new Date(now).toISOString()
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('mail_outbox')
      .values({
        key: `digest:${recipientId}:${day}`,
        institution_id: institutionId,
        recipient_id: recipientId,
        notification_id: null,
        digest_day: day,
        status: 'pending',
        next_attempt_at: createdAt,
        created_at: createdAt,
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('id')
      .executeTakeFirst()
    // Taken already (another server, or an earlier tick of today): those notifications wait for tomorrow's.
    if (inserted === undefined) return false
    await trx
      .updateTable('notifications')
      .set({ digested_at: createdAt })
      .where('id', 'in', ids)
      .where('recipient_id', '=', recipientId)
      .where('digested_at', 'is', null)
      .execute()
    return true
  })
}
