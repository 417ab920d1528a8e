import { randomUUID } from 'node:crypto'
import { counterReportIds, type CounterReportId } from '../src/contracts/counter-reports.ts'
import { counterApiBasePath } from '../src/contracts/counter-api.ts'
import type { AppDb } from '../src/server/db/schema.ts'
import { counterApiKeyOf } from '../src/server/features/counter-api/counter-api-keys.ts'
import { requestsTotal, withAppHandler, withCounterUsage } from './counter-reports.ts'
import type { BenchDatabase } from './record-queries.ts'
import { round } from './stats.ts'
import { row, type BenchRow } from './table.ts'

// Issue 57's figure: "answers well inside a minute".
const LAST_BYTE_TARGET_MS = 60_000
const API_KEY = 'cak_bench_counter_api_harvester_key_00001'

/**
 * Issue 57 at the benchmark scale: the COUNTER reports bench's year of usage
 * for 100,000 titles (counter-reports.ts), an API key for the institution,
 * and each report of the year asked of the COUNTER API (`/counter/r51/reports/…`)
 * through the app's HTTP handler as a harvester asks it: timed to the first
 * chunk and to the last byte, then the JSON parsed whole, its Report_Items
 * counted and their Total_Item_Requests summed against the usage rows.
 */
export async function measureCounterApi(kind: BenchDatabase): Promise<BenchRow[]> {
  const group = `COUNTER API on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (issue 57)`
  return withCounterUsage(kind, async ({ db, deps, institutionId, begin, end, data }) => {
    const customerId = await insertKey(db, institutionId)
    const rows: BenchRow[] = []
    await withAppHandler(deps, async (origin) => {
      // TR_B3 first: the brief's report, the one with an Attribute_Performance per access type.
      for (const report of [...counterReportIds].reverse()) {
        const query = new URLSearchParams({ customer_id: customerId, api_key: API_KEY, begin_date: begin, end_date: end })
        const start = performance.now()
        const response = await fetch(`${origin}${counterApiBasePath}/r51/reports/${report.toLowerCase()}?${query}`)
        const headersMs = performance.now() - start
        if (response.status !== 200 || !response.body) throw new Error(`${report} answered ${response.status}: ${await response.text()}`)
        // Only collected while timed: the server runs in this process, so the client's parsing waits till the last byte.
        const chunks: Uint8Array[] = []
        let firstChunkMs = 0
        for await (const chunk of response.body) {
          if (chunks.length === 0) firstChunkMs = performance.now() - start
          chunks.push(chunk)
        }
        const lastByteMs = performance.now() - start
        const body = Buffer.concat(chunks)
        const json = checkJson(report, body, await requestsTotal(db, institutionId, report, begin, end))
        const what = `${report} of the year (${begin} to ${end}) through ${counterApiBasePath}/r51`
        rows.push(
          row(group, `${what}, fetch to the first chunk`, round(firstChunkMs, 1), 'ms', {
            note: `headers at ${round(headersMs, 1)} ms; ${chunks.length.toLocaleString('en-GB')} chunks`,
          }),
          row(group, `${what}, fetch to the last byte`, round(lastByteMs / 1000, 2), 's', {
            target: '< 60 s',
            pass: lastByteMs < LAST_BYTE_TARGET_MS,
            note:
              `${json.items.toLocaleString('en-GB')} Report_Items (${json.performances.toLocaleString('en-GB')} Attribute_Performance), ` +
              `${round(body.length / 1e6, 1)} MB, ${round(body.length / 1e6 / (lastByteMs / 1000), 1)} MB/s; ` +
              `Total_Item_Requests sum to the usage rows' ${json.requests.toLocaleString('en-GB')}; ` +
              `Exceptions: ${json.exceptions.length === 0 ? 'none' : json.exceptions.join(', ')}; ${data}`,
          }),
        )
      }
    })
    return rows
  })
}

/** An active key for the institution (as the data file provisions one); the customer ID harvesters send with it. */
async function insertKey(db: AppDb, institutionId: string): Promise<string> {
  const { hash, hint } = counterApiKeyOf(API_KEY)
  await db
    .insertInto('counter_api_keys')
    .values({ id: randomUUID(), institution_id: institutionId, name: 'bench harvester', key_hash: hash, key_hint: hint, requestor_id: null })
    .execute()
  const institution = await db.selectFrom('institutions').select(['id', 'counter_customer_id']).where('id', '=', institutionId).executeTakeFirstOrThrow()
  return institution.counter_customer_id ?? institution.id
}

interface JsonReport {
  readonly Report_Header?: { readonly Report_ID?: string; readonly Exceptions?: readonly { readonly Code: number }[] }
  readonly Report_Items?: readonly {
    readonly Attribute_Performance?: readonly { readonly Performance?: Record<string, Record<string, number>> }[]
  }[]
}

/**
 * The answer is one whole JSON report of `report`, with no 3030 (no usage) among its
 * exceptions, whose Total_Item_Requests counts sum to the usage rows'. Throws when not.
 */
function checkJson(
  report: CounterReportId,
  body: Buffer,
  expectedRequests: number,
): { items: number; performances: number; requests: number; exceptions: readonly number[] } {
  let parsed: JsonReport
  try {
    parsed = JSON.parse(body.toString('utf8')) as JsonReport
  } catch (error) {
    throw new Error(`${report}'s answer of ${body.length} bytes is not whole JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  const header = parsed.Report_Header
  if (header?.Report_ID !== report || !Array.isArray(parsed.Report_Items)) throw new Error(`${report}'s answer is not a ${report} report`)
  const exceptions = (header.Exceptions ?? []).map((exception) => exception.Code)
  if (exceptions.includes(3030)) throw new Error(`${report}'s header says 3030 (no usage)`)
  let performances = 0
  let requests = 0
  for (const item of parsed.Report_Items) {
    for (const attributes of item.Attribute_Performance ?? []) {
      performances++
      const monthly: Record<string, number> = attributes.Performance?.['Total_Item_Requests'] ?? {}
      for (const count of Object.values(monthly)) requests += count
    }
  }
  if (requests !== expectedRequests) throw new Error(`${report}'s Total_Item_Requests sum to ${requests}, the usage rows to ${expectedRequests}`)
  return { items: parsed.Report_Items.length, performances, requests, exceptions }
}
