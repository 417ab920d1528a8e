import { subject } from '@casl/ability'
import { randomUUID } from 'node:crypto'
import type { ParsedMail } from 'mailparser'
import { afterEach, describe, expect, it } from 'vitest'
import { notificationKinds } from '../../contracts/notifications.ts'
import { buildAbility } from '../../policy/index.ts'
import { replaceData } from '../data/replace-data.ts'
import { findInstitution } from '../db/institutions-repo.ts'
import type { AppDb } from '../db/schema.ts'
import { recordKindsAt } from '../live/record-kinds.ts'
import { defaultLimits } from '../limits.ts'
import { memoryLogger } from '../logger.ts'
import { policy } from '../policy.ts'
import { fixtureInstitution } from '../testing/fixture-institution.ts'
import { seedCoursesFixture } from '../testing/courses-fixture.ts'
import { fixtureTitles, seedRequestsFixture } from '../testing/requests-fixture.ts'
import { cookieFor, parseOrThrow } from '../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'
import { seedUploadsFixture } from '../testing/uploads-fixture.ts'
import { startSmtpInbox } from '../testing/smtp-inbox.ts'
import { smtpMailTransport } from './mail/mail-transport.ts'
import { startOutboxWorker } from './mail/outbox-worker.ts'
import { createContext, type ServerDeps } from '../trpc/context.ts'
import { createCallerFactory } from '../trpc/init.ts'
import { loadFacts } from '../trpc/load-facts.ts'
import { appRouter } from '../trpc/router.ts'

/**
 * Who is told of each kind of change (issue 54), through the router as a user
 * would make the change: the right people, nobody else, and never a person
 * the record's read rule refuses (checked for every notification made, with
 * an ability built here from that person's own facts).
 */

const createCaller = createCallerFactory(appRouter)
const key = () => randomUUID()
const start = '2026-11-23T08:00:00.000Z'

interface Harness {
  readonly db: AppDb
  readonly as: (email: string) => ReturnType<typeof createCaller>
  /** The notifications made since the harness started: recipient email, kind, sentence, note. */
  told(): Promise<{ readonly to: string; readonly kind: string; readonly sentence: string; readonly note: string | null }[]>
  /** Every person of the database chooses email at once for every kind. */
  mailEveryone(): Promise<void>
}

const booklistFixture = `
institutions:${fixtureInstitution('testville')}
users:
  - { email: ed@testville.example, institution: testville, permissions: { booklist:view: true, booklist:edit: true } }
  - { email: ivy@testville.example, institution: testville, permissions: { booklist:view: true } }
  - { email: ian@testville.example, institution: testville, permissions: {} }
  - { email: vic@testville.example, institution: testville, permissions: { booklist:view: true } }
titles:
  - { nbsi: t-chem, title: Organic Chemistry, price: 4599, currency: GBP }
courses:
  - { code: CHEM101, title: Intro Chemistry, term: 2026-autumn, institution: testville, department: Chemistry, enrolment: 10, booklist: draft,
      instructors: [ed@testville.example, ivy@testville.example, ian@testville.example] }
`

const staffFixture = `
institutions:${fixtureInstitution('testville')}
users:
  - { email: ada@testville.example, institution: testville, permissions: { permissions:manage: true, booklist:view: true } }
  - { email: bob@testville.example, institution: testville, permissions: { booklist:view: true } }
  - { email: cat@testville.example, institution: testville, permissions: { permissions:manage: true } }
`

