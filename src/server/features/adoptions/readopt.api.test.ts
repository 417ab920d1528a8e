import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { codeOf } from '../../testing/error-code.ts'
import { readoptCourses, seedReadoptFixture } from '../../testing/readopt-fixture.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)
const { spring, autumn, bio } = readoptCourses

describe.each(testDatabases())('re-adopting last term’s titles on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = Date.parse('2026-08-01T08:00:00.000Z')
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const ivan = () => as('ivan@testville.example')
  const autumnAdoptions = () =>
    temp.db.selectFrom('adoptions').select(['nbsi', 'status', 'adopted_by']).where('course_id', '=', autumn).orderBy('nbsi').execute()

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => (clock += 1000), limits: defaultLimits }
    await seedReadoptFixture(temp.db)
  })
  afterEach(() => temp.dispose())

  it('previews the previous term’s approved titles, naming the one no longer in the catalogue', async () => {
    const preview = await ivan().adoptions.readoptPreview({ courseId: autumn })
    expect(preview.previous).toEqual({ id: spring, term: '2026-spring' })
    expect(preview.titles.map((title) => [title.nbsi, title.title, title.outcome])).toEqual([
      ['t-lab', 'Lab Manual', 'propose'],
      ['t-old', 'Old Tables', 'notInCatalogue'],
      ['t-chem', 'Organic Chemistry', 'propose'],
    ])
    const list = await ivan().adoptions.list({})
    // Unsorted, the list puts the term whose name sorts last first.
    expect(list.rows.map((course) => [course.code, course.term, course.previousApproved])).toEqual([
      ['CHEM101', '2026-spring', 0],
      ['BIO201', '2026-autumn', 0],
      ['CHEM101', '2026-autumn', 3],
    ])
  })

  it('proposes exactly the approved titles still in the catalogue, in one step, and nothing new the second time', async () => {
    const done = await ivan().adoptions.readopt({ courseId: autumn, idempotencyKey: randomUUID() })
    expect(done.replayed).toBe(false)
    expect(done.titles.map((title) => [title.nbsi, title.outcome])).toEqual([
      ['t-lab', 'propose'],
      ['t-old', 'notInCatalogue'],
      ['t-chem', 'propose'],
    ])
    const rows = await autumnAdoptions()
    expect(rows.map((row) => [row.nbsi, row.status])).toEqual([
      ['t-chem', 'proposed'],
      ['t-lab', 'proposed'],
    ])
    const events = await temp.db.selectFrom('record_events').select(['action', 'to_status']).where('record_type', '=', 'Adoption').execute()
    expect(events).toEqual([
      { action: 'readopt', to_status: 'proposed' },
      { action: 'readopt', to_status: 'proposed' },
    ])
    // Again: each title is already proposed, so nothing is written and the answer says why.
    const again = ivan().adoptions.readopt({ courseId: autumn, idempotencyKey: randomUUID() })
    await expect(again).rejects.toThrow(/Nothing to re-adopt/)
    expect(await autumnAdoptions()).toHaveLength(2)
    expect((await ivan().adoptions.readoptPreview({ courseId: autumn })).titles.map((title) => title.outcome)).toEqual([
      'alreadyAdopted',
      'notInCatalogue',
      'alreadyAdopted',
    ])
  })

  it('skips a title already proposed for the course and says so', async () => {
    await ivan().adoptions.adopt({ courseId: autumn, nbsi: 't-chem', idempotencyKey: randomUUID() })
    const done = await ivan().adoptions.readopt({ courseId: autumn, idempotencyKey: randomUUID() })
    expect(done.titles.map((title) => [title.nbsi, title.outcome])).toEqual([
      ['t-lab', 'propose'],
      ['t-old', 'notInCatalogue'],
      ['t-chem', 'alreadyAdopted'],
    ])
    expect(await autumnAdoptions()).toHaveLength(2)
  })

  it('refuses a person who does not teach the course, writing nothing', async () => {
    const apu = as('apu@testville.example')
    expect((await apu.adoptions.readoptPreview({ courseId: autumn })).titles.map((title) => title.outcome)).toEqual([
      'notAllowed',
      'notInCatalogue',
      'notAllowed',
    ])
    expect(await codeOf(apu.adoptions.readopt({ courseId: autumn, idempotencyKey: randomUUID() }))).toBe('FORBIDDEN')
    expect(await autumnAdoptions()).toEqual([])
    expect(await temp.db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([])
  })

  it('replays a confirm sent twice with one key', async () => {
    const idempotencyKey = randomUUID()
    await ivan().adoptions.readopt({ courseId: autumn, idempotencyKey })
    const replay = await ivan().adoptions.readopt({ courseId: autumn, idempotencyKey })
    expect(replay.replayed).toBe(true)
    expect(replay.courseId).toBe(autumn)
    expect(await autumnAdoptions()).toHaveLength(2)
  })

  it('refuses a course with no earlier term, and one the user may not read, writing nothing', async () => {
    const none = ivan().adoptions.readopt({ courseId: bio, idempotencyKey: randomUUID() })
    await expect(none).rejects.toThrow('Nothing to re-adopt: this course ran in no earlier term.')
    expect(await codeOf(ivan().adoptions.readopt({ courseId: bio, idempotencyKey: randomUUID() }))).toBe('BAD_REQUEST')
    expect(await codeOf(ivan().adoptions.readopt({ courseId: 'no-such-course', idempotencyKey: randomUUID() }))).toBe('NOT_FOUND')
    expect(await codeOf(ivan().adoptions.readoptPreview({ courseId: 'no-such-course' }))).toBe('NOT_FOUND')
    expect(await temp.db.selectFrom('adoptions').select('id').where('course_id', '<>', spring).execute()).toEqual([])
  })
})
