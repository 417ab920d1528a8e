import { once } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sql } from 'kysely'
import { TRPCError } from '@trpc/server'
import { counterApiBasePath } from '../../../contracts/counter-api.ts'
import { counterReports, isCounterReportId, type CounterReportId } from '../../../contracts/counter-reports.ts'
import type { ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'
import { counterPlatform } from '../../db/counter/counter-report-read.ts'
import { callerOfKey, spendKeyRequest, type CounterApiCaller } from './counter-api-auth.repo.ts'
import { quoted, readCredentials, readReportParams, type ReportParams } from './counter-api-params.ts'
import type { CounterApiReportPage } from './counter-api.router.ts'
import { CounterApiRefusal, counterException, exceptionStatus, type CounterException } from './counter-exceptions.ts'
import { jsonReportHeader, jsonReportItems } from './counter-json-report.ts'

/** The paths of Code of Practice 8.1 under the base (`/counter/r51/…`); anything else under it is a 404 (Appendix D). */
type Endpoint = { readonly kind: 'status' | 'members' | 'reports' } | { readonly kind: 'report'; readonly report: CounterReportId }

export const isCounterApiRequest = (pathname: string): boolean => pathname === counterApiBasePath || pathname.startsWith(`${counterApiBasePath}/`)

function endpointOf(pathname: string): Endpoint | undefined {
  const path = pathname.slice(counterApiBasePath.length).replace(/\/+$/, '')
  if (path === '/r51/status') return { kind: 'status' }
  if (path === '/r51/members') return { kind: 'members' }
  if (path === '/r51/reports') return { kind: 'reports' }
  const report = /^\/r51\/reports\/([a-z0-9_]+)$/.exec(path)?.[1]?.toUpperCase()
  return report !== undefined && isCounterReportId(report) ? { kind: 'report', report } : undefined
}

const createCaller = createCallerFactory(appRouter)

/** COUNTER reserves this customer ID for "The World" (Code of Practice 8.2); we report to institutions only. */
const worldCustomerId = '0000000000000000'

/**
 * The COUNTER API, Release 5.1 (issue 57; Code of Practice section 8 and
 * Appendix D): GET only, JSON only. `status` is public; every other path
 * needs the institution's customer ID and an API key its staff made on the
 * Reports page (no IP-based access). Credentials are checked before any
 * parameter beyond their presence, so a stranger learns nothing about the
 * dates; each request with a good key spends one of the key's requests
 * (1020 past the limit). Reports stream: the header, then the items as the
 * pages are read, a slow harvester slowing the reading, not the memory.
 */
export async function sendCounterApi(deps: ServerDeps, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    return void res.end('The COUNTER API answers GET requests only.')
  }
  const endpoint = endpointOf(url.pathname)
  if (!endpoint) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    return void res.end(
      `There is no such COUNTER API path. This server answers ${counterApiBasePath}/r51/status, /r51/members, /r51/reports, /r51/reports/tr_b1 and /r51/reports/tr_b3.`,
    )
  }
  if (endpoint.kind === 'status') return sendJson(res, 200, await status(deps))

  const params = url.searchParams
  const credentials = readCredentials(params)
  if (!credentials.ok) return sendException(res, credentials.exception)
  const reportParams = endpoint.kind === 'report' ? readReportParams(endpoint.report, params) : undefined
  // Missing dates are 1030, answered with the missing credentials' code before any key is looked at; a bad date (3020) waits for the key.
  if (reportParams && !reportParams.ok && reportParams.exception.Code === 1030) return sendException(res, reportParams.exception)

  const { customerId, apiKey, requestorId } = credentials.value
  if (customerId === worldCustomerId) return sendException(res, counterException(2011, 'This server reports usage to institutions only.'))
  const caller = await callerOfKey(deps.db, apiKey)
  if (!caller)
    return sendException(
      res,
      counterException(2020, 'The API key is not recognised or was revoked: make a new one in the COUNTER API section of the Reports page.'),
    )
  if (caller.requestorId !== null && requestorId !== caller.requestorId) {
    return sendException(res, counterException(2000, 'This API key is registered with a requestor ID: send it as requestor_id.'))
  }
  if (caller.customerId !== customerId) {
    return sendException(res, counterException(2010, `The API key does not harvest customer ${quoted(customerId)}: use the customer ID shown beside the key.`))
  }
  const { writesPerWindow, writeWindowMs } = deps.limits
  const spent = await spendKeyRequest(deps.db, caller.keyId, deps.now(), { perWindow: writesPerWindow, windowMs: writeWindowMs })
  if (!spent.ok) {
    const seconds = Math.ceil(spent.retryAfterMs / 1000)
    const limit = counterException(
      1020,
      `This server allows ${writesPerWindow} requests in ${writeWindowMs / 1000} seconds per API key; try again in ${seconds} seconds.`,
    )
    return sendException(res, limit, { 'Retry-After': String(seconds) })
  }
  if (reportParams && !reportParams.ok) return sendException(res, reportParams.exception)

  const api = createCaller({ deps, session: { kind: 'anonymous' }, harvester: caller }).counterApi
  try {
    if (endpoint.kind === 'members') return sendJson(res, 200, await api.members())
    if (endpoint.kind === 'reports') return sendJson(res, 200, await api.reportList())
    if (endpoint.kind === 'report' && reportParams) return await sendReport(deps, res, caller, endpoint.report, reportParams.value, api.report)
  } catch (error) {
    return sendFailure(deps, res, error)
  }
}

