import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { counterReports, type CounterReportId, type CounterReportInput, type CounterReportItem } from '../../../contracts/counter-reports.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { counterUsageRows, seedCounterReportsFixture } from '../../testing/counter-reports-fixture.ts'
import { codeOf } from '../../testing/error-code.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)
const firstQuarter = { begin: '2026-01', end: '2026-03' } as const

/** An item as the figures the tests check: title, access type, and each line's metric, total and months. */
const figures = (item: CounterReportItem) => [item.title, item.accessType ?? '', item.lines.map((line) => [line.metricType, line.total, [...line.months]])]

/** What the usage rows add up to, summed here in plain code: the check on the SQL. */
function sumOfRows(report: CounterReportId, institution: string, begin: string, end: string) {
  const definition = counterReports[report]
  return definition.metricTypes.map((metricType) => ({
    metricType,
    total: counterUsageRows
      .filter(
        ([inst, , month, accessType, metric]) =>
          inst === institution && month >= begin && month <= end && metric === metricType && definition.accessTypes.includes(accessType),
      )
      .reduce((sum, row) => sum + row[5], 0),
  }))
}

describe.each(testDatabases())('the COUNTER reports API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  const now = Date.parse('2026-11-23T08:00:00.000Z')
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const open = (input: CounterReportInput, email = 'lib@testville.example') => as(email).counterReports.get(input)

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => now, limits: defaultLimits }
    await seedCounterReportsFixture(temp.db)
  })
  afterEach(() => temp.dispose())

  it('TR_B1: Controlled requests only, a line per metric type with a total and a column per month, zero rows left out', async () => {
    const page = await open({ report: 'TR_B1', ...firstQuarter })
    expect(page.months).toEqual(['2026-01', '2026-02', '2026-03'])
    // Chemistry Open is Open usage only, Dormant counted nothing: neither is in TR_B1.
    expect(page.items.map(figures)).toEqual([
      [
        'Algebra',
        '',
        [
          ['Total_Item_Requests', 7, [5, 0, 2]],
          ['Unique_Title_Requests', 4, [3, 0, 1]],
        ],
      ],
      [
        'Biology Basics',
        '',
        [
          ['Total_Item_Requests', 10, [0, 10, 0]],
          ['Unique_Title_Requests', 6, [0, 6, 0]],
        ],
      ],
    ])
    expect(page.totalTitles).toBe(2)
    expect(page.nextCursor).toBeNull()
  })

  it('TR_B3: every metric type broken down by access type, a title once per access type it was used under', async () => {
    const page = await open({ report: 'TR_B3', ...firstQuarter })
    expect(page.items.map(figures)).toEqual([
      [
        'Algebra',
        'Controlled',
        [
          ['Total_Item_Investigations', 9, [9, 0, 0]],
          ['Total_Item_Requests', 7, [5, 0, 2]],
          ['Unique_Title_Requests', 4, [3, 0, 1]],
        ],
      ],
      ['Algebra', 'Open', [['Total_Item_Requests', 4, [0, 4, 0]]]],
      [
        'Biology Basics',
        'Controlled',
        [
          ['Total_Item_Requests', 10, [0, 10, 0]],
          ['Unique_Title_Requests', 6, [0, 6, 0]],
        ],
      ],
      [
        'Chemistry Open',
        'Open',
        [
          ['Total_Item_Requests', 8, [8, 0, 0]],
          ['Unique_Title_Requests', 8, [8, 0, 0]],
        ],
      ],
    ])
    // Pages are of titles: three, Algebra an item per access type.
    expect(page.totalTitles).toBe(3)
  })

  it.each(['TR_B1', 'TR_B3'] as const)(
    '%s: each metric type’s total equals the sum of the usage rows of the period, and of the report’s lines',
    async (report) => {
      for (const [begin, end] of [
        ['2026-01', '2026-03'],
        ['2026-02', '2026-02'],
        ['2025-12', '2026-04'],
      ] as const) {
        const page = await open({ report, begin, end, pageSize: 1000 })
        const expected = sumOfRows(report, 'testville', begin, end)
        expect(page.metricTotals).toEqual(expected)
        const fromLines = counterReports[report].metricTypes.map((metricType) => ({
          metricType,
          total: page.items
            .flatMap((item) => item.lines)
            .filter((line) => line.metricType === metricType)
            .reduce((sum, line) => sum + line.total, 0),
        }))
        expect(fromLines).toEqual(expected)
      }
      // Otherton's 1,000 requests of Algebra are its own.
      expect(
        (await open({ report, ...firstQuarter }, 'otto@otherton.example')).metricTotals?.find((line) => line.metricType === 'Total_Item_Requests')?.total,
      ).toBe(1000)
    },
  )

  it('the header: the release’s names and filters, the institution, the period to its last day, the time it was made', async () => {
    const { header } = await open({ report: 'TR_B1', ...firstQuarter })
    expect(header).toEqual({
      reportName: 'Book Requests (Controlled)',
      reportId: 'TR_B1',
      release: '5.1',
      institutionName: 'testville',
      institutionId: 'adoptions:testville',
      metricTypes: 'Total_Item_Requests; Unique_Title_Requests',
      reportFilters: 'Data_Type=Book|Reference_Work; Access_Type=Controlled; Access_Method=Regular',
      reportAttributes: '',
      exceptions: '',
      reportingPeriod: 'Begin_Date=2026-01-01; End_Date=2026-03-31',
      created: '2026-11-23T08:00:00Z',
      createdBy: 'Adoptions',
      registryRecord: '',
    })
    expect((await open({ report: 'TR_B3', begin: '2024-02', end: '2024-02' })).header.reportingPeriod).toBe('Begin_Date=2024-02-01; End_Date=2024-02-29')
  })

  it('an item’s columns: ISBN-13 with hyphens, YOP 0001 when unknown, our platform and proprietary id, blanks for what is not known', async () => {
    const [algebra, biology] = (await open({ report: 'TR_B1', ...firstQuarter })).items
    expect(biology).toMatchObject({
      title: 'Biology Basics',
      publisher: 'Cell Press',
      publisherId: '',
      platform: 'Adoptions',
      doi: '',
      proprietaryId: 'adoptions:t-b',
      isbn: '978-3-16-148410-0',
      printIssn: '',
      onlineIssn: '',
      uri: '',
      dataType: 'Book',
      yop: '2020',
    })
    expect(biology).not.toHaveProperty('accessType')
    expect(algebra).toMatchObject({ isbn: '', yop: '0001', publisher: 'Unknown publisher' })
  })

  it('pages by number for the screen and by cursor for the download, by titles, the same items in the same order', async () => {
    const first = await open({ report: 'TR_B3', ...firstQuarter, page: 1, pageSize: 1 })
    expect(first.items.map((item) => `${item.title}/${item.accessType}`)).toEqual(['Algebra/Controlled', 'Algebra/Open'])
    const second = await open({ report: 'TR_B3', ...firstQuarter, page: 2, pageSize: 1 })
    expect(second.items.map((item) => `${item.title}/${item.accessType}`)).toEqual(['Biology Basics/Controlled'])
    expect(second.totalTitles).toBe(3)
    const read: string[] = []
    let cursor: string | undefined
    for (let guard = 0; guard < 10; guard++) {
      const page = await open({ report: 'TR_B3', ...firstQuarter, pageSize: 1, ...(cursor ? { cursor } : {}) })
      read.push(...page.items.map((item) => `${item.title}/${item.accessType}`))
      if (page.nextCursor === null) break
      cursor = page.nextCursor
      // Read by cursor, a page skips the count and totals.
      expect((await open({ report: 'TR_B3', ...firstQuarter, pageSize: 1, cursor })).totalTitles).toBeNull()
    }
    expect(read).toEqual(['Algebra/Controlled', 'Algebra/Open', 'Biology Basics/Controlled', 'Chemistry Open/Open'])
    expect(await codeOf(open({ report: 'TR_B3', ...firstQuarter, cursor: 'not-a-cursor' }))).toBe('BAD_REQUEST')
  })

  it('a period without usage is an empty report with the release’s exception 3030', async () => {
    const page = await open({ report: 'TR_B1', begin: '2025-01', end: '2025-02' })
    expect(page).toMatchObject({ items: [], totalTitles: 0, nextCursor: null })
    expect(page.header.exceptions).toBe('3030: No Usage Available for Requested Dates')
  })

  it('refuses periods it cannot report: reversed, reaching the current month, longer than 60 months', async () => {
    await expect(open({ report: 'TR_B1', begin: '2026-03', end: '2026-01' })).rejects.toThrow('The end month is before the begin month.')
    await expect(open({ report: 'TR_B1', begin: '2026-10', end: '2026-11' })).rejects.toThrow('Usage is complete up to 2026-10')
    expect(await codeOf(open({ report: 'TR_B1', begin: '2020-01', end: '2025-12' }))).toBe('BAD_REQUEST')
    expect(await codeOf(open({ report: 'TR_B1', begin: '2026-13', end: '2026-12' }))).toBe('BAD_REQUEST')
  })

  it('refuses a person without counterReport:view, an institution the Reports check leaves out, the flag off, and nobody signed in', async () => {
    await expect(open({ report: 'TR_B1', ...firstQuarter }, 'nora@testville.example')).rejects.toThrow('counterReport:view')
    expect(await codeOf(open({ report: 'TR_B1', ...firstQuarter }, 'nora@testville.example'))).toBe('FORBIDDEN')
    expect(await codeOf(open({ report: 'TR_B1', ...firstQuarter }, 'fay@farland.example'))).toBe('FORBIDDEN')
    expect(await codeOf(open({ report: 'TR_B1', ...firstQuarter }, 'quinn@quietville.example'))).toBe('FORBIDDEN')
    const anonymous = createCaller(async () => createContext(deps, undefined))
    expect(await codeOf(anonymous.counterReports.get({ report: 'TR_B1', ...firstQuarter }))).toBe('UNAUTHORIZED')
  })
})
