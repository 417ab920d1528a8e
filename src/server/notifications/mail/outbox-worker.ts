import { dialectOf } from '../../db/dialects/index.ts'
import type { Updateable } from 'kysely'
import type { AppDb, MailOutboxTable } from '../../db/schema.ts'
import type { Logger } from '../../logger.ts'
import { sendDeadlineReminders } from '../../terms/deadline-reminders.ts'
import type { CompiledPolicy } from '../../../policy/model.ts'
import { buildDigests } from './digest.ts'
import type { MailTransport } from './mail-transport.ts'
import { outboxMail, type OutboxRow } from './outbox-mail.ts'

/**
 * Sends the mail the write path queued in `mail_outbox` (and the digests
 * digest.ts queues), outside any request: a slow or absent mail server never
 * slows a change down, and a mail queued in a change's transaction is sent
 * even if the server stops right after. Each tick first sends the deadline
 * reminders due (src/server/terms/deadline-reminders.ts), then the digests.
 *
 * A worker claims due rows by leasing them (`lease_until`) in a short
 * transaction, then sends outside it. On PostgreSQL the claim reads with
 * FOR UPDATE SKIP LOCKED, so servers sharing the database each take other
 * rows; on SQLite one process owns the file and its transactions run one at a
 * time. A worker that dies mid-send leaves its lease to run out; another then
 * sends the row again with the same Message-ID (at-least-once, deduplicable).
 */
export interface OutboxWorkerOptions {
  readonly db: AppDb
  /** The policy the deadline reminders ask who may read a course and approve its adoptions. */
  readonly policy: CompiledPolicy
  readonly transport: MailTransport
  /** The only clock the worker reads, so tests drive time. */
  readonly now: () => number
  readonly logger: Logger
  readonly appOrigin: string
  readonly from: string
  /** Time between ticks (MAIL_INTERVAL_MS); 0: no timer, the caller drives drainOnce (tests). */
  readonly intervalMs: number
  /** How long a claim holds a row: well past nodemailer's own connection and socket timeouts. */
  readonly leaseMs?: number
  readonly batchSize?: number
  /** Attempts before a mail the server keeps deferring is given up. */
  readonly maxAttempts?: number
}

export interface DrainResult {
  readonly sent: number
  readonly retried: number
  readonly failed: number
}

export interface OutboxWorker {
  /** Sends every row due now, batch after batch, until none is left. */
  drainOnce(): Promise<DrainResult>
  /** What the timer runs: the deadline reminders due, the digests due, then drainOnce (tests call it to step the clock). */
  tick(): Promise<void>
  /** Stops the timer, waits for a tick under way, closes the transport. */
  close(): Promise<void>
}

const minute = 60_000
/** The wait after the nth failed attempt: 1, 2, 4 … minutes, never more than an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(minute * 2 ** Math.max(0, attempts - 1), 60 * minute)
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, now, logger } = options
  const leaseMs = options.leaseMs ?? 5 * minute
  const batchSize = options.batchSize ?? 10
  const maxAttempts = options.maxAttempts ?? 8
  const iso = (at: number) => new Date(at).toISOString()
  let closed = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()

  async function claim(): Promise<OutboxRow[]> {
    const at = iso(now())
    const leaseUntil = iso(now() + leaseMs)
    return db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('mail_outbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(batchSize)
      if (dialectOf(trx).name === 'postgres') due = due.forUpdate().skipLocked()
      const rows = await due.execute()
      if (rows.length === 0) return []
      await trx
        .updateTable('mail_outbox')
        .set({ lease_until: leaseUntil })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute()
      return rows.map((row) => ({ ...row, lease_until: leaseUntil }))
    })
  }

  /** Writes the outcome, only while this worker still holds the lease it claimed the row with. */
  async function settle(row: OutboxRow, change: Updateable<MailOutboxTable>): Promise<void> {
    await db
      .updateTable('mail_outbox')
      .set({ ...change, lease_until: null })
      .where('id', '=', row.id)
      .where('lease_until', '=', row.lease_until)
      .execute()
  }

  async function deliver(row: OutboxRow): Promise<keyof DrainResult> {
    const attempts = row.attempts + 1
    const mail = await outboxMail(db, row, { appOrigin: options.appOrigin, from: options.from })
    if (!mail.ok) {
      logger.warn(`Mail ${row.key} not sent: ${mail.error}`)
      await settle(row, { status: 'failed', attempts, last_error: mail.error })
      return 'failed'
    }
    try {
      await transport.send(row.key, mail.message)
    } catch (error) {
      const outcome = classifySendError(error)
      const giveUp = outcome.permanent || attempts >= maxAttempts
      logger.warn(`Mail ${row.key} not sent (attempt ${attempts}${giveUp ? ', given up' : ''}): ${outcome.message}`)
      await settle(
        row,
        giveUp
          ? { status: 'failed', attempts, last_error: outcome.message }
          : { attempts, last_error: outcome.message, next_attempt_at: iso(now() + retryDelayMs(attempts)) },
      )
      return giveUp ? 'failed' : 'retried'
    }
    await settle(row, { status: 'sent', attempts, sent_at: iso(now()), message_id: String(mail.message.messageId ?? '') })
    return 'sent'
  }

  async function drainOnce(): Promise<DrainResult> {
    const counts = { sent: 0, retried: 0, failed: 0 }
    while (!closed) {
      const rows = await claim()
      if (rows.length === 0) break
      for (const row of rows) counts[await deliver(row)]++
    }
    return counts
  }

  async function tick(): Promise<void> {
    try {
      // Queued first, so this tick already sends the reminders' mail.
      await sendDeadlineReminders({ db, policy: options.policy, now: now(), logger })
    } catch (error) {
      logger.error('The deadline reminders could not be sent', error)
    }
    try {
      await buildDigests(db, now(), logger)
      await drainOnce()
    } catch (error) {
      // The database being away for a moment must not stop mail for good: the next tick tries again.
      logger.error('The mail outbox could not be drained', error)
    }
  }

  function schedule(): void {
    if (closed || options.intervalMs <= 0) return
    timer = setTimeout(() => {
      running = tick().then(schedule)
    }, options.intervalMs)
    // A pending tick must not keep a finished process (a test, a script) alive.
    timer.unref()
  }
  schedule()

  return {
    drainOnce,
    tick,
    async close() {
      closed = true
      clearTimeout(timer)
      await running
      transport.close()
    },
  }
}

/**
 * What a failed send means. SMTP 5xx replies (but 503, a wrong command order)
 * are the server refusing for good: retrying sends the same refusal. 4xx
 * replies, and a server that cannot be reached at all, are worth another try.
 */
export function classifySendError(error: unknown): { permanent: boolean; message: string } {
  const details = (typeof error === 'object' && error !== null ? error : {}) as {
    responseCode?: unknown
    response?: unknown
    command?: unknown
    message?: unknown
  }
  const reply = typeof details.response === 'string' ? details.response : String(details.message ?? error)
  const code = typeof details.responseCode === 'number' ? details.responseCode : undefined
  if (code !== undefined && code >= 500 && code < 600 && code !== 503) {
    const what = typeof details.command === 'string' && /^RCPT/i.test(details.command) ? 'the address' : 'the mail'
    return { permanent: true, message: `the mail server refused ${what}: ${reply}` }
  }
  if (code !== undefined) return { permanent: false, message: `the mail server deferred the mail: ${reply}` }
  return { permanent: false, message: `the mail server could not be reached: ${String(details.message ?? error)}` }
}