describe.each(testDatabases())('notifications of each kind (%s)', (kind) => {
  let temp: TestDatabase | undefined
  afterEach(async () => {
    await temp?.dispose()
    temp = undefined
  })

  async function harness(): Promise<Harness> {
    temp = await createTestDatabase(kind)
    const db = temp.db
    let clock = Date.parse(start)
    const deps: ServerDeps = { db, policy, logger: memoryLogger(), now: () => (clock += 1000), limits: defaultLimits }
    return {
      db,
      as: (email) => createCaller(async () => createContext(deps, await cookieFor(db, email))),
      async told() {
        const rows = await db
          .selectFrom('notifications')
          .innerJoin('users', 'users.id', 'notifications.recipient_id')
          .select(['users.email', 'notifications.kind', 'notifications.sentence', 'notifications.note'])
          .orderBy('users.email')
          .orderBy('notifications.event_id')
          .execute()
        await everyRecipientMayRead(db)
        return rows.map((row) => ({ to: row.email, kind: row.kind, sentence: row.sentence, note: row.note }))
      },
      async mailEveryone() {
        const users = await db.selectFrom('users').select('id').execute()
        await db
          .insertInto('notification_settings')
          .values(users.flatMap((user) => notificationKinds.map((kind) => ({ user_id: user.id, kind, email: 'immediate' as const }))))
          .execute()
      },
    }
  }

  const recipients = async (t: Harness) => (await t.told()).map(({ to, kind }) => `${kind} → ${to}`)

  it('a request raised tells those who may approve it, in its institution, not the requester', async () => {
    const t = await harness()
    await seedRequestsFixture(t.db)
    await t.as('rita@testville.example').requests.create({ kind: 'purchase', nbsi: fixtureTitles[0], quantity: 2, idempotencyKey: key() })
    expect(await recipients(t)).toEqual(['requestRaised → abe@testville.example', 'requestRaised → amy@testville.example'])
    const [first] = await t.told()
    expect(first?.sentence).toMatch(/^rita@testville\.example raised a purchase request: 2 × “.+”\. It awaits your decision\.$/)
  })

  it('a request approved at creation awaits nobody, and its requester made it', async () => {
    const t = await harness()
    await seedRequestsFixture(t.db)
    await t.as('auto@testville.example').requests.create({ kind: 'purchase', nbsi: fixtureTitles[0], quantity: 1, idempotencyKey: key() })
    expect(await recipients(t)).toEqual([])
  })

  it('a request decided, ordered and received tells its requester; cancelling one’s own tells nobody', async () => {
    const t = await harness()
    await requestFlow(t)
    const rita = t.as('rita@testville.example')
    const other = await rita.requests.create({ kind: 'purchase', nbsi: fixtureTitles[0], quantity: 1, idempotencyKey: key() })
    await rita.requests.cancel({ id: other.id, version: other.version })
    const toRita = (await t.told()).filter(({ to }) => to === 'rita@testville.example')
    expect(toRita.map(({ kind, sentence }) => [kind, sentence.replace(/“.+”/, '“…”')])).toEqual([
      ['requestDecided', 'amy@testville.example approved your request for “…”.'],
      ['requestProgressed', 'pam@testville.example ordered your request for “…”.'],
      ['requestProgressed', 'paul@testville.example marked your request for “…” received.'],
    ])
    expect(toRita.find(({ kind }) => kind === 'requestDecided')?.note).toBe('Fine')
  })

  it('an adoption proposed tells those who may approve it (never the adopter); its decision tells the adopter with the note', async () => {
    const t = await harness()
    await adoptionFlow(t, {
      between: async () => expect(await recipients(t)).toEqual(['adoptionProposed → apu@testville.example', 'adoptionProposed → ida@testville.example']),
    })
    const toIvan = (await t.told()).filter(({ to }) => to === 'ivan@testville.example')
    expect(toIvan).toEqual([
      {
        to: 'ivan@testville.example',
        kind: 'adoptionDecided',
        sentence: 'apu@testville.example rejected your adoption of “Cell Biology” for BIO201 Cell Biology 100% online (Autumn 2026).',
        note: 'Use the new edition',
      },
    ])
  })

  it('a booklist submitted or reopened tells the course’s other instructors who may read it', async () => {
    const t = await harness()
    await booklistFlow(t, {
      // ian teaches the course but holds no booklist:view: the read rule refuses him, so he is not told. vic does not teach it.
      between: async () => expect(await recipients(t)).toEqual(['booklistChanged → ivy@testville.example']),
    })
    const told = await t.told()
    expect(told.map(({ sentence }) => sentence)).toEqual([
      'ed@testville.example submitted the booklist of CHEM101 Intro Chemistry (Autumn 2026).',
      'ed@testville.example reopened the booklist of CHEM101 Intro Chemistry (Autumn 2026).',
    ])
    expect(told[1]?.note).toBe('Adding the lab manual')
  })

  it('a bulk upload applied tells its uploader, with the counts', async () => {
    const t = await harness()
    await uploadFlow(t)
    expect(await t.told()).toEqual([
      { to: 'lib@testville.example', kind: 'uploadFinished', sentence: 'Your upload “autumn.csv” finished: 1 row added.', note: null },
    ])
  })

  it('my permissions changed tells me who changed what, with the note; nobody else', async () => {
    const t = await harness()
    await staffFlow(t)
    expect(await t.told()).toEqual([
      {
        to: 'bob@testville.example',
        kind: 'permissionsChanged',
        sentence: 'ada@testville.example changed your permissions: booklist:edit granted; booklist:view withdrawn.',
        note: 'Covering for Ed',
      },
    ])
  })

  const flows: readonly (readonly [string, Flow])[] = [
    ['a request raised, decided, ordered and received', requestFlow],
    ['an adoption proposed and rejected', adoptionFlow],
    ['a booklist submitted and reopened', booklistFlow],
    ['a bulk upload applied', uploadFlow],
    ['permissions changed', staffFlow],
  ]

  it.each(flows)('by email, with everyone choosing mail at once: %s reaches exactly the people told, once each, through SMTP', async (_name, flow) => {
    const t = await harness()
    await flow(t, { seeded: () => t.mailEveryone() })
    const told = await t.told()
    expect(told.length).toBeGreaterThan(0)
    const inbox = await startSmtpInbox()
    try {
      const worker = startOutboxWorker({
        db: t.db,
        policy,
        transport: smtpMailTransport(inbox.url),
        now: () => Date.parse(start) + 3_600_000,
        logger: memoryLogger(),
        appOrigin: 'https://adoptions.example.edu',
        from: 'Adoptions <no-reply@example.edu>',
        intervalMs: 0,
      })
      await worker.drainOnce()
      await worker.close()
      const mailed = inbox.received.map((mail) => [addressOf(mail), mail.text?.split('\n')[0]])
      expect(mailed.sort()).toEqual(told.map(({ to, sentence }) => [to, sentence]).sort())
    } finally {
      await inbox.close()
    }
  })

  it('a change that is refused tells nobody (the notifications roll back with it)', async () => {
    const t = await harness()
    await seedRequestsFixture(t.db)
    const raised = await t.as('rita@testville.example').requests.create({ kind: 'purchase', nbsi: fixtureTitles[0], quantity: 2, idempotencyKey: key() })
    await t.as('amy@testville.example').requests.approve({ id: raised.id, version: raised.version })
    const before = (await t.told()).length
    await expect(t.as('abe@testville.example').requests.approve({ id: raised.id, version: raised.version })).rejects.toThrow()
    expect((await t.told()).length).toBe(before)
  })

  it('queues a mail at once only for the kinds a person gets at once, and none for a kind they turned off', async () => {
    const t = await harness()
    await seedRequestsFixture(t.db)
    const amy = await t.db.selectFrom('users').select('id').where('email', '=', 'amy@testville.example').executeTakeFirstOrThrow()
    await t.db.insertInto('notification_settings').values({ user_id: amy.id, kind: 'requestRaised', email: 'off' }).execute()
    await t.as('rita@testville.example').requests.create({ kind: 'purchase', nbsi: fixtureTitles[0], quantity: 2, idempotencyKey: key() })
    const mails = await t.db
      .selectFrom('mail_outbox')
      .innerJoin('users', 'users.id', 'mail_outbox.recipient_id')
      .select(['users.email', 'mail_outbox.status', 'mail_outbox.key'])
      .execute()
    expect(mails.map(({ email, status }) => [email, status])).toEqual([['abe@testville.example', 'pending']])
    expect(mails[0]?.key).toMatch(/^notification:.+:email$/)
    const byEmail = await t.db.selectFrom('notifications').select(['recipient_id', 'email']).orderBy('recipient_id').execute()
    expect(byEmail.find((row) => row.recipient_id === amy.id)?.email).toBe('none')
  })
})

