import { once } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { TRPCError } from '@trpc/server'
import { getHTTPStatusCodeFromError } from '@trpc/server/http'
import { counterReportInput, maxReportPageSize, type CounterReportPage } from '../../../contracts/counter-reports.ts'
import type { Logger } from '../../logger.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'
import { counterTsvHead, counterTsvItemLines } from './counter-tsv.ts'

/** `/reports/counter/TR_B1.tsv?begin=2026-01&end=2026-12`: the report's id is the file's name. */
const downloadPath = /^\/reports\/counter\/([^/]+)\.tsv$/

export const isCounterDownload = (pathname: string): boolean => downloadPath.test(pathname)

const createCaller = createCallerFactory(appRouter)

/**
 * A whole COUNTER report as the release's TSV, streamed as it is read: the
 * head from the first page, then each page's lines, a thousand items at a
 * time, by cursor. Every page is read through `counterReports.get`, so the
 * session, the policy's call rule, the read rule and the period checks are
 * the procedure's own; a refusal before the first byte is an HTTP status
 * with the procedure's message. A plain GET, so the browser saves the file
 * itself (no report held in the page's memory): it changes nothing, so the
 * same-origin check of mutations does not apply.
 */
export async function sendCounterDownload(deps: ServerDeps, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const parsed = counterReportInput.safeParse({
    report: downloadPath.exec(url.pathname)?.[1],
    begin: url.searchParams.get('begin') ?? '',
    end: url.searchParams.get('end') ?? '',
    pageSize: maxReportPageSize,
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const problem =
      issue?.path[0] === 'report'
        ? 'There is no such COUNTER report here; the reports are TR_B1 and TR_B3.'
        : (issue?.message ?? 'This report link is not valid.')
    return sendText(res, 400, problem)
  }
  const input = parsed.data
  const caller = createCaller(await createContext(deps, req.headers.cookie))

  let page: CounterReportPage
  try {
    page = await caller.counterReports.get(input)
  } catch (error) {
    return sendFailure(res, deps.logger, error)
  }
  res.writeHead(200, {
    'Content-Type': 'text/tab-separated-values; charset=utf-8',
    'Content-Disposition': `attachment; filename="${input.report}_${input.begin}_${input.end}.tsv"`,
    // The file is the person's institution's usage: never kept by a shared cache.
    'Cache-Control': 'private, no-store',
  })
  let closed = false
  res.once('close', () => (closed = true))
  try {
    await write(res, counterTsvHead(page.header, input.report, page.months))
    for (;;) {
      for (const item of page.items) await write(res, counterTsvItemLines(input.report, item))
      if (page.nextCursor === null || closed) break
      page = await caller.counterReports.get({ ...input, cursor: page.nextCursor })
    }
    res.end()
  } catch (error) {
    // Past the headers a status cannot change: break the connection so the browser reports a failed
    // download, rather than saving a report that silently stops part-way.
    deps.logger.error(`The ${input.report} download failed part-way`, error)
    res.destroy(error instanceof Error ? error : new Error(String(error)))
  }
}

/** Writes, waiting when the connection's buffer is full: a slow client slows the reading, not the memory. */
async function write(res: ServerResponse, text: string): Promise<void> {
  if (text !== '' && !res.write(text)) await once(res, 'drain')
}

function sendFailure(res: ServerResponse, logger: Logger, error: unknown): void {
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return sendText(res, getHTTPStatusCodeFromError(error), error.message)
  logger.error('A COUNTER report download failed', error)
  sendText(res, 500, 'Something went wrong on the server; try the download again.')
}

function sendText(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(message)
}
