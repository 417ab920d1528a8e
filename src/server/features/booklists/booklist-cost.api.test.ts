import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BooklistSummary } from '../../../contracts/booklists.ts'
import { replaceData } from '../../data/replace-data.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { fixtureInstitution } from '../../testing/fixture-institution.ts'
import { cookieFor } from '../../testing/seed.ts'
import { parseOrThrow } from '../../testing/test-records.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)

/**
 * Golden figures of cost per student (issue 56), by hand: a student buys one
 * copy of each essential title (required) and of each recommended one (with
 * recommended); optional titles, withdrawn items and titles the library
 * holds never count. The threshold is 30.00, so 30.00 is still low-cost.
 */
const fixture = `
institutions:${fixtureInstitution('costville', { more: { libraryHoldings: ['t-held', '978-0-306-40615-7'], lowCostThreshold: 30 } })}${fixtureInstitution('otherton')}
users:
  - { email: cleo@costville.example, institution: costville, permissions: { booklist:view: true, adoptions:viewAllCourses: true } }
  - { email: otto@otherton.example, institution: otherton, permissions: { booklist:view: true, adoptions:viewAllCourses: true } }
titles:
  - { nbsi: t-a, title: Anatomy, price: 2500, currency: GBP }
  - { nbsi: t-b, title: Botany, price: 1500, currency: GBP }
  - { nbsi: t-c, title: Chemistry Extras, price: 999, currency: GBP }
  - { nbsi: t-held, title: Held Atlas, price: 5000, currency: GBP }
  - { nbsi: t-isbn, isbn: 978-0-306-40615-7, title: Held by ISBN, price: 7000, currency: GBP }
  - { nbsi: t-usd, title: Dollar Book, price: 1200, currency: USD }
  - { nbsi: t-edge, title: Edge Case, price: 3000, currency: GBP }
  - { nbsi: t-dear, title: Dear Book, price: 9000, currency: GBP }
courses:
  - { code: GOLD101, title: Golden, term: 2026-autumn, institution: costville, enrolment: 30, titles: [t-a, t-b, t-c, t-held, t-isbn] }
  - { code: MIX200, title: Mixed, term: 2026-autumn, institution: costville, enrolment: 30, titles: [t-a, t-usd] }
  - { code: OPT201, title: Optional dollars, term: 2026-autumn, institution: costville, enrolment: 30, titles: [t-a, t-usd] }
  - { code: ZERO300, title: Zero, term: 2026-autumn, institution: costville, enrolment: 30, titles: [t-held, t-c] }
  - { code: EDGE400, title: At the threshold, term: 2026-autumn, institution: costville, enrolment: 30, titles: [t-edge, t-dear] }
  - { code: DEAR500, title: Dear, term: 2026-autumn, institution: costville, enrolment: 30, titles: [t-dear, t-b] }
  - { code: NONE600, title: No list, term: 2026-autumn, institution: costville, enrolment: 30 }
  - { code: HELD700, title: Held elsewhere, term: 2026-autumn, institution: otherton, enrolment: 30, titles: [t-held] }
`

const listOf = (code: string, institution = 'costville') => `${institution}-${code}-2026-autumn-bl`

async function seed(db: TestDatabase['db']): Promise<void> {
  await replaceData(db, parseOrThrow(fixture, 'cost-fixture.yaml'))
  const set = (code: string, nbsi: string, change: { requirement?: 'recommended' | 'optional'; status?: 'withdrawn' }) =>
    db.updateTable('booklist_items').set(change).where('booklist_id', '=', listOf(code)).where('nbsi', '=', nbsi).execute()
  await set('GOLD101', 't-b', { requirement: 'recommended' })
  await set('GOLD101', 't-c', { requirement: 'optional' })
  await set('OPT201', 't-usd', { requirement: 'optional' })
  await set('ZERO300', 't-c', { requirement: 'optional' })
  // A withdrawn item is not bought: EDGE400 costs its edge title alone.
  await set('EDGE400', 't-dear', { status: 'withdrawn' })
}

const single = (required: number, withRecommended = required) => ({
  kind: 'single',
  currency: 'GBP',
  requiredPerStudent: required,
  withRecommendedPerStudent: withRecommended,
})

