import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DashboardChart, DashboardInput } from '../../../contracts/dashboards.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { seedDashboardsFixture } from '../../testing/dashboards-fixture.ts'
import { codeOf } from '../../testing/error-code.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)

/** A chart as [key, label, values] rows, the figures the tests check. */
const table = (chart: DashboardChart | undefined) => chart?.rows.map((row) => [row.key, row.label, row.values])
const firstQuarter = { period: 'custom', from: '2026-01', to: '2026-03' } as const

describe.each(testDatabases())('the dashboards API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  const now = Date.parse('2026-11-23T08:00:00.000Z')
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const open = (input: DashboardInput, email = 'lib@testville.example') => as(email).dashboards.get(input)
  const chartOf = async (input: DashboardInput, id: DashboardChart['id'], email?: string) => (await open(input, email)).charts.find((chart) => chart.id === id)

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => now, limits: defaultLimits }
    await seedDashboardsFixture(temp.db)
  })
  afterEach(() => temp.dispose())

  it('answers a dashboard with its kind’s charts, in order, for the period asked', async () => {
    const view = await open({ dashboardId: 'acquisitions', ...firstQuarter })
    expect(view).toMatchObject({
      id: 'acquisitions',
      displayName: 'Acquisitions',
      period: { preset: 'custom', from: '2026-01', to: '2026-03', label: 'Jan 2026 to Mar 2026' },
    })
    expect(view.charts.map((chart) => [chart.id, chart.shape, chart.categoryLabel])).toEqual([
      ['spendByMonth', 'line', 'Month'],
      ['spendByDepartment', 'bar', 'Department'],
    ])
    expect((await open({ dashboardId: 'engage', ...firstQuarter })).charts.map((chart) => chart.id)).toEqual(['usageByCourse', 'usageByTitle', 'usageByMonth'])
  })

  it('sums spend by month per currency, every month present, the period’s edges exact', async () => {
    const chart = await chartOf({ dashboardId: 'acquisitions', ...firstQuarter }, 'spendByMonth')
    expect(chart?.series).toEqual([
      { key: 'GBP', label: 'GBP', unit: { kind: 'money', currency: 'GBP' } },
      { key: 'USD', label: 'USD', unit: { kind: 'money', currency: 'USD' } },
    ])
    // o2 at 23:30 on 31 March counts; o4 at midnight on 1 April, o5 a millisecond before January and the cancelled o7 do not.
    expect(table(chart)).toEqual([
      ['2026-01', 'Jan 2026', { GBP: 1000, USD: 0 }],
      ['2026-02', 'Feb 2026', { GBP: 0, USD: 0 }],
      ['2026-03', 'Mar 2026', { GBP: 2500, USD: 700 }],
    ])
  })

  it('sums order lines by the department of their request’s course, lines without one under No course, largest first', async () => {
    const chart = await chartOf({ dashboardId: 'acquisitions', ...firstQuarter }, 'spendByDepartment')
    expect(table(chart)).toEqual([
      ['Biology', 'Biology', { GBP: 2500, USD: 0 }],
      ['Chemistry', 'Chemistry', { GBP: 600, USD: 700 }],
      ['', 'No course', { GBP: 400, USD: 0 }],
    ])
  })

  it('counts adoptions and their titles by status, every status present, and by department', async () => {
    const byStatus = await chartOf({ dashboardId: 'academic', ...firstQuarter }, 'adoptionsByStatus', 'ada@testville.example')
    expect(byStatus?.series.map((series) => series.key)).toEqual(['adoptions', 'titles'])
    expect(table(byStatus)).toEqual([
      ['proposed', 'Proposed', { adoptions: 1, titles: 1 }],
      ['approved', 'Approved', { adoptions: 2, titles: 1 }],
      ['rejected', 'Rejected', { adoptions: 1, titles: 1 }],
      ['withdrawn', 'Withdrawn', { adoptions: 0, titles: 0 }],
    ])
    const byDepartment = await chartOf({ dashboardId: 'academic', ...firstQuarter }, 'adoptionsByDepartment')
    expect(byDepartment?.series.map((series) => series.key)).toEqual(['proposed', 'approved', 'rejected', 'withdrawn'])
    expect(table(byDepartment)).toEqual([
      ['Chemistry', 'Chemistry', { proposed: 1, approved: 1, rejected: 0, withdrawn: 0 }],
      ['Biology', 'Biology', { proposed: 0, approved: 1, rejected: 0, withdrawn: 0 }],
      ['History', 'History', { proposed: 0, approved: 0, rejected: 1, withdrawn: 0 }],
    ])
  })

  it('sums COUNTER usage by month, by title and by the courses whose booklists hold the titles', async () => {
    const view = await open({ dashboardId: 'engage', ...firstQuarter })
    const [byCourse, byTitle, byMonth] = view.charts
    expect(table(byMonth)).toEqual([
      ['2026-01', 'Jan 2026', { Total_Item_Requests: 10, Unique_Item_Requests: 6, turnaways: 2 }],
      ['2026-02', 'Feb 2026', { Total_Item_Requests: 21, Unique_Item_Requests: 9, turnaways: 0 }],
      ['2026-03', 'Mar 2026', { Total_Item_Requests: 5, Unique_Item_Requests: 3, turnaways: 1 }],
    ])
    expect(table(byTitle)).toEqual([
      ['t-bio', 'Cell Biology', { Total_Item_Requests: 20, Unique_Item_Requests: 8 }],
      ['t-chem', 'Organic Chemistry', { Total_Item_Requests: 15, Unique_Item_Requests: 9 }],
      ['t-phys', 'Physics Now', { Total_Item_Requests: 1, Unique_Item_Requests: 1 }],
    ])
    expect(table(byCourse)).toEqual([
      ['tv-chem', 'CHEM101: Intro Chemistry (2026-autumn)', { Total_Item_Requests: 35 }],
      ['tv-bio', 'BIO200: Cell Biology (2026-autumn)', { Total_Item_Requests: 20 }],
      ['tv-his', 'HIS100: History of Science (2027-spring)', { Total_Item_Requests: 1 }],
    ])
  })

  it('resolves the presets at the server’s now: the last 12 months by default, and this term', async () => {
    const year = await open({ dashboardId: 'acquisitions' })
    expect(year.period).toMatchObject({ preset: '12m', from: '2025-12', to: '2026-11' })
    const spend = table(year.charts[0])
    expect(spend).toHaveLength(12)
    expect(spend?.[0]).toEqual(['2025-12', 'Dec 2025', { GBP: 8888, USD: 0 }])
    expect(spend?.[4]).toEqual(['2026-04', 'Apr 2026', { GBP: 9999, USD: 0 }])
    expect(spend?.[11]).toEqual(['2026-11', 'Nov 2026', { GBP: 0, USD: 0 }])

    const term = await open({ dashboardId: 'engage', period: 'term' })
    expect(term.period).toMatchObject({ preset: 'term', from: '2026-08', to: '2026-12' })
    const [byCourse, byTitle, byMonth] = term.charts
    expect([byCourse?.rows, byTitle?.rows]).toEqual([[], []])
    expect(byMonth?.rows.map((row) => [row.key, row.values.Total_Item_Requests])).toEqual([
      ['2026-08', 0],
      ['2026-09', 0],
      ['2026-10', 0],
      ['2026-11', 0],
      ['2026-12', 0],
    ])
  })

  it('never counts another institution’s rows', async () => {
    const otto = 'otto@otherton.example'
    expect(table(await chartOf({ dashboardId: 'acquisitions', ...firstQuarter }, 'spendByMonth', otto))).toEqual([
      ['2026-01', 'Jan 2026', { GBP: 0 }],
      ['2026-02', 'Feb 2026', { GBP: 5000 }],
      ['2026-03', 'Mar 2026', { GBP: 0 }],
    ])
    expect(table(await chartOf({ dashboardId: 'academic', ...firstQuarter }, 'adoptionsByDepartment', otto))).toEqual([
      ['Chemistry', 'Chemistry', { proposed: 0, approved: 1, rejected: 0, withdrawn: 0 }],
    ])
    const engage = await open({ dashboardId: 'engage', ...firstQuarter }, otto)
    expect(engage.charts.map(table)).toEqual([
      [['ot-chem', 'OTH100: Elsewhere (2026-autumn)', { Total_Item_Requests: 1000 }]],
      [['t-chem', 'Organic Chemistry', { Total_Item_Requests: 1000, Unique_Item_Requests: 0 }]],
      [
        ['2026-01', 'Jan 2026', { Total_Item_Requests: 1000, Unique_Item_Requests: 0, turnaways: 0 }],
        ['2026-02', 'Feb 2026', { Total_Item_Requests: 0, Unique_Item_Requests: 0, turnaways: 0 }],
        ['2026-03', 'Mar 2026', { Total_Item_Requests: 0, Unique_Item_Requests: 0, turnaways: 0 }],
      ],
    ])
  })

  it('refuses a bad range, a dashboard the institution lacks or this version does not know, and a user without the permission or the flag', async () => {
    expect(await codeOf(open({ dashboardId: 'acquisitions', period: 'custom', from: '2026-03', to: '2026-01' }))).toBe('BAD_REQUEST')
    expect(await codeOf(open({ dashboardId: 'acquisitions', period: 'custom', from: '2026-03' }))).toBe('BAD_REQUEST')
    await expect(open({ dashboardId: 'uaaSpend' })).rejects.toThrow('Your institution has no dashboard “uaaSpend”. Choose one from the Analytics menu.')
    expect(await codeOf(open({ dashboardId: 'nope' }))).toBe('NOT_FOUND')
    await expect(open({ dashboardId: 'legacy' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('has no kind this version') })
    await expect(open({ dashboardId: 'acquisitions' }, 'ada@testville.example')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You may not open the Acquisitions dashboard; it needs the dashboards:acquisitions permission.',
    })
    expect(await codeOf(open({ dashboardId: 'academic' }, 'ada@testville.example'))).toBe('OK')
    expect(await codeOf(open({ dashboardId: 'acquisitions' }, 'quinn@quietville.example'))).toBe('FORBIDDEN')
  })
})
