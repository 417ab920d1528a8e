import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { replaceData } from '../../data/replace-data.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { codeOf } from '../../testing/error-code.ts'
import { fixtureInstitution } from '../../testing/fixture-institution.ts'
import { cookieFor } from '../../testing/seed.ts'
import { parseOrThrow } from '../../testing/test-records.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)

/**
 * Golden figures of the term cost report (issue 56), by hand. costville is in
 * gb (GBP) with a threshold of 30.00; every title of a course is essential
 * unless the seed says otherwise. Arts: 0, 25.00 and 90.00 added (odd: the
 * middle one), a course without a list, a list in pounds and dollars.
 * Science: 15.00, 30.00, 40.01 and 105.00 added (even: the mean of 30.00 and
 * 40.01, rounded half up), a list in dollars alone (not added, yet low-cost
 * as the Courses list's filter counts it).
 */
const fixture = `
institutions:${fixtureInstitution('costville', { more: { lowCostThreshold: 30 } })}${fixtureInstitution('otherton')}
users:
  - { email: cleo@costville.example, institution: costville, permissions: { booklist:view: true, adoptions:viewAllCourses: true } }
  - { email: ivy@costville.example, institution: costville, permissions: { booklist:view: true } }
  - { email: otto@otherton.example, institution: otherton, permissions: { booklist:view: true, adoptions:viewAllCourses: true } }
titles:
  - { nbsi: t-a, title: Anatomy, price: 2500, currency: GBP }
  - { nbsi: t-b, title: Botany, price: 1500, currency: GBP }
  - { nbsi: t-c, title: Extras, price: 999, currency: GBP }
  - { nbsi: t-odd, title: Odd Pence, price: 2501, currency: GBP }
  - { nbsi: t-edge, title: Edge Case, price: 3000, currency: GBP }
  - { nbsi: t-dear, title: Dear Book, price: 9000, currency: GBP }
  - { nbsi: t-usd, title: Dollar Book, price: 1200, currency: USD }
courses:
  - { code: ART1, title: Low, term: 2026-autumn, institution: costville, department: Arts, enrolment: 10, titles: [t-a] }
  - { code: ART2, title: Zero, term: 2026-autumn, institution: costville, department: Arts, enrolment: 10, titles: [t-c] }
  - { code: ART3, title: Dear, term: 2026-autumn, institution: costville, department: Arts, enrolment: 10, titles: [t-dear] }
  - { code: ART4, title: No list, term: 2026-autumn, institution: costville, department: Arts, enrolment: 10 }
  - { code: ART5, title: Mixed, term: 2026-autumn, institution: costville, department: Arts, enrolment: 10, titles: [t-a, t-usd] }
  - { code: ART6, title: Archived, term: 2026-autumn, institution: costville, department: Arts, enrolment: 10, titles: [t-b] }
  - { code: ART7, title: Next term, term: 2027-spring, institution: costville, department: Arts, enrolment: 10, titles: [t-b] }
  - { code: SCI1, title: Cheap, term: 2026-autumn, institution: costville, department: Science, enrolment: 10, titles: [t-b] }
  - { code: SCI2, title: Threshold, term: 2026-autumn, institution: costville, department: Science, enrolment: 10, titles: [t-edge] }
  - { code: SCI3, title: Odd, term: 2026-autumn, institution: costville, department: Science, enrolment: 10, titles: [t-odd, t-b] }
  - { code: SCI4, title: Dearest, term: 2026-autumn, institution: costville, department: Science, enrolment: 10, titles: [t-dear, t-b] }
  - { code: SCI5, title: Dollars, term: 2026-autumn, institution: costville, department: Science, enrolment: 10, titles: [t-usd] }
  - { code: ART1, title: Elsewhere, term: 2026-autumn, institution: otherton, department: Arts, enrolment: 10, titles: [t-dear] }
`

async function seed(db: TestDatabase['db']): Promise<void> {
  await replaceData(db, parseOrThrow(fixture, 'cost-report-fixture.yaml'))
  // Optional only: nothing to buy.
  await db.updateTable('booklist_items').set({ requirement: 'optional' }).where('booklist_id', '=', 'costville-ART2-2026-autumn-bl').execute()
  // An archived course does not run: the report leaves it out.
  await db.updateTable('courses').set({ status: 'archived' }).where('code', '=', 'ART6').execute()
}

const figures = (
  courses: number,
  withList: number,
  zeroCost: number,
  lowCost: number,
  added: number,
  notAdded: number,
  medianPerStudent: number | null,
  totalPerStudent: number,
) => ({ courses, withList, zeroCost, lowCost, added, notAdded, medianPerStudent, totalPerStudent })

describe.each(testDatabases())('courses.costReport on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))

  // Read-only: one database for the suite.
  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => Date.parse('2026-11-23T08:00:00.000Z'), limits: defaultLimits }
    await seed(temp.db)
  })
  afterAll(() => temp.dispose())

  it('counts and adds up each department’s required cost per student, and the whole term’s', async () => {
    const report = await as('cleo@costville.example').courses.costReport({ term: '2026-autumn' })
    expect(report).toEqual({
      term: '2026-autumn',
      terms: ['2026-autumn', '2027-spring'],
      currency: 'GBP',
      lowCostThreshold: 3000,
      departments: [
        { department: 'Arts', ...figures(5, 4, 1, 2, 3, 1, 2500, 11_500) },
        { department: 'Science', ...figures(5, 5, 0, 3, 4, 1, 3501, 19_001) },
      ],
      // Over all 7 added lists: 0, 15.00, 25.00, 30.00, 40.01, 90.00, 105.00.
      totals: figures(10, 9, 1, 5, 7, 2, 3000, 30_501),
    })
  })

  it('reports the current term without one, and a term without courses as empty', async () => {
    const cleo = as('cleo@costville.example')
    expect(await cleo.courses.costReport({})).toEqual(await cleo.courses.costReport({ term: '2026-autumn' }))
    const spring = await cleo.courses.costReport({ term: '2027-spring' })
    expect([spring.departments, spring.totals]).toEqual([
      [{ department: 'Arts', ...figures(1, 1, 0, 1, 1, 0, 1500, 1500) }],
      figures(1, 1, 0, 1, 1, 0, 1500, 1500),
    ])
    const none = await cleo.courses.costReport({ term: '2030-autumn' })
    expect([none.departments, none.totals]).toEqual([[], figures(0, 0, 0, 0, 0, 0, null, 0)])
  })

  it('never counts another institution’s courses', async () => {
    const other = await as('otto@otherton.example').courses.costReport({ term: '2026-autumn' })
    expect([other.departments, other.currency, other.lowCostThreshold]).toEqual([
      [{ department: 'Arts', ...figures(1, 1, 0, 0, 1, 0, 9000, 9000) }],
      'GBP',
      4000,
    ])
  })

  it('refuses a person who may not read all courses', async () => {
    expect(await codeOf(as('ivy@costville.example').courses.costReport({}))).toBe('FORBIDDEN')
  })
})
