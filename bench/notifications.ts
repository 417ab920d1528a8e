import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { replaceData } from '../src/server/data/replace-data.ts'
import type { AppDb } from '../src/server/db/schema.ts'
import { defaultLimits } from '../src/server/limits.ts'
import { memoryLogger } from '../src/server/logger.ts'
import { fileMailTransport, smtpMailTransport, type MailTransport } from '../src/server/notifications/mail/mail-transport.ts'
import { startOutboxWorker } from '../src/server/notifications/mail/outbox-worker.ts'
import { policy } from '../src/server/policy.ts'
import { fixtureInstitution } from '../src/server/testing/fixture-institution.ts'
import { cookieFor, parseOrThrow } from '../src/server/testing/seed.ts'
import { startSmtpInbox } from '../src/server/testing/smtp-inbox.ts'
import { createContext, type ServerDeps } from '../src/server/trpc/context.ts'
import { createCallerFactory } from '../src/server/trpc/init.ts'
import { appRouter } from '../src/server/trpc/router.ts'
import { withBenchDatabase } from './bench-database.ts'
import type { BenchDatabase } from './record-queries.ts'
import { median, round } from './stats.ts'
import { row, type BenchRow } from './table.ts'

// Issue 54's figures: one request raised where 200 people may approve it (the
// write path asks each person's compiled ability, in the change's transaction,
// and writes a notification and a mail for each), against the same request
// where nobody may; then how fast the outbox worker drains what that queued,
// to .eml files (the embedded default) and to a real SMTP server in-process.
const approvers = 200
const raises = 10
const smtpMails = approvers
const NOW = Date.parse('2026-11-23T08:00:00.000Z')

export async function measureNotifications(kind: BenchDatabase): Promise<BenchRow[]> {
  const group = `notifications on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (issue 54)`
  return withBenchDatabase(kind, async ({ db }) => {
    await replaceData(db, parseOrThrow(dataFileText(), 'notifications-bench.yaml'))
    const crowded = await raiseTimes(db, 'rita@crowded.example')
    const alone = await raiseTimes(db, 'rita@alone.example')
    const written = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const queued = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const perRaise = Number(written.n) / raises
    const rows: BenchRow[] = [
      row(group, `requests.create told to ${approvers} approvers, p50`, round(median(crowded)), 'ms', {
        note: `${round(perRaise)} notifications and ${round(Number(queued.n) / raises)} mails written per request, in its transaction`,
      }),
      row(group, 'requests.create told to nobody, p50', round(median(alone)), 'ms', { note: 'the same request where nobody may approve it' }),
      row(group, `fan-out cost per approver`, round((median(crowded) - median(alone)) / approvers, 2), 'ms'),
    ]
    const dir = mkdtempSync(join(tmpdir(), 'adoptions-bench-mail-'))
    try {
      rows.push(await drainRate(group, db, fileMailTransport(join(dir, 'outbox')), 'to .eml files (no SMTP_URL)', Number(queued.n) - smtpMails))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    await requeue(db, smtpMails)
    const inbox = await startSmtpInbox()
    try {
      rows.push(await drainRate(group, db, smtpMailTransport(inbox.url), 'through SMTP (in-process server)', smtpMails))
      if (inbox.received.length !== smtpMails) throw new Error(`the SMTP server received ${inbox.received.length} mails of ${smtpMails}`)
    } finally {
      await inbox.close()
    }
    return rows
  })
}

/** Raises `raises` requests as the person, each timed from the call to its answer. */
async function raiseTimes(db: AppDb, email: string): Promise<number[]> {
  const deps: ServerDeps = { db, policy, logger: memoryLogger(), now: () => NOW, limits: { ...defaultLimits, writesPerWindow: 1_000_000 } }
  const cookie = await cookieFor(db, email, NOW)
  const caller = createCallerFactory(appRouter)(() => createContext(deps, cookie))
  const times: number[] = []
  for (let i = 0; i < raises; i++) {
    const start = performance.now()
    await caller.requests.create({ kind: 'purchase', nbsi: 't-bench', quantity: 1, idempotencyKey: randomUUID() })
    times.push(performance.now() - start)
  }
  return times
}

/** Sends every due mail but `keep` (left pending for the next transport), and answers mails a second. */
async function drainRate(group: string, db: AppDb, transport: MailTransport, how: string, count: number): Promise<BenchRow> {
  const pending = await db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').orderBy('id').execute()
  const held = pending.slice(count).map(({ id }) => id)
  if (held.length > 0)
    await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(NOW + 86_400_000).toISOString() })
      .where('id', 'in', held)
      .execute()
  const worker = startOutboxWorker({
    db,
    policy,
    transport,
    now: () => NOW,
    logger: memoryLogger(),
    appOrigin: 'http://localhost:3000',
    from: 'Bench <bench@localhost>',
    intervalMs: 0,
  })
  const start = performance.now()
  const result = await worker.drainOnce()
  const seconds = (performance.now() - start) / 1000
  await worker.close()
  if (result.sent !== count) throw new Error(`the worker sent ${result.sent} mails of ${count} (${result.retried} retried, ${result.failed} failed)`)
  return row(group, `outbox drain ${how}`, round(count / seconds), 'mails/s', { note: `${count} mails in ${round(seconds, 2)} s` })
}

/** Makes the held rows due again. */
async function requeue(db: AppDb, count: number): Promise<void> {
  const held = await db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').orderBy('id').limit(count).execute()
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: new Date(NOW).toISOString() })
    .where(
      'id',
      'in',
      held.map(({ id }) => id),
    )
    .execute()
}

function dataFileText(): string {
  const approverRows = Array.from(
    { length: approvers },
    (_, i) => `  - { email: approver${i}@crowded.example, institution: crowded, permissions: { booklist:approve: true } }`,
  )
  return `
institutions:${fixtureInstitution('crowded')}${fixtureInstitution('alone')}
users:
  - { email: rita@crowded.example, institution: crowded, permissions: { booklist:request: true } }
  - { email: rita@alone.example, institution: alone, permissions: { booklist:request: true } }
${approverRows.join('\n')}
titles:
  - { nbsi: t-bench, title: Bench Marks, price: 2500, currency: GBP }
`
}