async function status(deps: ServerDeps): Promise<object[]> {
  let active = true
  try {
    await sql`select 1`.execute(deps.db)
  } catch (error) {
    deps.logger.error('COUNTER API status: the database did not answer', error)
    active = false
  }
  return [
    {
      Description: `COUNTER Release 5.1 usage reports (TR_B1, TR_B3) of the ${counterPlatform.name} platform.`,
      Service_Active: active,
      ...(active ? {} : { Note: 'The reports cannot be read at the moment; try again later.' }),
    },
  ]
}

type ReportProcedure = (input: { report: CounterReportId; begin: string; end: string; cursor?: string }) => Promise<CounterApiReportPage>

async function sendReport(
  deps: ServerDeps,
  res: ServerResponse,
  caller: CounterApiCaller,
  report: CounterReportId,
  params: ReportParams,
  read: ReportProcedure,
) {
  let page = await read({ report, begin: params.begin, end: params.end })
  const header = jsonReportHeader({
    report,
    institutionName: page.institutionName,
    customerId: caller.customerId,
    begin: page.begin,
    end: page.end,
    platform: params.platform,
    exceptions: [...params.warnings, ...page.exceptions],
    created: new Date(deps.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  })
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' })
  let closed = false
  res.once('close', () => (closed = true))
  try {
    await write(res, `{"Report_Header":${JSON.stringify(header)},"Report_Items":[`)
    let separator = ''
    for (;;) {
      // A page's items in one write: a write per item waited on the connection some 100,000 times a year of TR_B3.
      const items = jsonReportItems(report, page.months, page.items).map((item) => JSON.stringify(item))
      if (items.length > 0) {
        await write(res, separator + items.join(','))
        separator = ','
      }
      if (page.nextCursor === null || closed) break
      page = await read({ report, begin: params.begin, end: params.end, cursor: page.nextCursor })
    }
    res.end(']}')
  } catch (error) {
    // Past the headers a status cannot change: break the connection, so the harvester sees a failed
    // request rather than a report that silently stops part-way.
    deps.logger.error(`The COUNTER API's ${counterReports[report].id} failed part-way`, error)
    res.destroy(error instanceof Error ? error : new Error(String(error)))
  }
}

/** Writes, waiting when the connection's buffer is full. */
async function write(res: ServerResponse, text: string): Promise<void> {
  if (!res.write(text)) await once(res, 'drain')
}

function sendFailure(deps: ServerDeps, res: ServerResponse, error: unknown): void {
  if (error instanceof TRPCError) {
    if (error.cause instanceof CounterApiRefusal) return sendException(res, error.cause.exception)
    if (error.code === 'FORBIDDEN') return sendException(res, counterException(2010, error.message))
    if (error.code === 'UNAUTHORIZED') return sendException(res, counterException(2020, error.message))
  }
  deps.logger.error('A COUNTER API request failed', error)
  sendException(res, counterException(1000, 'Something went wrong on the server; try the request again later.'))
}

function sendException(res: ServerResponse, exception: CounterException, headers: Record<string, string> = {}): void {
  sendJson(res, exceptionStatus(exception), exception, headers)
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  // The answers are an institution's usage and its credentials' verdicts: never kept by a shared cache.
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store', ...headers })
  res.end(JSON.stringify(body))
}
