import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { createAppHandler } from '../../http/app-server.ts'
import { counterUsageRows, seedCounterReportsFixture } from '../../testing/counter-reports-fixture.ts'
import { listen, type Listening } from '../../testing/listen.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import type { ServerDeps } from '../../trpc/context.ts'

const quarter = 'begin=2026-01&end=2026-03'

describe.each(testDatabases())('the COUNTER TSV download on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let app: Listening
  const now = Date.parse('2026-11-23T08:00:00.000Z')
  const get = async (path: string, email?: string, method = 'GET') =>
    fetch(`${app.origin}${path}`, { method, headers: email ? { cookie: await cookieFor(deps.db, email, now) } : {} })

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => now, limits: defaultLimits }
    await seedCounterReportsFixture(temp.db)
    const dist = join(temp.dir, 'dist')
    mkdirSync(dist, { recursive: true })
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Adoptions</title>')
    app = await listen(() =>
      createAppHandler({
        deps,
        distDir: dist,
        config: { authHost: 'https://login.example.edu', posthogKey: '', posthogHost: '', sentryDsn: '', cspConnectSrc: [] },
        appOrigins: [],
      }),
    )
  })
  afterEach(async () => {
    await app?.close()
    await temp.dispose()
  })

  it('sends TR_B1 as a file in the release’s layout: BOM, header rows, blank row, headings, a line per metric', async () => {
    const response = await get(`/reports/counter/TR_B1.tsv?${quarter}`, 'lib@testville.example')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="TR_B1_2026-01_2026-03.tsv"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\n')
    const cells = lines.map((line) => line.split('\t'))
    expect(cells.slice(0, 13).map((row) => row.slice(0, 2))).toEqual([
      ['Report_Name', 'Book Requests (Controlled)'],
      ['Report_ID', 'TR_B1'],
      ['Release', '5.1'],
      ['Institution_Name', 'testville'],
      ['Institution_ID', 'adoptions:testville'],
      ['Metric_Types', 'Total_Item_Requests; Unique_Title_Requests'],
      ['Report_Filters', 'Data_Type=Book|Reference_Work; Access_Type=Controlled; Access_Method=Regular'],
      ['Report_Attributes', ''],
      ['Exceptions', ''],
      ['Reporting_Period', 'Begin_Date=2026-01-01; End_Date=2026-03-31'],
      ['Created', '2026-11-23T08:00:00Z'],
      ['Created_By', 'Adoptions'],
      ['Registry_Record', ''],
    ])
    expect(cells[13]?.every((cell) => cell === '')).toBe(true)
    expect(cells[14]).toEqual([
      'Title',
      'Publisher',
      'Publisher_ID',
      'Platform',
      'DOI',
      'Proprietary_ID',
      'ISBN',
      'Print_ISSN',
      'Online_ISSN',
      'URI',
      'Data_Type',
      'YOP',
      'Metric_Type',
      'Reporting_Period_Total',
      'Jan-2026',
      'Feb-2026',
      'Mar-2026',
    ])
    expect(lines.slice(15)).toEqual([
      'Algebra\tUnknown publisher\t\tAdoptions\t\tadoptions:t-a\t\t\t\t\tBook\t0001\tTotal_Item_Requests\t7\t5\t0\t2',
      'Algebra\tUnknown publisher\t\tAdoptions\t\tadoptions:t-a\t\t\t\t\tBook\t0001\tUnique_Title_Requests\t4\t3\t0\t1',
      'Biology Basics\tCell Press\t\tAdoptions\t\tadoptions:t-b\t978-3-16-148410-0\t\t\t\tBook\t2020\tTotal_Item_Requests\t10\t0\t10\t0',
      'Biology Basics\tCell Press\t\tAdoptions\t\tadoptions:t-b\t978-3-16-148410-0\t\t\t\tBook\t2020\tUnique_Title_Requests\t6\t0\t6\t0',
      '',
    ])
  })

  it('TR_B3’s body totals equal the usage rows of the period, a line per title, access type and metric', async () => {
    const text = await (await get(`/reports/counter/TR_B3.tsv?${quarter}`, 'lib@testville.example')).text()
    const body = text
      .split('\n')
      .slice(15, -1)
      .map((line) => line.split('\t'))
    expect(body.map((row) => [row[0], row[12], row[13], row[14]])).toEqual([
      ['Algebra', 'Controlled', 'Total_Item_Investigations', '9'],
      ['Algebra', 'Controlled', 'Total_Item_Requests', '7'],
      ['Algebra', 'Controlled', 'Unique_Title_Requests', '4'],
      ['Algebra', 'Open', 'Total_Item_Requests', '4'],
      ['Biology Basics', 'Controlled', 'Total_Item_Requests', '10'],
      ['Biology Basics', 'Controlled', 'Unique_Title_Requests', '6'],
      ['Chemistry Open', 'Open', 'Total_Item_Requests', '8'],
      ['Chemistry Open', 'Open', 'Unique_Title_Requests', '8'],
    ])
    const inPeriod = counterUsageRows.filter(
      ([inst, , month, , metric]) => inst === 'testville' && month >= '2026-01' && month <= '2026-03' && metric !== 'No_License',
    )
    expect(body.reduce((sum, row) => sum + Number(row[14]), 0)).toBe(inPeriod.reduce((sum, row) => sum + row[5], 0))
  })

  it('streams a report of more items than a page holds, each once and in order', async () => {
    const extra = Array.from({ length: 2_100 }, (_, i) => `x-${String(i).padStart(4, '0')}`)
    for (let start = 0; start < extra.length; start += 500) {
      const slice = extra.slice(start, start + 500)
      await deps.db
        .insertInto('titles')
        .values(
          slice.map((nbsi) => ({
            nbsi,
            title: `Extra ${nbsi}`,
            publisher: 'Bulk Press',
            currency: 'GBP',
            price_minor: 100,
            authors: '[]',
            formats: '["ebook"]',
            availability: 'available' as const,
            subjects: '[]',
            language: 'en',
          })),
        )
        .execute()
      await deps.db
        .insertInto('usage_monthly')
        .values(
          slice.map((nbsi) => ({
            institution_id: 'testville',
            nbsi,
            month: '2026-02',
            access_type: 'Controlled' as const,
            metric: 'Total_Item_Requests' as const,
            count: 1,
          })),
        )
        .execute()
    }
    const text = await (await get(`/reports/counter/TR_B1.tsv?${quarter}`, 'lib@testville.example')).text()
    const titles = text
      .split('\n')
      .slice(15, -1)
      .map((line) => line.split('\t')[0])
    expect(titles.filter((title) => title?.startsWith('Extra '))).toEqual(extra.map((nbsi) => `Extra ${nbsi}`))
    expect(titles).toHaveLength(2_100 + 4)
  })

  it('refuses with the procedure’s status and message: no permission, nobody signed in, a bad period, an unknown report', async () => {
    const refused = await get(`/reports/counter/TR_B1.tsv?${quarter}`, 'nora@testville.example')
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('counterReport:view')
    expect((await get(`/reports/counter/TR_B1.tsv?${quarter}`, 'fay@farland.example')).status).toBe(403)
    expect((await get(`/reports/counter/TR_B1.tsv?${quarter}`)).status).toBe(401)
    const reversed = await get('/reports/counter/TR_B1.tsv?begin=2026-03&end=2026-01', 'lib@testville.example')
    expect([reversed.status, await reversed.text()]).toEqual([400, 'The end month is before the begin month.'])
    const malformed = await get('/reports/counter/TR_B1.tsv?begin=March&end=2026-01', 'lib@testville.example')
    expect([malformed.status, await malformed.text()]).toEqual([400, 'A month is written YYYY-MM, for example 2026-03.'])
    const unknown = await get(`/reports/counter/TR_J1.tsv?${quarter}`, 'lib@testville.example')
    expect([unknown.status, await unknown.text()]).toEqual([400, 'There is no such COUNTER report here; the reports are TR_B1 and TR_B3.'])
    expect((await get(`/reports/counter/TR_B1.tsv?${quarter}`, 'lib@testville.example', 'POST')).status).toBe(405)
  })
})
