import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { monthsBetween } from '../../../contracts/months.ts'
import { createAppHandler } from '../../http/app-server.ts'
import { defaultLimits, type Limits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { apiKeys, seedCounterApiFixture, testvilleCustomerId } from '../../testing/counter-api-fixture.ts'
import { listen, type Listening } from '../../testing/listen.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import type { ServerDeps } from '../../trpc/context.ts'
import { validateCounterResponse } from './testing/counter-schema.ts'

const now = Date.parse('2026-11-23T08:00:00.000Z')
const testville = { customer_id: testvilleCustomerId, api_key: apiKeys.testville }

interface Answer {
  readonly status: number
  readonly body: unknown
  readonly headers: Headers
}

/** Per (item, access type, metric): the count of each month of the period, 0 where there is none. */
type Lines = Map<string, number[]>

function jsonLines(body: unknown, months: readonly string[]): Lines {
  const lines: Lines = new Map()
  const report = body as {
    Report_Items: { Item_ID: { Proprietary: string }; Attribute_Performance: { Access_Type?: string; Performance: Record<string, Record<string, number>> }[] }[]
  }
  for (const item of report.Report_Items) {
    for (const attributes of item.Attribute_Performance) {
      for (const [metric, counts] of Object.entries(attributes.Performance)) {
        lines.set(
          `${item.Item_ID.Proprietary}|${attributes.Access_Type ?? ''}|${metric}`,
          months.map((month) => counts[month] ?? 0),
        )
      }
    }
  }
  return lines
}

function tsvLines(tsv: string, byAccessType: boolean): Lines {
  const lines: Lines = new Map()
  const rows = tsv
    .replace(/^\ufeff/, '')
    .split('\n')
    .slice(15)
    .filter((row) => row !== '')
  for (const row of rows) {
    const cells = row.split('\t')
    const accessType = byAccessType ? cells[12]! : ''
    const metricAt = byAccessType ? 13 : 12
    const months = cells.slice(metricAt + 2).map(Number)
    expect(Number(cells[metricAt + 1])).toBe(months.reduce((a, b) => a + b, 0))
    lines.set(`${cells[5]}|${accessType}|${cells[metricAt]}`, months)
  }
  return lines
}

describe.each(testDatabases())('the COUNTER API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let app: Listening
  let limits: Limits = defaultLimits

  const call = async (path: string, params: Record<string, string> = {}, init: RequestInit = {}): Promise<Answer> => {
    const query = new URLSearchParams(params).toString()
    const response = await fetch(`${app.origin}/counter${path}${query ? `?${query}` : ''}`, init)
    const text = await response.text()
    let body: unknown = text
    if (response.headers.get('content-type')?.startsWith('application/json')) body = JSON.parse(text)
    return { status: response.status, body, headers: response.headers }
  }
  /** The answer, after checking it against COUNTER's schema of that path and status. */
  const valid = async (path: string, params: Record<string, string> = {}): Promise<Answer> => {
    const answer = await call(path, params)
    expect(validateCounterResponse(path, answer.status, answer.body)).toEqual([])
    return answer
  }
  const headerOf = (answer: Answer) => (answer.body as { Report_Header: Record<string, unknown> }).Report_Header
  const codesOf = (answer: Answer) => ((headerOf(answer)['Exceptions'] ?? []) as { Code: number }[]).map((exception) => exception.Code)

  // One database for the whole table (the API only reads); each test starts with no key used.
  beforeEach(async () => {
    limits = defaultLimits
    await deps.db.deleteFrom('counter_api_key_use').execute()
  })
  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => now, limits: defaultLimits }
    await seedCounterApiFixture(temp.db)
    const dist = join(temp.dir, 'dist')
    mkdirSync(dist, { recursive: true })
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Adoptions</title>')
    app = await listen(() =>
      createAppHandler({
        deps: {
          ...deps,
          get limits() {
            return limits
          },
        },
        distDir: dist,
        config: { authHost: 'https://login.example.edu', posthogKey: '', posthogHost: '', sentryDsn: '', cspConnectSrc: [] },
        appOrigins: [],
      }),
    )
  })
  afterAll(async () => {
    await app?.close()
    await temp.dispose()
  })

  it('answers status to anyone, with no credentials', async () => {
    const answer = await valid('/r51/status')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([expect.objectContaining({ Service_Active: true })])
  })

  it('names the key’s institution in members and lists TR_B1 and TR_B3 with the months of usage available', async () => {
    expect((await valid('/r51/members', testville)).body).toEqual([{ Customer_ID: testvilleCustomerId, Institution_Name: 'testville' }])
    const reports = await valid('/r51/reports', testville)
    expect(reports.body).toEqual([
      expect.objectContaining({ Report_ID: 'TR_B1', Path: '/r51/reports/tr_b1', First_Month_Available: '2025-12', Last_Month_Available: '2026-10' }),
      expect.objectContaining({ Report_ID: 'TR_B3', Path: '/r51/reports/tr_b3', First_Month_Available: '2025-12', Last_Month_Available: '2026-10' }),
    ])
  })

  it.each([
    ['TR_B1', false],
    ['TR_B3', true],
  ] as const)('%s in JSON holds exactly the TSV’s numbers, item by item and month by month', async (report, byAccessType) => {
    const period = { begin_date: '2025-12', end_date: '2026-04-30' }
    const json = await valid(`/r51/reports/${report.toLowerCase()}`, { ...testville, ...period })
    expect(json.status).toBe(200)
    const cookie = await cookieFor(deps.db, 'lib@testville.example', now)
    const tsv = await (await fetch(`${app.origin}/reports/counter/${report}.tsv?begin=2025-12&end=2026-04`, { headers: { cookie } })).text()
    const months = monthsBetween('2025-12', '2026-04')
    const fromTsv = tsvLines(tsv, byAccessType)
    expect(fromTsv.size).toBeGreaterThan(3)
    expect(jsonLines(json.body, months)).toEqual(fromTsv)
    expect(headerOf(json)['Report_Filters']).toMatchObject({ Begin_Date: '2025-12-01', End_Date: '2026-04-30' })
    expect(headerOf(json)['Institution_ID']).toEqual({ Proprietary: [`adoptions:${testvilleCustomerId}`] })
    expect(tsv).toContain(`Institution_ID\tadoptions:${testvilleCustomerId}\t`)
    expect(headerOf(json)['Exceptions']).toBeUndefined()
  })

  it('gives each TR_B3 title one item with an Attribute_Performance per access type, leaving zero months out', async () => {
    const answer = await valid('/r51/reports/tr_b3', { ...testville, begin_date: '2026-01', end_date: '2026-03' })
    const items = (answer.body as { Report_Items: { Title: string; Attribute_Performance: { Access_Type: string; Performance: object }[] }[] }).Report_Items
    expect(items.map((item) => item.Title)).toEqual(['Algebra', 'Biology Basics', 'Chemistry Open'])
    expect(items[0]!.Attribute_Performance.map((attributes) => attributes.Access_Type)).toEqual(['Controlled', 'Open'])
    expect(items[0]!.Attribute_Performance[1]!.Performance).toEqual({ Total_Item_Requests: { '2026-02': 4 }, Unique_Title_Requests: { '2026-02': 2 } })
    expect(items[2]!.Attribute_Performance.map((attributes) => attributes.Access_Type)).toEqual(['Free_To_Read', 'Open'])
  })

  it('takes the filters that ask for what the view is, and the platform', async () => {
    const answer = await valid('/r51/reports/tr_b1', {
      ...testville,
      begin_date: '2026-01',
      end_date: '2026-03',
      platform: 'Adoptions',
      access_type: 'Controlled',
      data_type: 'Reference_Work|Book',
      metric_type: 'Unique_Title_Requests|Total_Item_Requests',
      attributes_to_show: 'YOP|Data_Type',
      granularity: 'Month',
    })
    expect(headerOf(answer)['Exceptions']).toBeUndefined()
    expect(headerOf(answer)['Report_Filters']).toMatchObject({ Platform: 'Adoptions' })
  })

  it('records the key’s last use', async () => {
    await valid('/r51/members', testville)
    const use = await deps.db.selectFrom('counter_api_key_use').selectAll().execute()
    expect(use).toEqual([expect.objectContaining({ last_used_at: new Date(now).toISOString(), requests: 1 })])
  })

  const tr = (params: Record<string, string>) => ({ ...testville, begin_date: '2026-01', end_date: '2026-03', ...params })
  const bad: readonly (readonly [what: string, path: string, params: Record<string, string>, status: number, code: number | undefined])[] = [
    ['no customer ID', '/r51/reports/tr_b1', { api_key: apiKeys.testville, begin_date: '2026-01', end_date: '2026-03' }, 400, 1030],
    ['no key', '/r51/members', { customer_id: testvilleCustomerId }, 400, 1030],
    ['no begin_date', '/r51/reports/tr_b3', { ...testville, end_date: '2026-03' }, 400, 1030],
    ['a wrong key', '/r51/reports/tr_b1', tr({ api_key: 'cak_not_a_key_of_ours_at_all_0000000' }), 401, 2020],
    ['a revoked key', '/r51/reports', { customer_id: testvilleCustomerId, api_key: apiKeys.revoked }, 401, 2020],
    ['a key with a requestor ID, sent without it', '/r51/reports/tr_b1', tr({ api_key: apiKeys.withRequestor }), 401, 2000],
    ['another institution’s customer ID', '/r51/reports/tr_b1', tr({ customer_id: 'otherton' }), 403, 2010],
    ['the customer ID of "The World"', '/r51/reports/tr_b1', tr({ customer_id: '0000000000000000' }), 403, 2011],
    ['an institution the policy keeps from the reports', '/r51/reports/tr_b1', tr({ customer_id: 'farland', api_key: apiKeys.farland }), 403, 2010],
    ['an institution with the reports turned off', '/r51/reports/tr_b3', tr({ customer_id: 'quietville', api_key: apiKeys.quietville }), 403, 2010],
    ['begin_date after end_date', '/r51/reports/tr_b1', tr({ begin_date: '2026-05', end_date: '2026-03' }), 400, 3020],
    ['a month 13', '/r51/reports/tr_b1', tr({ begin_date: '2026-13' }), 400, 3020],
    ['a day that is not', '/r51/reports/tr_b3', tr({ end_date: '2026-02-30' }), 400, 3020],
    ['a begin in the current month', '/r51/reports/tr_b1', tr({ begin_date: '2026-11', end_date: '2026-12' }), 400, 3020],
    ['more than 60 months', '/r51/reports/tr_b1', tr({ begin_date: '2020-01', end_date: '2026-03' }), 400, 3020],
    ['a future end month', '/r51/reports/tr_b1', tr({ end_date: '2027-01' }), 200, 3031],
    ['months before the first usage', '/r51/reports/tr_b3', tr({ begin_date: '2025-06' }), 200, 3032],
    ['months without usage', '/r51/reports/tr_b1', tr({ begin_date: '2026-06', end_date: '2026-08' }), 200, 3030],
    ['a parameter TR_B1 does not have', '/r51/reports/tr_b1', tr({ colour: 'blue' }), 200, 3050],
    ['access_type=Pirated', '/r51/reports/tr_b3', tr({ access_type: 'Pirated' }), 200, 3060],
    ['a narrower access type than the view', '/r51/reports/tr_b3', tr({ access_type: 'Controlled' }), 200, 3060],
    ['another platform', '/r51/reports/tr_b1', tr({ platform: 'Elsewhere' }), 200, 3060],
    ['an unknown attribute', '/r51/reports/tr_b1', tr({ attributes_to_show: 'Colour' }), 200, 3062],
    ['granularity=Totals', '/r51/reports/tr_b3', tr({ granularity: 'Totals' }), 200, 3062],
    ['a report we do not support', '/r51/reports/tr_j1', tr({}), 404, undefined],
    ['another release', '/r5/reports/tr_b1', tr({}), 404, undefined],
  ]

  it.each(bad)('answers %s with its status and exception', async (_what, path, params, status, code) => {
    const answer = await call(path, params)
    expect(answer.status).toBe(status)
    if (code === undefined) return expect(typeof answer.body).toBe('string')
    expect(validateCounterResponse(path, status, answer.body)).toEqual([])
    if (status === 200) expect(codesOf(answer)).toContain(code)
    else expect(answer.body).toMatchObject({ Code: code })
  })

  it('moves the end of a future period back to the last complete month (3031) and the begin forward to the first usage (3032)', async () => {
    const answer = await valid('/r51/reports/tr_b1', tr({ begin_date: '2025-06', end_date: '2027-01' }))
    expect(codesOf(answer)).toEqual([3031, 3032])
    expect(headerOf(answer)['Report_Filters']).toMatchObject({ Begin_Date: '2025-12-01', End_Date: '2026-10-31' })
  })

  it('refuses a 100 KB parameter before reading it, and any method but GET', async () => {
    expect((await call('/r51/members', { ...testville, junk: 'x'.repeat(100_000) })).status).toBe(431)
    expect((await call('/r51/members', testville, { method: 'POST' })).status).toBe(405)
  })

  it('answers 1020 with Retry-After once a key has made too many requests', async () => {
    limits = { ...defaultLimits, writesPerWindow: 2 }
    await valid('/r51/members', testville)
    await valid('/r51/reports', testville)
    const refused = await valid('/r51/members', testville)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ Code: 1020, Message: 'Client has made too many requests' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
