import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { NotificationKind } from '../../../contracts/notifications.ts'
import { openDatabase } from '../../db/open-database.ts'
import type { AppDb } from '../../db/schema.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { plainUser } from '../../testing/plain-user.ts'
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { messageIdFor } from './compose-mail.ts'
import { buildDigests } from './digest.ts'
import { fileMailTransport, smtpMailTransport, type MailTransport } from './mail-transport.ts'
import { startOutboxWorker } from './outbox-worker.ts'
import { verifyUnsubscribeToken } from './unsubscribe-token.ts'

const appOrigin = 'https://adoptions.example.edu'
const from = 'Adoptions <no-reply@example.edu>'
const iso = (at: number) => new Date(at).toISOString()

describe.each(testDatabases())('the mail outbox on %s', (kind) => {
  let temp: TestDatabase
  let inbox: SmtpInbox
  let clock: number
  let seq = 0
  const workers: { close(): Promise<void> }[] = []

  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    inbox = await startSmtpInbox()
    // 07:00 in New York is 12:00 UTC in November (EST, UTC-5).
    await temp.db.insertInto('institutions').values({ id: 'inst', name: 'Inst', config: '{}', time_zone: 'America/New_York', digest_at: '07:00' }).execute()
    await temp.db
      .insertInto('users')
      .values(['ann', 'ben', 'dis'].map((id) => plainUser(id, 'inst', { disabled: id === 'dis' })))
      .execute()
  })
  afterAll(async () => {
    await inbox.close()
    await temp.dispose()
  })
  beforeEach(async () => {
    for (const worker of workers.splice(0)) await worker.close()
    await temp.db.deleteFrom('mail_outbox').execute()
    await temp.db.deleteFrom('notifications').execute()
    inbox.received.length = 0
    inbox.recipients.length = 0
    inbox.refuse.length = 0
    clock = Date.parse('2026-11-23T14:00:00.000Z')
  })

  const worker = (options: { db?: AppDb; transport?: MailTransport; maxAttempts?: number } = {}) => {
    const started = startOutboxWorker({
      db: options.db ?? temp.db,
      policy,
      transport: options.transport ?? smtpMailTransport(inbox.url),
      now: () => clock,
      logger: memoryLogger(),
      appOrigin,
      from,
      intervalMs: 0,
      ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
    })
    workers.push(started)
    return started
  }

  /** What the lead's write path does in a change's transaction: the notification, and its outbox row when mailed at once. */
  const notify = async (
    options: { recipient?: string; sentence?: string; note?: string | null; kind?: NotificationKind; email?: 'immediate' | 'digest'; at?: number } = {},
  ) => {
    const id = `n${++seq}`
    const recipient = options.recipient ?? 'ann'
    const at = iso(options.at ?? clock)
    await temp.db
      .insertInto('notifications')
      .values({
        id,
        institution_id: 'inst',
        recipient_id: recipient,
        kind: options.kind ?? 'requestRaised',
        record_type: 'Request',
        record_id: `r${seq}`,
        event_id: seq,
        actor_id: 'ben',
        sentence: options.sentence ?? `Ben raised request ${seq} for Biology 101.`,
        note: options.note ?? null,
        created_at: at,
        read_at: null,
        email: options.email ?? 'immediate',
        digested_at: null,
      })
      .execute()
    if ((options.email ?? 'immediate') === 'immediate') {
      await temp.db
        .insertInto('mail_outbox')
        .values({
          key: `notification:${id}:email`,
          institution_id: 'inst',
          recipient_id: recipient,
          notification_id: id,
          digest_day: null,
          status: 'pending',
          next_attempt_at: at,
          created_at: at,
        })
        .execute()
    }
    return id
  }
  const outboxRow = (key: string) => temp.db.selectFrom('mail_outbox').selectAll().where('key', '=', key).executeTakeFirstOrThrow()
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''
  /** The List-Unsubscribe URL as sent (mailparser's parsed form drops a header folded before its first value). */
  const unsubscribeHeader = (mail: ParsedMail | undefined) =>
    /<([^>]+)>/.exec(mail?.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/\r\n\s+/g, ' ') ?? '')?.[1] ?? ''
  /** Both parts of every mail end with a link to the settings page. */
  const expectSettingsLink = (mail: ParsedMail | undefined) => {
    expect(mail?.text).toContain(`Choose which emails you get in Notification settings: ${appOrigin}/notifications/settings`)
    expect(mail?.html).toContain(`<a href="${appOrigin}/notifications/settings">Notification settings</a>`)
  }

  it('delivers a pending notification to its person: text and HTML, the link, one-click unsubscribe headers', async () => {
    const id = await notify({ note: 'Needed for week 3.' })
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(inbox.recipients).toEqual(['ann@inst.example'])
    const [mail] = inbox.received
    expect(mail?.subject).toBe(`Ben raised request ${seq} for Biology 101.`)
    expect(mail?.from?.value).toEqual([{ name: 'Adoptions', address: 'no-reply@example.edu' }])
    expect(mail?.text).toContain(`Open it: ${appOrigin}/requests?request=r${seq}`)
    expect(mail?.text).toContain('Note: Needed for week 3.')
    expect(mail?.html).toContain(`href="${appOrigin}/requests?request=r${seq}"`)
    expectSettingsLink(mail)
    const unsubscribe = { url: unsubscribeHeader(mail) }
    expect(unsubscribe.url).toMatch(/^https:\/\/adoptions\.example\.edu\/notifications\/unsubscribe\?token=/)
    expect(mail?.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(await verifyUnsubscribeToken(temp.db, tokenOf(unsubscribe?.url ?? ''))).toEqual({ userId: 'ann', kinds: ['requestRaised'] })
    const row = await outboxRow(`notification:${id}:email`)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sent_at: iso(clock), lease_until: null, message_id: mail?.messageId })
    expect(row.message_id).toBe(messageIdFor(`notification:${id}:email`, appOrigin))
    expect(await worker().drainOnce(), 'nothing is sent twice').toEqual({ sent: 0, retried: 0, failed: 0 })
  })

  it('shows markup in a sentence as text and keeps a newline from adding a header', async () => {
    await notify({ sentence: '<script>alert(1)</script> Biology\r\nBcc: eve@evil.example', note: '<img src=x onerror=alert(2)>' })
    await worker().drainOnce()
    const [mail] = inbox.received
    expect(inbox.recipients).toEqual(['ann@inst.example'])
    expect(mail?.subject).toBe('<script>alert(1)</script> Biology Bcc: eve@evil.example')
    expect(mail?.bcc).toBeUndefined()
    expect(mail?.headers.has('bcc')).toBe(false)
    expect(mail?.html).not.toContain('<script>')
    expect(mail?.html).not.toContain('<img')
    expect(mail?.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(mail?.text).toContain('<script>alert(1)</script> Biology')
  })

  it('retries a mail the server defers (4xx), gives up at once on a refusal (5xx), and keeps the reason', async () => {
    const id = await notify()
    inbox.refuse.push(451, 550)
    const first = worker()
    expect(await first.drainOnce()).toEqual({ sent: 0, retried: 1, failed: 0 })
    let row = await outboxRow(`notification:${id}:email`)
    expect(row).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: iso(clock + 60_000), lease_until: null })
    expect(row.last_error).toMatch(/deferred.*451/)
    expect(await first.drainOnce(), 'not due before its time').toEqual({ sent: 0, retried: 0, failed: 0 })
    clock += 60_000
    expect(await first.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 1 })
    row = await outboxRow(`notification:${id}:email`)
    expect(row).toMatchObject({ status: 'failed', attempts: 2, sent_at: null })
    expect(row.last_error).toMatch(/^the mail server refused the address: 550/)
    clock += 3_600_000
    expect(await first.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(inbox.received).toHaveLength(0)
  })

  it('gives up a mail deferred again and again after the last attempt, waiting longer each time', async () => {
    const id = await notify()
    inbox.refuse.push(421, 421, 421)
    const started = worker({ maxAttempts: 3 })
    const waits: number[] = []
    for (let attempt = 1; attempt <= 3; attempt++) {
      await started.drainOnce()
      const row = await outboxRow(`notification:${id}:email`)
      if (row.status === 'pending') waits.push(Date.parse(row.next_attempt_at) - clock)
      clock = Date.parse(row.next_attempt_at)
    }
    expect(waits).toEqual([60_000, 120_000])
    expect(await outboxRow(`notification:${id}:email`)).toMatchObject({ status: 'failed', attempts: 3 })
  })

  it('marks the mail of a disabled person failed, saying why', async () => {
    const id = await notify({ recipient: 'dis' })
    expect(await worker().drainOnce()).toEqual({ sent: 0, retried: 0, failed: 1 })
    expect(await outboxRow(`notification:${id}:email`)).toMatchObject({ status: 'failed', last_error: 'the recipient is disabled' })
    expect(inbox.received).toHaveLength(0)
  })

  it('sends once a row a crashed worker left leased, after its lease ran out, and not a row still leased', async () => {
    const stale = await notify()
    const held = await notify()
    await temp.db
      .updateTable('mail_outbox')
      .set({ lease_until: iso(clock - 1_000) })
      .where('notification_id', '=', stale)
      .execute()
    await temp.db
      .updateTable('mail_outbox')
      .set({ lease_until: iso(clock + 60_000) })
      .where('notification_id', '=', held)
      .execute()
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(inbox.received.map((mail) => mail.messageId)).toEqual([messageIdFor(`notification:${stale}:email`, appOrigin)])
    expect(await worker().drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
  })

  // Servers share one database only on PostgreSQL (SQLite is one process's file): the case is not asked of SQLite, rather than reported skipped.
  if (kind === 'postgres')
    it('sends each mail exactly once when two servers drain one outbox at the same time', async () => {
      const other = await openDatabase(temp.target)
      if (!other.ok) throw new Error(other.error)
      try {
        for (let i = 0; i < 40; i++) await notify({ recipient: i % 2 === 0 ? 'ann' : 'ben' })
        const [a, b] = await Promise.all([worker().drainOnce(), worker({ db: other.db }).drainOnce()])
        expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(40)
        expect(a?.sent, 'both servers took a share').toBeGreaterThan(0)
        expect(b?.sent).toBeGreaterThan(0)
        const ids = inbox.received.map((mail) => mail.messageId)
        expect(ids).toHaveLength(40)
        expect(new Set(ids).size).toBe(40)
      } finally {
        for (const started of workers.splice(0)) await started.close()
        await other.close()
      }
    })

  it("mails a person's day of digest notifications once, at 07:00 in the institution's time zone", async () => {
    // 20:00, 00:00 and 06:30 New York time; the last one after 07:00 waits for the next day's digest.
    await notify({ email: 'digest', at: Date.parse('2026-11-23T01:00:00.000Z'), kind: 'booklistChanged', sentence: 'Biology 101 booklist submitted.' })
    await notify({ email: 'digest', at: Date.parse('2026-11-23T05:00:00.000Z'), kind: 'requestProgressed', sentence: 'Request 7 was ordered.' })
    await notify({ email: 'digest', at: Date.parse('2026-11-23T11:30:00.000Z'), kind: 'requestProgressed', sentence: 'Request 8 was received.' })
    const later = await notify({ email: 'digest', at: Date.parse('2026-11-23T12:30:00.000Z'), sentence: 'Request 9 was raised.' })
    clock = Date.parse('2026-11-23T11:59:00.000Z')
    expect(await buildDigests(temp.db, clock), 'still 06:59 in New York').toEqual({ queued: 0 })
    clock = Date.parse('2026-11-23T12:00:00.000Z')
    // Two servers at once (on SQLite, the one connection runs them in turn).
    const built = await Promise.all([buildDigests(temp.db, clock), buildDigests(temp.db, clock)])
    expect(built.map((result) => result.queued).sort()).toEqual([0, 1])
    clock = Date.parse('2026-11-23T13:00:00.000Z')
    expect(await worker().drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(await buildDigests(temp.db, clock)).toEqual({ queued: 0 })
    expect(await worker().drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })

    expect(inbox.received).toHaveLength(1)
    const [mail] = inbox.received
    expect(mail?.subject).toBe('Adoptions daily digest, 2026-11-23: 3 notifications')
    for (const sentence of ['Biology 101 booklist submitted.', 'Request 7 was ordered.', 'Request 8 was received.']) {
      expect(mail?.text).toContain(sentence)
      expect(mail?.html).toContain(sentence)
    }
    expect(mail?.text).not.toContain('Request 9')
    expectSettingsLink(mail)
    const unsubscribe = { url: unsubscribeHeader(mail) }
    expect(await verifyUnsubscribeToken(temp.db, tokenOf(unsubscribe?.url ?? ''))).toEqual({
      userId: 'ann',
      kinds: ['booklistChanged', 'requestProgressed'],
    })
    expect(await outboxRow('digest:ann:2026-11-23')).toMatchObject({ status: 'sent', digest_day: '2026-11-23' })

    // The next day's digest holds the one made after 07:00.
    clock = Date.parse('2026-11-24T12:00:00.000Z')
    expect(await buildDigests(temp.db, clock)).toEqual({ queued: 1 })
    await worker().drainOnce()
    expect(inbox.received[1]?.subject).toBe('Adoptions daily digest, 2026-11-24: 1 notification')
    const stamped = await temp.db.selectFrom('notifications').select('digested_at').where('id', '=', later).executeTakeFirstOrThrow()
    expect(stamped.digested_at).toBe(iso(clock))
  })

  it('writes the mail as an .eml file into the outbox folder without a mail server', async () => {
    const id = await notify({ sentence: 'Ben raised a request for Chemistry.' })
    const outboxDir = join(temp.dir, 'outbox')
    expect(await worker({ transport: fileMailTransport(outboxDir) }).drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 })
    const file = join(outboxDir, `notification_${id}_email.eml`)
    expect(existsSync(file)).toBe(true)
    const raw = readFileSync(file, 'utf8')
    expect(raw).toContain('Subject: Ben raised a request for Chemistry.')
    expect(raw).toContain('To: ann@inst.example')
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(inbox.received).toHaveLength(0)
  })
})
