import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultLimits } from '../limits.ts'
import { memoryLogger } from '../logger.ts'
import { policy } from '../policy.ts'
import type { AppDb, RecordType } from '../db/schema.ts'
import { lists, seedBooklistsFixture } from '../testing/booklists-fixture.ts'
import { seedCoursesFixture } from '../testing/courses-fixture.ts'
import { codeOf } from '../testing/error-code.ts'
import { seedRequestsFixture } from '../testing/requests-fixture.ts'
import { cookieFor } from '../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase, type TestDatabaseKind } from '../testing/test-databases.ts'
import { createContext, type ServerDeps } from './context.ts'
import { createCallerFactory } from './init.ts'
import { appRouter } from './router.ts'

const createCaller = createCallerFactory(appRouter)
type Caller = ReturnType<typeof createCaller>

/**
 * The one table of cases every record type on the write path must pass
 * (issue 25), on both databases. Each type names its fixture, how a record is
 * created, one change and the people for each answer.
 */
interface RecordCase {
  readonly type: RecordType
  /** The table whose rows a create adds. */
  readonly table: 'requests' | 'adoptions' | 'booklist_items'
  seed(db: AppDb): Promise<void>
  /** Creates a record with the key; answers its id. */
  create(as: (email: string) => Caller, key: string): Promise<string>
  /** One change to it, against the version given. */
  change(caller: Caller, id: string, version: number): Promise<unknown>
  /** Two people who may make the change: the first acts first, the second is then stale. */
  readonly changers: readonly [string, string]
  /** Reads the record but may not make the change. */
  readonly forbidden: string
  /** May make such changes, but at another institution. */
  readonly outsider: string
}

const cases: readonly RecordCase[] = [
  {
    type: 'Request',
    table: 'requests',
    seed: seedRequestsFixture,
    create: async (as, key) => (await as('rita@testville.example').requests.create({ kind: 'purchase', nbsi: 't-chem', quantity: 2, idempotencyKey: key })).id,
    change: (caller, id, version) => caller.requests.approve({ id, version }),
    changers: ['amy@testville.example', 'abe@testville.example'],
    // The requester reads her request but may not approve it.
    forbidden: 'rita@testville.example',
    outsider: 'otto@otherton.example',
  },
  {
    type: 'Adoption',
    table: 'adoptions',
    seed: seedCoursesFixture,
    create: async (as, key) => (await as('ivan@testville.example').adoptions.adopt({ courseId: 'c-chem', nbsi: 't-chem', idempotencyKey: key })).id,
    change: (caller, id, version) => caller.adoptions.approve({ id, version }),
    changers: ['apu@testville.example', 'ida@testville.example'],
    // The instructor who proposed it reads it but may not approve it.
    forbidden: 'ivan@testville.example',
    outsider: 'otto@otherton.example',
  },
  {
    type: 'BooklistItem',
    table: 'booklist_items',
    seed: seedBooklistsFixture,
    create: async (as, key) => {
      const list = await as('ed@testville.example').booklists.addItem({ booklistId: lists.draft, title: 't-bio', quantity: 3, idempotencyKey: key })
      return list.items.find((item) => item.nbsi === 't-bio')!.id
    },
    change: (caller, id, version) => caller.booklists.updateItem({ id, version, quantity: 12 }),
    changers: ['ed@testville.example', 'eve@testville.example'],
    // booklist:view alone: reads the list, may not edit it.
    forbidden: 'vic@testville.example',
    outsider: 'otto@otherton.example',
  },
]