/** A change made step by step, with hooks: once its fixture is seeded, and between its two steps (to look at who was told of the first). */
type Flow = (t: Harness, hooks?: { readonly seeded?: () => Promise<void>; readonly between?: () => Promise<void> }) => Promise<void>

const requestFlow: Flow = async (t, hooks = {}) => {
  await seedRequestsFixture(t.db)
  await hooks.seeded?.()
  const raised = await t.as('rita@testville.example').requests.create({ kind: 'purchase', nbsi: fixtureTitles[0], quantity: 2, idempotencyKey: key() })
  await hooks.between?.()
  const approved = await t.as('amy@testville.example').requests.approve({ id: raised.id, version: raised.version, note: 'Fine' })
  const { order } = await t
    .as('pam@testville.example')
    .orders.place({ requests: [{ id: approved.id, version: approved.version }], supplier: 'Blackwell', idempotencyKey: key() })
  await t.as('paul@testville.example').orders.receive({ id: order.id, version: order.version })
}

const adoptionFlow: Flow = async (t, hooks = {}) => {
  await seedCoursesFixture(t.db)
  await hooks.seeded?.()
  const adopted = await t.as('ivan@testville.example').adoptions.adopt({ courseId: 'c-bio', nbsi: 't-bio', idempotencyKey: key() })
  await hooks.between?.()
  await t.as('apu@testville.example').adoptions.reject({ id: adopted.id, version: adopted.version, note: 'Use the new edition' })
}

