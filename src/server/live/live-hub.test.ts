import { randomUUID } from 'node:crypto'
import { subject } from '@casl/ability'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LiveMessage } from '../../contracts/live.ts'
import { buildAbility } from '../../policy/index.ts'
import { appendEvents } from '../db/record-events-repo.ts'
import { recordTypes, type AppDb, type RecordType } from '../db/schema.ts'
import { findUserByEmail } from '../db/users-repo.ts'
import { defaultLimits } from '../limits.ts'
import { memoryLogger } from '../logger.ts'
import { policy } from '../policy.ts'
import { cookieFor, seedDemo } from '../testing/seed.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../trpc/context.ts'
import { createCallerFactory } from '../trpc/init.ts'
import { loadFacts } from '../trpc/load-facts.ts'
import { appRouter } from '../trpc/router.ts'
import { loadChangedRecords } from './changed-records.ts'
import { memoryLiveBus } from './live-bus.ts'
import { startLiveHub, type LiveDelivery, type LiveHub } from './live-hub.ts'
import { recordKindsAt } from './record-kinds.ts'

const createCaller = createCallerFactory(appRouter)
const now = Date.parse('2026-11-23T08:00:00.000Z')

/** A stream opened for a person, and what it has received so far. */
interface Listening {
  readonly received: LiveDelivery[]
  stop(): void
}

function listen(hub: LiveHub, person: { userId: string; institutionId: string }, lastEventId?: number): Listening {
  const controller = new AbortController()
  const received: LiveDelivery[] = []
  void (async () => {
    for await (const delivery of hub.open(person, lastEventId, controller.signal)) received.push(delivery)
  })()
  return { received, stop: () => controller.abort() }
}

