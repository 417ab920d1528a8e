import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ParsedMail } from 'mailparser'
import { describe, expect, it } from 'vitest'
import type { AppDb } from '../../db/schema.ts'
import type { RunningApp } from '../../start-app.ts'
import { mutate, signInThrough } from '../../testing/http-client.ts'
import { requestsFixtureFile } from '../../testing/requests-fixture.ts'
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.ts'
import { testApps } from '../../testing/test-apps.ts'
import { testDatabases, type TestDatabaseKind, type TestTarget } from '../../testing/test-databases.ts'

// Issue 54: a mail queued in a change's transaction is sent once whatever
// happens to the servers after the change: a server stopped before its worker
// ticked leaves the row for the next start, and servers sharing PostgreSQL
// never send the same row twice. Every server here is started by start-app.ts,
// exactly as `npm start` starts it, and mails go to a real SMTP server.
const approvers = ['abe@testville.example', 'amy@testville.example']
/** Short enough that a test waits a few of them, long enough that a 2-core machine is not kept busy polling. */
const shortInterval = 50

const apps = testApps()

/** A new database of the kind with the requests fixture as its data file, and an SMTP server for its mail. */
async function setUp(kind: TestDatabaseKind): Promise<{ target: TestTarget; dataFile: string; inbox: SmtpInbox }> {
  const target = await apps.target(kind)
  const dataFile = join(target.dir, 'data.yaml')
  writeFileSync(dataFile, requestsFixtureFile)
  const inbox = await startSmtpInbox()
  apps.defer(() => inbox.close())
  return { target, dataFile, inbox }
}

/** Starts the product on the target, sending its mail to the inbox and draining its outbox every `mailIntervalMs`. */
async function start(target: TestTarget, dataFile: string, inbox: SmtpInbox, mailIntervalMs: number): Promise<RunningApp> {
  const env = { ADOPTIONS_DATA: dataFile, SMTP_URL: inbox.url, MAIL_INTERVAL_MS: String(mailIntervalMs) }
  return (await apps.start(target, env)).app
}

async function raiseRequest(app: RunningApp, rita: string): Promise<string> {
  const created = await mutate(app.servers, rita, 'requests.create', { kind: 'purchase', nbsi: 't-chem', quantity: 3, idempotencyKey: randomUUID() })
  const id = created.body.result?.data.json['id']
  expect(id, JSON.stringify(created.body)).toEqual(expect.any(String))
  return id as string
}

/** Polls until `done` holds, for at most `ms`; a short poll, never a fixed sleep. */
async function waitUntil(done: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const toAddresses = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address ?? ''))
const outboxStatuses = async (db: AppDb) => (await db.selectFrom('mail_outbox').select('status').orderBy('key').execute()).map((row) => row.status)
/** The Message-IDs the outbox recorded as sent are exactly those the mail server received. */
const expectSentAsReceived = async (db: AppDb, inbox: SmtpInbox) => {
  const sent = await db.selectFrom('mail_outbox').select('message_id').where('status', '=', 'sent').execute()
  expect(sent.map((row) => row.message_id).sort()).toEqual(inbox.received.map((mail) => mail.messageId).sort())
}
/** How many mails each address got, and whether any Message-ID came twice. */
const tally = (inbox: SmtpInbox) => {
  const perAddress: Record<string, number> = {}
  for (const mail of inbox.received) for (const address of toAddresses(mail)) perAddress[address] = (perAddress[address] ?? 0) + 1
  return { perAddress, messageIds: new Set(inbox.received.map((mail) => mail.messageId)).size }
}

describe.each(testDatabases())('mail across a restart on %s', (kind) => {
  it('The server is killed between the record change and the send → the mail is sent once after restart', async () => {
    const { target, dataFile, inbox } = await setUp(kind)
    // The worker's first tick comes one interval after the start, never at it: an hour is "not before the stop".
    const first = await start(target, dataFile, inbox, 3_600_000)
    const rita = await signInThrough(first.servers, 'rita@testville.example')
    expect(rita).not.toBe('')
    await raiseRequest(first, rita)
    // What a kill leaves: the change committed, its mail queued and not sent. The worker has not ticked,
    // so the close sends nothing either (asserted next) and stands in for the kill.
    await apps.stop(first)

    const { db } = await apps.inspect(target)
    expect(await outboxStatuses(db)).toEqual(['pending', 'pending'])
    expect(inbox.received).toHaveLength(0)
    expect(inbox.recipients).toHaveLength(0)

    await start(target, dataFile, inbox, shortInterval)
    await waitUntil(() => inbox.received.length >= approvers.length)
    expect([...inbox.recipients].sort()).toEqual(approvers)
    expect(inbox.received.map(toAddresses).flat().sort()).toEqual(approvers)
    expect(tally(inbox).messageIds).toBe(approvers.length)
    await waitUntil(async () => (await outboxStatuses(db)).every((status) => status === 'sent'))
    // Outbox rows pending from before the stop are each sent once: a few more ticks send nothing.
    await pause(shortInterval * 4)
    expect(inbox.received).toHaveLength(approvers.length)
    expect(await outboxStatuses(db)).toEqual(['sent', 'sent'])
    await expectSentAsReceived(db, inbox)
  })
})

describe('mail from two app servers on one PostgreSQL', () => {
  it('Two servers on one PostgreSQL drain one outbox → each mail exactly once', async () => {
    const { target, dataFile, inbox } = await setUp('postgres')
    // One after the other: the first provisions the data file, the second finds it there.
    const a = await start(target, dataFile, inbox, shortInterval)
    await start(target, dataFile, inbox, shortInterval)
    const rita = await signInThrough(a.servers, 'rita@testville.example')
    const requests = 15
    // All at once, so both workers find many rows due together and compete for them.
    await Promise.all(Array.from({ length: requests }, () => raiseRequest(a, rita)))

    const mails = requests * approvers.length
    await waitUntil(() => inbox.received.length >= mails)
    const { db } = await apps.inspect(target)
    await waitUntil(async () => (await outboxStatuses(db)).every((status) => status === 'sent'))
    await pause(shortInterval * 4)
    expect(inbox.received).toHaveLength(mails)
    expect(inbox.recipients).toHaveLength(mails)
    expect(tally(inbox)).toEqual({ perAddress: Object.fromEntries(approvers.map((address) => [address, requests])), messageIds: mails })
    expect(await outboxStatuses(db)).toEqual(Array.from({ length: mails }, () => 'sent'))
    await expectSentAsReceived(db, inbox)
  })
})