const booklistFlow: Flow = async (t, hooks = {}) => {
  await replaceData(t.db, parseOrThrow(booklistFixture, 'booklist-notify.yaml'))
  await hooks.seeded?.()
  const ed = t.as('ed@testville.example')
  const list = await ed.booklists.get({ id: 'testville-CHEM101-2026-autumn-bl' })
  const submitted = await ed.booklists.submit({ id: list.id, version: list.version })
  await hooks.between?.()
  await ed.booklists.reopen({ id: submitted.id, version: submitted.version, note: 'Adding the lab manual' })
}

const uploadFlow: Flow = async (t, hooks = {}) => {
  await seedUploadsFixture(t.db)
  await hooks.seeded?.()
  const lib = t.as('lib@testville.example')
  const { upload } = await lib.uploads.check({
    fileName: 'autumn.csv',
    byteSize: 512,
    checksum: 'a'.repeat(64),
    columns: ['isbn', 'Course_Code', 'quantity', 'requirement', 'note', 'term'],
    rows: [{ row: 2, cells: ['9780131103627', 'CHEM101', '30', 'essential', '', ''] }],
    idempotencyKey: key(),
  })
  await lib.uploads.commit({ id: upload.id, version: upload.version, idempotencyKey: key() })
}

const staffFlow: Flow = async (t, hooks = {}) => {
  await replaceData(t.db, parseOrThrow(staffFixture, 'staff-notify.yaml'))
  await hooks.seeded?.()
  const bob = await t.db.selectFrom('users').select(['id', 'version']).where('email', '=', 'bob@testville.example').executeTakeFirstOrThrow()
  await t.as('ada@testville.example').staff.setPermissions({ id: bob.id, version: bob.version, granted: ['booklist:edit'], note: 'Covering for Ed' })
}

function addressOf(mail: ParsedMail): string | undefined {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
  return to?.value[0]?.address
}

/** Every notification's recipient may read its record now, by an ability built here from their own facts (not the notifier's). */
async function everyRecipientMayRead(db: AppDb): Promise<void> {
  const made = await db.selectFrom('notifications').select(['recipient_id', 'institution_id', 'record_type', 'record_id']).execute()
  const kinds = recordKindsAt(start)
  for (const notification of made) {
    const institution = await findInstitution(db, notification.institution_id)
    const facts = await loadFacts(db, policy, notification.recipient_id, notification.institution_id, institution?.config)
    if (!facts.ok) throw new Error(facts.problem)
    const ability = buildAbility(policy, { ...facts.facts, user: { id: notification.recipient_id, institutionId: notification.institution_id } })
    const kind = kinds[notification.record_type]
    const row = await kind.load(db, notification.record_id)
    if (!row) throw new Error(`${notification.record_type} ${notification.record_id} is gone`)
    const record = subject(notification.record_type, { ...(await kind.fields(db, row)) })
    expect((ability.can as (action: string, on: unknown) => boolean)('read', record), `${notification.recipient_id} may read ${notification.record_id}`).toBe(
      true,
    )
  }
}