/** Lets the hub's work (reads, fan-out) finish: a few macrotask turns. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 5))
}

const changesOf = (listening: Listening) =>
  listening.received.flatMap(({ message }) => (message.kind === 'changes' ? message.changes : [])).map((change) => `${change.type}:${change.id}`)

describe('the live hub (SQLite)', () => {
  let temp: TestDatabase
  let deps: ServerDeps
  let hub: LiveHub
  const personOf = async (email: string) => {
    const user = await findUserByEmail(deps.db, email)
    if (!user?.institutionId) throw new Error(`no user ${email}`)
    return { userId: user.id, institutionId: user.institutionId }
  }
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const rosaRaisesARequest = async () =>
    as('rosa@westbrook.example').requests.create({ kind: 'purchase', nbsi: await anyTitle(deps.db), quantity: 1, idempotencyKey: randomUUID() })

  // One seeded database for all (seeding is the slow part); each test adds its own records and opens its own hub.
  beforeAll(async () => {
    temp = await createTestDatabase('sqlite')
    await seedDemo(temp.db, { records: true })
    // The data file holds no access review: ana starts one, so every record type has a record to change.
    const setup: ServerDeps = { db: temp.db, policy, logger: memoryLogger(), now: () => now, limits: defaultLimits }
    await createCaller(async () => createContext(setup, await cookieFor(temp.db, 'ana@northbridge.example'))).accessReviews.start({
      idempotencyKey: randomUUID(),
    })
  })
  afterAll(() => temp.dispose())
  beforeEach(async () => {
    hub = await startLiveHub({ db: temp.db, policy, bus: memoryLiveBus(), logger: memoryLogger(), now: () => now })
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => now, limits: defaultLimits, live: hub }
  })
  afterEach(() => hub.close())

  it('tells the approver of a request raised by a colleague, with who and the new version, and tells another institution nothing', async () => {
    const omar = listen(hub, await personOf('omar@westbrook.example'))
    const raj = listen(hub, await personOf('raj@riverside.example'))
    await settle()
    const created = await rosaRaisesARequest()
    await settle()
    const heard = omar.received.map(({ message }) => message).filter((message) => message.kind === 'changes' && message.changes.length > 0)
    expect(heard).toEqual([
      {
        kind: 'changes',
        changes: [
          expect.objectContaining({ type: 'Request', id: created.id, action: 'create', actorEmail: 'rosa@westbrook.example', version: created.version }),
        ],
        leftOut: 0,
        types: ['Request'],
      },
    ])
    // Raj hears only the first message, which tells his tab where to resume from.
    expect(raj.received.map(({ message }) => message)).toEqual([{ kind: 'changes', changes: [], leftOut: 0, types: [] }])
    omar.stop()
    raj.stop()
  })

  it('replays what a tab missed since its last event id, and only what it may read', async () => {
    const omarPerson = await personOf('omar@westbrook.example')
    const first = listen(hub, omarPerson)
    await settle()
    const resumeFrom = first.received.at(-1)?.id ?? 0
    first.stop()
    const created = await rosaRaisesARequest()
    await settle()
    const again = listen(hub, omarPerson, resumeFrom)
    await settle()
    expect(changesOf(again)).toEqual([`Request:${created.id}`])
    const rajAgain = listen(hub, await personOf('raj@riverside.example'), resumeFrom)
    await settle()
    expect(changesOf(rajAgain)).toEqual([])
    again.stop()
    rajAgain.stop()
  })

  it('tells a tab too far behind to read everything again', async () => {
    const omar = listen(hub, await personOf('omar@westbrook.example'), 0)
    await settle()
    expect(omar.received[0]?.message).toEqual({ kind: 'resync' })
    omar.stop()
  })

  it('tells a staff member at once that their own permissions changed, and by whom', async () => {
    const ben = await personOf('ben@northbridge.example')
    const stream = listen(hub, ben)
    await settle()
    const { member } = await as('ana@northbridge.example').staff.get({ id: ben.userId })
    await as('ana@northbridge.example').staff.setPermissions({
      id: ben.userId,
      version: member.version,
      granted: member.granted.filter((name) => name !== 'catalogue:search'),
    })
    await settle()
    const access = stream.received
      .map(({ message }) => message)
      .filter((message): message is Extract<LiveMessage, { kind: 'access' }> => message.kind === 'access')
    expect(access).toEqual([expect.objectContaining({ kind: 'access', byEmail: 'ana@northbridge.example' })])
    stream.stop()
  })

  it('tells everyone of an institution whose flags or configuration changed to read their access again, and nobody else', async () => {
    const omar = listen(hub, await personOf('omar@westbrook.example'))
    const raj = listen(hub, await personOf('raj@riverside.example'))
    await settle()
    await hub.institutionChanged('westbrook')
    await settle()
    expect(omar.received.map(({ message }) => message.kind)).toEqual(['changes', 'access'])
    expect(omar.received.at(-1)?.message).toMatchObject({ kind: 'access', byEmail: null })
    expect(raj.received.map(({ message }) => message.kind)).toEqual(['changes'])
    omar.stop()
    raj.stop()
  })

  it('keeps at most ten streams per person: the oldest makes room', async () => {
    const omar = await personOf('omar@westbrook.example')
    const streams = Array.from({ length: 12 }, () => listen(hub, omar))
    await settle()
    expect(hub.streamCount).toBe(10)
    for (const stream of streams) stream.stop()
    await settle()
    expect(hub.streamCount).toBe(0)
  })

  it('ends a stream after LIVE_STREAM_MAX_MS, idle or not (the tab reconnects and resumes)', async () => {
    const short = await startLiveHub({ db: temp.db, policy, bus: memoryLiveBus(), logger: memoryLogger(), now: () => now, streamMaxMs: 600 })
    const stream = listen(short, await personOf('omar@westbrook.example'))
    await settle()
    expect(short.streamCount).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 600))
    await settle()
    expect(short.streamCount).toBe(0)
    stream.stop()
    await short.close()
  })

  // Driven by the record rules: for every record type, one stored record changes, and each demo person's
  // stream must carry it exactly when the compiled ability lets them read that record now.
  it.each(recordTypes.map((type) => [type]))('delivers a change of a %s only to the people its read rule allows', async (type: RecordType) => {
    const record = await someRecord(deps.db, type)
    const people = await everyone(deps.db)
    const streams = new Map(people.map((person) => [person.email, listen(hub, person)]))
    await settle()
    const ids = await appendEvents(deps.db, [
      {
        record_type: type,
        record_id: record.id,
        timeline_id: record.id,
        institution_id: record.institution_id,
        actor_id: people.find((person) => person.institutionId === record.institution_id)?.userId ?? 'ana',
        at: new Date(now).toISOString(),
        action: 'edit',
        from_status: null,
        to_status: null,
        note: null,
        changes: null,
      },
    ])
    hub.committed(ids)
    await settle()
    const fields = (await loadChangedRecords(deps.db, [liveRow(type, record)], new Date(now).toISOString())).get(`${type}:${record.id}`)?.fields
    const expected: string[] = []
    for (const person of people) {
      const mayRead = person.ability.can('read', subject(type, { ...fields }) as never)
      if (person.institutionId !== record.institution_id) expect(mayRead, `${person.email} is of another institution`).toBe(false)
      if (mayRead) expected.push(person.email)
    }
    const delivered = people
      .filter((person) => changesOf(streams.get(person.email) as Listening).includes(`${type}:${record.id}`))
      .map((person) => person.email)
    expect(delivered.sort()).toEqual(expected.sort())
    for (const stream of streams.values()) stream.stop()
  })
})

async function anyTitle(db: AppDb): Promise<string> {
  const row = await db.selectFrom('titles').select('nbsi').limit(1).executeTakeFirstOrThrow()
  return row.nbsi
}

async function someRecord(db: AppDb, type: RecordType): Promise<{ id: string; institution_id: string }> {
  const table = recordKindsAt(new Date(now).toISOString())[type].table
  const row = (await (db as never as AppDb)
    .selectFrom(table as 'requests')
    .select(['id', 'institution_id'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()) as { id: string; institution_id: string } | undefined
  if (!row) throw new Error(`the demo data holds no ${type}`)
  return row
}

async function everyone(db: AppDb) {
  const users = await db.selectFrom('users').select(['id', 'email', 'institution_id', 'disabled']).where('disabled', '=', 0).execute()
  const people = []
  for (const user of users) {
    if (user.institution_id === null) continue
    const institution = await db.selectFrom('institutions').select('config').where('id', '=', user.institution_id).executeTakeFirstOrThrow()
    const loaded = await loadFacts(db, policy, user.id, user.institution_id, JSON.parse(String(institution.config)))
    if (!loaded.ok) throw new Error(loaded.problem)
    const ability = buildAbility(policy, { ...loaded.facts, user: { id: user.id, institutionId: user.institution_id } })
    people.push({ userId: user.id, email: user.email, institutionId: user.institution_id, ability })
  }
  return people
}

function liveRow(type: RecordType, record: { id: string; institution_id: string }) {
  return {
    id: 0,
    recordType: type,
    recordId: record.id,
    timelineId: record.id,
    institutionId: record.institution_id,
    action: 'edit',
    actorId: '',
    actorEmail: '',
    at: '',
  }
}
