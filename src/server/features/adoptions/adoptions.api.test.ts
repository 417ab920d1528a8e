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

  it('lists only the courses the user teaches, each with the titles of its booklist', async () => {
    const ivan = await as('ivan@testville.example').adoptions.list()
    expect(ivan.courses.map((course) => course.code)).toEqual(['BIO201', 'CHEM101'])
    const chem = ivan.courses.find((course) => course.code === 'CHEM101')
    expect(chem?.titles.map((title) => [title.title, title.requirement, title.adoption])).toEqual([
      ['Organic Chemistry', 'essential', null],
      ['Cell Biology', 'essential', null],
    ])
    expect(chem?.titles[0]?.record).toMatchObject({ courseId: 'c-chem', status: 'proposed', instructorIds: [expect.any(String)] })
    expect((await as('ida@testville.example').adoptions.list()).courses.map((course) => course.code)).toEqual(['PHYS110', 'BIO201'])
    expect((await as('otto@otherton.example').adoptions.list()).courses.map((course) => course.title)).toEqual(['Otherton Chemistry'])
  })

  it('adopts a title once per key, writes its event, and shows it proposed', async () => {
    const ivan = as('ivan@testville.example')
    const input = adoptInput('c-chem', 't-chem')
    const adopted = await ivan.adoptions.adopt(input)
    expect(adopted).toMatchObject({ status: 'proposed', version: 1 })
    expect(await ivan.adoptions.adopt(input)).toEqual(adopted)
    const title = (await ivan.adoptions.list()).courses.find((c) => c.id === 'c-chem')?.titles.find((t) => t.nbsi === 't-chem')
    expect(title?.adoption).toMatchObject({ id: adopted.id, status: 'proposed', adoptedBy: 'ivan@testville.example' })
    const events = await temp.db.selectFrom('record_events').select(['from_status', 'to_status']).where('record_type', '=', 'Adoption').where('record_id', '=', adopted.id).execute()
    expect(events).toEqual([{ from_status: null, to_status: 'proposed' }])
    // A second proposal of the same title (another key, another instructor) is a conflict.
    expect(await codeOf(ivan.adoptions.adopt(adoptInput('c-chem', 't-chem')))).toBe('CONFLICT')
  })

  it('refuses an adoption for a course the user does not teach, and any call without the permission', async () => {
    expect(await codeOf(as('ivan@testville.example').adoptions.adopt(adoptInput('c-phys', 't-chem')))).toBe('FORBIDDEN')
    expect(await codeOf(as('ivan@testville.example').adoptions.adopt(adoptInput('c-other', 't-chem')))).toBe('NOT_FOUND')
    // Vera sees every course but teaches none and lacks viewAssignedCourses: the procedure itself is refused.
    expect(await codeOf(as('vera@testville.example').adoptions.adopt(adoptInput('c-chem', 't-chem')))).toBe('FORBIDDEN')
    expect(await codeOf(as('nora@testville.example').adoptions.list())).toBe('FORBIDDEN')
    expect(await codeOf(as('ivan@testville.example').adoptions.approve({ id: 'anything', version: 1 }))).toBe('FORBIDDEN')
    expect(await temp.db.selectFrom('adoptions').select('id').execute()).toEqual([])
  })

  it('withdraws with the version seen, answers CONFLICT naming who changed it, and allows a new proposal after', async () => {
    const ivan = as('ivan@testville.example')
    const adopted = await ivan.adoptions.adopt(adoptInput('c-bio', 't-bio'))
    const withdrawn = await ivan.adoptions.withdraw({ id: adopted.id, version: 1 })
    expect(withdrawn).toMatchObject({ status: 'withdrawn', version: 2 })
    await expect(as('ida@testville.example').adoptions.withdraw({ id: adopted.id, version: 1 })).rejects.toThrow(
      /^This adoption changed after you loaded it: ivan@testville\.example withdrew it at \d+ Nov 2026, \d\d:\d\d UTC; it is now withdrawn\. Reload to see the latest version\.$/,
    )
    expect(await codeOf(ivan.adoptions.withdraw({ id: adopted.id, version: 2 }))).toBe('FORBIDDEN')
    expect((await ivan.adoptions.adopt(adoptInput('c-bio', 't-bio'))).status).toBe('proposed')
  })

  it('lets an approver approve proposals of others, never their own, and lists what awaits them', async () => {
    const byIvan = await as('ivan@testville.example').adoptions.adopt(adoptInput('c-bio', 't-bio'))
    const byIda = await as('ida@testville.example').adoptions.adopt(adoptInput('c-phys', 't-chem'))
    const apu = as('apu@testville.example')
    expect((await apu.adoptions.list()).awaitingApproval.map((a) => [a.courseCode, a.title, a.adoptedBy])).toEqual([
      ['BIO201', 'Cell Biology', 'ivan@testville.example'],
      ['PHYS110', 'Organic Chemistry', 'ida@testville.example'],
    ])
    expect((await as('ida@testville.example').adoptions.list()).awaitingApproval.map((a) => a.id)).toEqual([byIvan.id])
    expect(await codeOf(as('ida@testville.example').adoptions.approve({ id: byIda.id, version: 1 }))).toBe('FORBIDDEN')
    expect(await apu.adoptions.approve({ id: byIvan.id, version: 1, note: 'Fine' })).toMatchObject({ status: 'approved', version: 2 })
    expect(await codeOf(apu.adoptions.approve({ id: byIvan.id, version: 2 }))).toBe('FORBIDDEN')
    expect(await codeOf(as('otto@otherton.example').adoptions.approve({ id: byIda.id, version: 1 }))).toBe('NOT_FOUND')
    const row = await temp.db.selectFrom('adoptions').selectAll().where('id', '=', byIvan.id).executeTakeFirstOrThrow()
    expect([row.status, row.decided_by !== null, row.note]).toEqual(['approved', true, 'Fine'])
    const events = await temp.db.selectFrom('record_events').select(['to_status', 'note']).where('record_type', '=', 'Adoption').where('record_id', '=', byIvan.id).orderBy('id').execute()
    expect(events).toEqual([{ to_status: 'proposed', note: null }, { to_status: 'approved', note: 'Fine' }])
  })

  it('gives exactly one winner to concurrent approvals', async () => {
    const adopted = await as('ivan@testville.example').adoptions.adopt(adoptInput('c-bio', 't-bio'))
    const approvers = [as('apu@testville.example'), as('otto@otherton.example'), as('apu@testville.example')]
    const outcomes = await Promise.all(approvers.map((caller) => codeOf(caller.adoptions.approve({ id: adopted.id, version: 1 }))))
    expect(outcomes.filter((code) => code === 'OK')).toHaveLength(1)
    expect(outcomes.filter((code) => code === 'CONFLICT').length + outcomes.filter((code) => code === 'NOT_FOUND').length).toBe(2)
  })
})