describe.each(testDatabases())('the write path on %s', (kind) => {
  describe.each(cases)('$type', (recordCase) => {
    let temp: TestDatabase
    let deps: ServerDeps
    let clock = Date.parse('2026-11-23T08:00:00.000Z')
    const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
    const versionOf = async (id: string) =>
      (await sql<{ version: number }>`SELECT version FROM ${sql.table(recordCase.table)} WHERE id = ${id}`.execute(temp.db)).rows[0]?.version
    const eventsOf = (id: string) =>
      temp.db
        .selectFrom('record_events')
        .select(['action', 'actor_id'])
        .where('record_type', '=', recordCase.type)
        .where('record_id', '=', id)
        .orderBy('id')
        .execute()
    const rows = async () => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(recordCase.table)}`.execute(temp.db)).rows[0]?.n)

    beforeEach(async () => {
      temp = await createTestDatabase(kind)
      deps = { db: temp.db, policy, logger: memoryLogger(), now: () => (clock += 60_000), limits: defaultLimits }
      await recordCase.seed(temp.db)
    })
    afterEach(() => temp.dispose())

    it('answers a stale version with CONFLICT naming who changed it, and writes nothing', async () => {
      const id = await recordCase.create(as, randomUUID())
      const [first, second] = recordCase.changers
      await recordCase.change(as(first), id, 1)
      const events = await eventsOf(id)
      await expect(recordCase.change(as(second), id, 1)).rejects.toThrow(
        new RegExp(`changed after you loaded it: ${first.replace('.', '\\.')} .* at \\d+ Nov 2026, \\d\\d:\\d\\d UTC.* Reload`),
      )
      expect(await codeOf(recordCase.change(as(second), id, 1))).toBe('CONFLICT')
      expect([await versionOf(id), await eventsOf(id)]).toEqual([2, events])
    })

    it('creates once for a retried key: the same record, one event', async () => {
      const key = randomUUID()
      const before = await rows()
      const id = await recordCase.create(as, key)
      expect(await recordCase.create(as, key)).toBe(id)
      expect(await rows()).toBe(before + 1)
      expect(await eventsOf(id)).toHaveLength(1)
    })

    it('answers FORBIDDEN to a reader who may not take the action, and writes nothing', async () => {
      const id = await recordCase.create(as, randomUUID())
      expect(await codeOf(recordCase.change(as(recordCase.forbidden), id, 1))).toBe('FORBIDDEN')
      expect(await versionOf(id)).toBe(1)
      expect(await eventsOf(id)).toHaveLength(1)
    })

    it('answers NOT_FOUND for a record the user may not read, as for one that does not exist', async () => {
      const id = await recordCase.create(as, randomUUID())
      expect(await codeOf(recordCase.change(as(recordCase.outsider), id, 1))).toBe('NOT_FOUND')
      expect(await codeOf(recordCase.change(as(recordCase.changers[0]), 'no-such-record', 1))).toBe('NOT_FOUND')
      expect(await versionOf(id)).toBe(1)
      expect(await eventsOf(id)).toHaveLength(1)
    })

    it('leaves neither the change nor its event when the transaction fails', async () => {
      const id = await recordCase.create(as, randomUUID())
      const events = await eventsOf(id)
      await refuseEventInserts(temp.db, kind)
      expect(await codeOf(recordCase.change(as(recordCase.changers[0]), id, 1))).toBe('INTERNAL_SERVER_ERROR')
      expect([await versionOf(id), await eventsOf(id)]).toEqual([1, events])
    })

    it('leaves no record when the transaction of a create fails', async () => {
      const before = await rows()
      await refuseEventInserts(temp.db, kind)
      expect(await codeOf(recordCase.create(as, randomUUID()))).toBe('INTERNAL_SERVER_ERROR')
      expect(await rows()).toBe(before)
      expect(await temp.db.selectFrom('record_events').select('id').where('record_type', '=', recordCase.type).execute()).toEqual([])
    })
  })
})

/** A failure inside the transaction, after the record's own write: the database refuses the event. */
async function refuseEventInserts(db: AppDb, kind: TestDatabaseKind): Promise<void> {
  if (kind === 'sqlite') {
    await sql`CREATE TRIGGER refuse_events BEFORE INSERT ON record_events BEGIN SELECT RAISE(ABORT, 'injected failure'); END`.execute(db)
    return
  }
  await sql`CREATE FUNCTION refuse_events() RETURNS trigger LANGUAGE plpgsql AS 'BEGIN RAISE EXCEPTION ''injected failure''; END'`.execute(db)
  await sql`CREATE TRIGGER refuse_events BEFORE INSERT ON record_events FOR EACH ROW EXECUTE FUNCTION refuse_events()`.execute(db)
}
