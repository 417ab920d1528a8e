import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

describe.each(testDatabases())('courses.list on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))

  // Read-only: one database for the suite.
  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => Date.parse('2026-11-23T08:00:00.000Z'), limits: defaultLimits }
    await seedCoursesFixture(temp.db)
  })
  afterAll(() => temp.dispose())

  it('lists every course of the institution, never another institution, with instructors, booklist state and last import', async () => {
    const page = await as('vera@testville.example').courses.list({})
    expect(page.total).toBe(4)
    expect(page.rows.map((row) => row.code)).toEqual(['BIO201', 'CHEM101', 'HIST100', 'PHYS110'])
    const chem = page.rows.find((row) => row.code === 'CHEM101')
    expect(chem).toMatchObject({
      id: 'c-chem',
      title: 'Intro Chemistry',
      term: '2026-autumn',
      department: 'Chemistry',
      enrolment: 120,
      booklistState: 'draft',
      booklistId: 'c-chem-bl',
    })
    expect(chem?.instructors.map((i) => i.email)).toEqual(['guest@elsewhere.example', 'ivan@testville.example'])
    expect(chem?.lastImport?.source).toBe('data-file')
    expect(page.rows.find((row) => row.code === 'HIST100')?.booklistState).toBeNull()
    expect(page.rows.find((row) => row.code === 'HIST100')?.booklistId).toBeNull()
    expect([page.terms, page.departments, page.ingestion]).toEqual([['2026-autumn', '2027-spring'], ['Biology', 'Chemistry', 'History', 'Physics'], true])
  })

  it('leaves out where a course came from when the institution does not ingest courses', async () => {
    const page = await as('otto@otherton.example').courses.list({})
    expect(page.rows.map((row) => [row.title, row.lastImport])).toEqual([['Otherton Chemistry', null]])
    expect(page.ingestion).toBe(false)
  })

  it('filters by term, department and text (code or title, % taken literally) in SQL, with the total of the filter', async () => {
    const vera = as('vera@testville.example')
    expect((await vera.courses.list({ term: '2027-spring' })).rows.map((row) => row.code)).toEqual(['HIST100', 'PHYS110'])
    expect((await vera.courses.list({ department: 'Chemistry' })).total).toBe(1)
    expect((await vera.courses.list({ q: 'chem' })).rows.map((row) => row.code)).toEqual(['CHEM101'])
    expect((await vera.courses.list({ q: 'his' })).rows.map((row) => row.code)).toEqual(['HIST100'])
    expect((await vera.courses.list({ q: '100%' })).rows.map((row) => row.code)).toEqual(['BIO201'])
    expect((await vera.courses.list({ q: '0%o' })).total).toBe(0)
    const none = await vera.courses.list({ term: '2027-spring', department: 'Chemistry' })
    expect([none.total, none.rows]).toEqual([0, []])
    // The filter choices stay those of every readable course.
    expect(none.departments).toHaveLength(4)
  })

  it('sorts by a named column either way and pages with a stable order', async () => {
    const vera = as('vera@testville.example')
    expect((await vera.courses.list({ sort: 'enrolment', desc: true })).rows.map((row) => row.enrolment)).toEqual([300, 120, 80, 45])
    expect((await vera.courses.list({ sort: 'title' })).rows.map((row) => row.code)).toEqual(['BIO201', 'CHEM101', 'PHYS110', 'HIST100'])
    const paged = await vera.courses.list({ pageSize: 25, page: 2 })
    expect([paged.total, paged.rows]).toEqual([4, []])
    expect(await codeOf(vera.courses.list({ sort: 'secret' as never }))).toBe('BAD_REQUEST')
  })

  it('refuses a caller without adoptions:viewAllCourses, whatever they send', async () => {
    expect(await codeOf(as('ivan@testville.example').courses.list({}))).toBe('FORBIDDEN')
    expect(await codeOf(as('nora@testville.example').courses.list({}))).toBe('FORBIDDEN')
  })
})
