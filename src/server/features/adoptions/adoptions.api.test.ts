import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { seedCoursesFixture } from '../../testing/courses-fixture.ts'
import { codeOf } from '../../testing/error-code.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'
import { defaultLimits } from '../../limits.ts'

const createCaller = createCallerFactory(appRouter)

describe.each(testDatabases())('the adoptions API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = Date.parse('2026-11-23T08:00:00.000Z')
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const adoptInput = (courseId: string, nbsi: string) => ({ courseId, nbsi, idempotencyKey: randomUUID() })

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => (clock += 1000), limits: defaultLimits }
    await seedCoursesFixture(temp.db)
  })
  afterEach(() => temp.dispose())

  /** `count` more courses for this teacher, MATH103 to MATH130 in 2025-spring (c-math-0 …). */
  async function assignMany(email: string, count: number): Promise<void> {
    const user = await temp.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    const ids = Array.from({ length: count }, (_, i) => i)
    await temp.db
      .insertInto('courses')
      .values(
        ids.map((i) => ({
          id: `c-math-${i}`,
          institution_id: 'testville',
          code: `MATH${103 + i}`,
          title: `Calculus ${i}`,
          term: '2025-spring',
          department: 'Mathematics',
          enrolment: 20,
          status: 'active' as const,
          import_source: null,
          imported_at: null,
        })),
      )
      .execute()
    await temp.db
      .insertInto('course_instructors')
      .values(ids.map((i) => ({ course_id: `c-math-${i}`, email, name: null, user_id: user.id })))
      .execute()
  }

  it('lists only the courses the user teaches, each with the titles of its booklist', async () => {
    const ivan = await as('ivan@testville.example').adoptions.list({})
    expect(ivan.rows.map((course) => course.code)).toEqual(['BIO201', 'CHEM101'])
    expect([ivan.total, ivan.terms, ivan.awaitingCount]).toEqual([2, ['2026-autumn'], 0])
    const chem = ivan.rows.find((course) => course.code === 'CHEM101')
    expect(chem?.titles.map((title) => [title.title, title.requirement, title.adoption])).toEqual([
      ['Organic Chemistry', 'essential', null],
      ['Cell Biology', 'essential', null],
    ])
    expect(chem?.titles[0]?.record).toMatchObject({ courseId: 'c-chem', status: 'proposed', instructorIds: [expect.any(String)] })
    const ida = await as('ida@testville.example').adoptions.list({})
    expect([ida.rows.map((course) => course.code), ida.terms]).toEqual([
      ['PHYS110', 'BIO201'],
      ['2027-spring', '2026-autumn'],
    ])
    expect((await as('otto@otherton.example').adoptions.list({})).rows.map((course) => course.title)).toEqual(['Otherton Chemistry'])
  })

  it('pages the assigned courses with their total, and filters them by term and by code or title', async () => {
    await assignMany('ivan@testville.example', 28)
    const ivan = as('ivan@testville.example')
    const first = await ivan.adoptions.list({ sort: 'code' })
    expect([first.rows.length, first.total, first.terms]).toEqual([25, 30, ['2026-autumn', '2025-spring']])
    expect(first.rows[0]?.code).toBe('BIO201')
    const second = await ivan.adoptions.list({ sort: 'code', page: 2 })
    expect([second.rows.map((course) => course.code), second.total]).toEqual([['MATH126', 'MATH127', 'MATH128', 'MATH129', 'MATH130'], 30])
    const autumn = await ivan.adoptions.list({ term: '2026-autumn' })
    expect([autumn.rows.map((course) => course.code), autumn.total, autumn.terms]).toEqual([['BIO201', 'CHEM101'], 2, ['2026-autumn', '2025-spring']])
    // Code or title, any case; a % is matched as itself.
    expect((await ivan.adoptions.list({ q: 'chem' })).rows.map((course) => course.code)).toEqual(['CHEM101'])
    expect((await ivan.adoptions.list({ q: '100%' })).rows.map((course) => course.code)).toEqual(['BIO201'])
    expect((await ivan.adoptions.list({ q: 'math12', term: '2026-autumn' })).total).toBe(0)
    // Still only the courses the user teaches: ida sees none of ivan's, however she filters.
    expect((await as('ida@testville.example').adoptions.list({ q: 'math' })).total).toBe(0)
    expect(await codeOf(ivan.adoptions.list({ term: 'autumn' }))).toBe('BAD_REQUEST')
  })

  it('counts what awaits the user and pages it, only what they may approve', async () => {
    await assignMany('ivan@testville.example', 28)
    const ivanId = (await temp.db.selectFrom('users').select('id').where('email', '=', 'ivan@testville.example').executeTakeFirstOrThrow()).id
    const at = (n: number) => `2026-10-${String(n).padStart(2, '0')}T08:00:00.000Z`
    await temp.db
      .insertInto('adoptions')
      .values(
        Array.from({ length: 28 }, (_, i) => ({
          id: `ad-${i}`,
          institution_id: 'testville',
          course_id: `c-math-${i}`,
          nbsi: i % 2 ? 't-chem' : 't-bio',
          term: '2025-spring',
          adopted_by: ivanId,
          status: 'proposed' as const,
          decided_by: null,
          decided_at: null,
          note: null,
          created_at: at(i + 1),
          updated_at: at(i + 1),
        })),
      )
      .execute()
    const apu = as('apu@testville.example')
    expect((await apu.adoptions.list({})).awaitingCount).toBe(28)
    const first = await apu.adoptions.awaiting({})
    expect([first.rows.length, first.total, first.terms]).toEqual([25, 28, ['2025-spring']])
    expect(first.rows[0]).toMatchObject({ id: 'ad-0', courseCode: 'MATH103', title: 'Cell Biology', adoptedBy: 'ivan@testville.example', term: '2025-spring' })
    const second = await apu.adoptions.awaiting({ page: 2 })
    expect(second.rows.map((row) => row.id)).toEqual(['ad-25', 'ad-26', 'ad-27'])
    const newest = await apu.adoptions.awaiting({ sort: 'created', desc: true, pageSize: 50 })
    expect([newest.rows.length, newest.rows[0]?.id]).toEqual([28, 'ad-27'])
    // By title name, then by course code; a term with none is empty.
    expect((await apu.adoptions.awaiting({ q: 'organic' })).total).toBe(14)
    expect((await apu.adoptions.awaiting({ q: 'MATH103' })).rows.map((row) => row.id)).toEqual(['ad-0'])
    expect((await apu.adoptions.awaiting({ term: '2026-autumn' })).total).toBe(0)
    // ivan may approve none (his own, and no adoptions:approve); otto is at another institution.
    const ivan = as('ivan@testville.example')
    expect([(await ivan.adoptions.list({})).awaitingCount, (await ivan.adoptions.awaiting({})).total]).toEqual([0, 0])
    expect([(await as('otto@otherton.example').adoptions.list({})).awaitingCount, (await as('otto@otherton.example').adoptions.awaiting({})).total]).toEqual([
      0, 0,
    ])
    expect(await codeOf(as('nora@testville.example').adoptions.awaiting({}))).toBe('FORBIDDEN')
  })

  it('adopts a title once per key, writes its event, and shows it proposed', async () => {
    const ivan = as('ivan@testville.example')
    const input = adoptInput('c-chem', 't-chem')
    const adopted = await ivan.adoptions.adopt(input)
    expect(adopted).toMatchObject({ status: 'proposed', version: 1 })
    expect(await ivan.adoptions.adopt(input)).toEqual(adopted)
    const title = (await ivan.adoptions.list({})).rows.find((c) => c.id === 'c-chem')?.titles.find((t) => t.nbsi === 't-chem')
    expect(title?.adoption).toMatchObject({ id: adopted.id, status: 'proposed', adoptedBy: 'ivan@testville.example' })
    const events = await temp.db
      .selectFrom('record_events')
      .select(['from_status', 'to_status'])
      .where('record_type', '=', 'Adoption')
      .where('record_id', '=', adopted.id)
      .execute()
    expect(events).toEqual([{ from_status: null, to_status: 'proposed' }])
    // A second proposal of the same title (another key, another instructor) is a conflict.
    expect(await codeOf(ivan.adoptions.adopt(adoptInput('c-chem', 't-chem')))).toBe('CONFLICT')
  })

  it('refuses an adoption for a course the user does not teach, and any call without the permission', async () => {
    expect(await codeOf(as('ivan@testville.example').adoptions.adopt(adoptInput('c-phys', 't-chem')))).toBe('FORBIDDEN')
    expect(await codeOf(as('ivan@testville.example').adoptions.adopt(adoptInput('c-other', 't-chem')))).toBe('NOT_FOUND')
    expect(await codeOf(as('ivan@testville.example').adoptions.adopt(adoptInput('c-chem', 't-no-such-title')))).toBe('NOT_FOUND')
    // Vera sees every course but teaches none and lacks viewAssignedCourses: the procedure itself is refused.
    expect(await codeOf(as('vera@testville.example').adoptions.adopt(adoptInput('c-chem', 't-chem')))).toBe('FORBIDDEN')
    expect(await codeOf(as('nora@testville.example').adoptions.list({}))).toBe('FORBIDDEN')
    expect(await codeOf(as('ivan@testville.example').adoptions.approve({ id: 'anything', version: 1 }))).toBe('FORBIDDEN')
    expect(await temp.db.selectFrom('adoptions').select('id').execute()).toEqual([])
  })

  it('withdraws with the version seen, answers CONFLICT naming who changed it, and allows a new proposal after', async () => {
    const ivan = as('ivan@testville.example')
    const adopted = await ivan.adoptions.adopt(adoptInput('c-bio', 't-bio'))
    const withdrawn = await ivan.adoptions.withdraw({ id: adopted.id, version: 1 })
    expect(withdrawn).toMatchObject({ status: 'withdrawn', version: 2 })
    await expect(as('ida@testville.example').adoptions.withdraw({ id: adopted.id, version: 1 })).rejects.toThrow(
      new RegExp(
        String.raw`^This adoption changed after you loaded it: ivan@testville\.example withdrew it at \d+ Nov 2026, \d\d:\d\d UTC; ` +
          String.raw`it is now withdrawn\. Reload to see the latest version\.$`,
      ),
    )
    expect(await codeOf(ivan.adoptions.withdraw({ id: adopted.id, version: 2 }))).toBe('FORBIDDEN')
    expect((await ivan.adoptions.adopt(adoptInput('c-bio', 't-bio'))).status).toBe('proposed')
  })

  it('lets an approver approve proposals of others, never their own, and lists what awaits them', async () => {
    const byIvan = await as('ivan@testville.example').adoptions.adopt(adoptInput('c-bio', 't-bio'))
    const byIda = await as('ida@testville.example').adoptions.adopt(adoptInput('c-phys', 't-chem'))
    const apu = as('apu@testville.example')
    expect((await apu.adoptions.awaiting({})).rows.map((a) => [a.courseCode, a.title, a.adoptedBy])).toEqual([
      ['BIO201', 'Cell Biology', 'ivan@testville.example'],
      ['PHYS110', 'Organic Chemistry', 'ida@testville.example'],
    ])
    const forIda = await as('ida@testville.example').adoptions.awaiting({})
    expect([forIda.rows.map((a) => a.id), forIda.total, (await as('ida@testville.example').adoptions.list({})).awaitingCount]).toEqual([[byIvan.id], 1, 1])
    expect(await codeOf(as('ida@testville.example').adoptions.approve({ id: byIda.id, version: 1 }))).toBe('FORBIDDEN')
    expect(await apu.adoptions.approve({ id: byIvan.id, version: 1, note: 'Fine' })).toMatchObject({ status: 'approved', version: 2 })
    expect(await codeOf(apu.adoptions.approve({ id: byIvan.id, version: 2 }))).toBe('FORBIDDEN')
    expect(await codeOf(as('otto@otherton.example').adoptions.approve({ id: byIda.id, version: 1 }))).toBe('NOT_FOUND')
    const row = await temp.db.selectFrom('adoptions').selectAll().where('id', '=', byIvan.id).executeTakeFirstOrThrow()
    expect([row.status, row.decided_by !== null, row.note]).toEqual(['approved', true, 'Fine'])
    const events = await temp.db
      .selectFrom('record_events')
      .select(['to_status', 'note'])
      .where('record_type', '=', 'Adoption')
      .where('record_id', '=', byIvan.id)
      .orderBy('id')
      .execute()
    expect(events).toEqual([
      { to_status: 'proposed', note: null },
      { to_status: 'approved', note: 'Fine' },
    ])
  })

  it('answers an adoption’s history, proposed then approved, to whoever may read it, NOT_FOUND to anyone else', async () => {
    const ivan = as('ivan@testville.example')
    const adopted = await ivan.adoptions.adopt(adoptInput('c-bio', 't-bio'))
    await as('apu@testville.example').adoptions.approve({ id: adopted.id, version: 1, note: 'Fine' })
    const history = await ivan.adoptions.history({ id: adopted.id })
    expect(history.adoption).toEqual({
      id: adopted.id,
      status: 'approved',
      courseCode: 'BIO201',
      courseTitle: expect.any(String),
      title: 'Cell Biology',
      adoptedBy: 'ivan@testville.example',
    })
    expect(history.events.map((event) => [event.action, event.actorEmail, event.from, event.to, event.note])).toEqual([
      ['adopt', 'ivan@testville.example', null, 'proposed', null],
      ['approve', 'apu@testville.example', 'proposed', 'approved', 'Fine'],
    ])
    // The approver reads it too; another institution's user, and an id that is nowhere, are told the same.
    expect((await as('apu@testville.example').adoptions.history({ id: adopted.id })).events).toHaveLength(2)
    await expect(as('otto@otherton.example').adoptions.history({ id: adopted.id })).rejects.toThrow('There is no such adoption.')
    expect(await codeOf(as('otto@otherton.example').adoptions.history({ id: adopted.id }))).toBe('NOT_FOUND')
    expect(await codeOf(ivan.adoptions.history({ id: 'no-such-adoption' }))).toBe('NOT_FOUND')
    expect(await codeOf(as('nora@testville.example').adoptions.history({ id: adopted.id }))).toBe('FORBIDDEN')
  })

  it('gives exactly one winner to concurrent approvals', async () => {
    const adopted = await as('ivan@testville.example').adoptions.adopt(adoptInput('c-bio', 't-bio'))
    const approvers = [as('apu@testville.example'), as('otto@otherton.example'), as('apu@testville.example')]
    const outcomes = await Promise.all(approvers.map((caller) => codeOf(caller.adoptions.approve({ id: adopted.id, version: 1 }))))
    expect(outcomes.filter((code) => code === 'OK')).toHaveLength(1)
    expect(outcomes.filter((code) => code === 'CONFLICT').length + outcomes.filter((code) => code === 'NOT_FOUND').length).toBe(2)
  })
})