describe.each(testDatabases())('cost per student on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const cleo = () => as('cleo@costville.example')

  // Read-only: one database for the suite.
  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => Date.parse('2026-11-23T08:00:00.000Z'), limits: defaultLimits }
    await seed(temp.db)
  })
  afterAll(() => temp.dispose())

  const byCode = (rows: readonly BooklistSummary[]) => Object.fromEntries(rows.map((row) => [row.courseCode, [row.cost, row.costBand, row.heldCount]]))

  it('sums one copy of each essential title, then the recommended ones; optional, withdrawn and held titles never count', async () => {
    const page = await cleo().booklists.list({})
    expect(byCode(page.rows)).toEqual({
      // 25.00 required; + 15.00 recommended; 9.99 optional left out; the two held titles (by nbsi and by ISBN) left out and counted as held.
      GOLD101: [single(2500, 4000), 'low', 2],
      MIX200: [{ kind: 'mixed', currencies: ['GBP', 'USD'] }, 'mixed', 0],
      // The dollar title is optional, so the list has one currency.
      OPT201: [single(2500), 'low', 0],
      // Held and optional only: nothing to buy, and no currency to buy it in.
      ZERO300: [{ kind: 'single', currency: null, requiredPerStudent: 0, withRecommendedPerStudent: 0 }, 'zero', 1],
      EDGE400: [single(3000), 'low', 0],
      DEAR500: [single(10_500), 'standard', 0],
    })
    // The quantity (the store's order, 30 copies here) is not what a student pays.
    const gold = await cleo().booklists.get({ id: listOf('GOLD101') })
    expect(gold.items.find((item) => item.nbsi === 't-a')?.quantity).toBe(30)
    expect([gold.cost, gold.costBand, gold.heldByLibrary]).toEqual([
      single(2500, 4000),
      'low',
      [
        { nbsi: 't-held', title: 'Held Atlas' },
        { nbsi: 't-isbn', title: 'Held by ISBN' },
      ],
    ])
    expect((await cleo().booklists.get({ id: listOf('MIX200') })).cost).toEqual({ kind: 'mixed', currencies: ['GBP', 'USD'] })
  })

  it('holds titles per institution, with the default threshold of 40.00 where none is given', async () => {
    // otherton's library holds nothing: the same title costs its students 50.00, over 40.00.
    const other = await as('otto@otherton.example').booklists.list({})
    expect(byCode(other.rows)).toEqual({ HELD700: [single(5000), 'standard', 0] })
  })

  it('filters zero-cost and zero-or-low-cost lists in SQL, the total counted the same way; a mixed list is neither', async () => {
    const zero = await cleo().booklists.list({ cost: 'zero' })
    expect([zero.rows.map((row) => row.courseCode), zero.total]).toEqual([['ZERO300'], 1])
    const low = await cleo().booklists.list({ cost: 'low', pageSize: 25 })
    expect([low.rows.map((row) => row.courseCode), low.total]).toEqual([['EDGE400', 'GOLD101', 'OPT201', 'ZERO300'], 4])
  })

  it('sorts by required cost per student, lists in several currencies last either way', async () => {
    const up = await cleo().booklists.list({ sort: 'cost' })
    expect(up.rows.map((row) => row.courseCode)).toEqual(['ZERO300', 'GOLD101', 'OPT201', 'EDGE400', 'DEAR500', 'MIX200'])
    const down = await cleo().booklists.list({ sort: 'cost', desc: true })
    expect(down.rows.map((row) => row.courseCode)).toEqual(['DEAR500', 'EDGE400', 'GOLD101', 'OPT201', 'ZERO300', 'MIX200'])
  })

  it('gives the Courses list the cost of each course’s list in its term, with the same filter and sort', async () => {
    const courses = await cleo().courses.list({ term: '2026-autumn' })
    const costs = Object.fromEntries(courses.rows.map((row) => [row.code, [row.cost, row.costBand]]))
    expect(costs).toMatchObject({ GOLD101: [single(2500, 4000), 'low'], ZERO300: [{ requiredPerStudent: 0 }, 'zero'], NONE600: [null, null] })
    const low = await cleo().courses.list({ cost: 'low' })
    expect([low.rows.map((row) => row.code), low.total]).toEqual([['EDGE400', 'GOLD101', 'OPT201', 'ZERO300'], 4])
    expect((await cleo().courses.list({ cost: 'zero' })).rows.map((row) => row.code)).toEqual(['ZERO300'])
    const sorted = await cleo().courses.list({ sort: 'cost' })
    // Same order as the lists; a course without a list comes last.
    expect(sorted.rows.map((row) => row.code)).toEqual(['ZERO300', 'GOLD101', 'OPT201', 'EDGE400', 'DEAR500', 'MIX200', 'NONE600'])
  })
})
