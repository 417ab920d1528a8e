import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { createHTTPHandler } from '@trpc/server/adapters/standalone'
import { isCounterApiRequest, sendCounterApi } from '../features/counter-api/counter-api-handler.ts'
import { isCounterDownload, sendCounterDownload } from '../features/counter-reports/tsv-download.ts'
import { isUnsubscribeRequest, sendUnsubscribe } from '../features/notifications/unsubscribe-link.ts'
import { isCalendarFeedRequest, sendCalendarFeed } from '../features/calendar/calendar-feed-link.ts'
import type { Logger as Pino } from 'pino'
import { createRequestLog, requestIdOf } from '../logging/request-log.ts'
import { measureRequest } from '../metrics/http-metrics.ts'
import { sendLiveness, sendReadiness, type Readiness } from './probes.ts'
import { noteRequestFault, noteRequestPerson, noteRequestProcedures } from './request-facts.ts'
import { silentLog } from '../logging/pino-log.ts'
import { createContext, sessionPersonId, type ServerDeps } from '../trpc/context.ts'
import { proceduresMismatch } from '../trpc/procedures-in-policy.ts'
import { appRouter, procedurePaths } from '../trpc/router.ts'
import { browserConfig, connectSources, injectBrowserConfig, type BrowserConfigSource } from './browser-config.ts'
import { boundsRefusal, calledProcedures, isUploadRequest } from './request-bounds.ts'
import { requestUrl } from './request-url.ts'
import { retryAfterHeader } from './retry-after.ts'
import { landingPreload } from './landing-preload.ts'
import { crossOriginRefusal } from './same-origin.ts'
import { appSecurityHeaders } from './security-headers.ts'
import { staticFiles } from './static-files.ts'
import { stopReading } from './stop-reading.ts'
import { sendRefusal } from './trpc-refusal.ts'

export interface AppServerOptions {
  readonly deps: ServerDeps
  /** Folder of the built SPA (Vite's dist/). */
  readonly distDir: string
  /** What the browser is told at run time (sign-in host, analytics, error reporting) and may connect to. */
  readonly config: BrowserConfigSource
  /** Origins the app is served from (the redirect allow-list): the only ones that may POST to /trpc. */
  readonly appOrigins: readonly string[]
  /** Origins of institutions' https logos (branding), added to the CSP's img-src; read when the server starts. */
  readonly logoOrigins?: readonly string[]
  /** Where each request's line is written (logging/request-log.ts); none: request lines are dropped (tests). */
  readonly log?: Pino
  /** Turned to stopping when a shutdown begins: /readyz then answers 503. */
  readonly readiness?: Readiness
}

/**
 * The app origin: /trpc for the API, the mails' unsubscribe link
 * (/notifications/unsubscribe, a server-side page), everything else from the built SPA.
 * Throws when the router and policy/procedures.yaml disagree: a procedure
 * without a rule in the policy must never be served.
 */
export function createAppHandler(options: AppServerOptions): RequestListener {
  const { deps } = options
  const mismatch = proceduresMismatch(procedurePaths, deps.policy)
  if (mismatch) throw new Error(`The app server cannot start: its procedures and the policy disagree.\n${mismatch}`)
  const headers = appSecurityHeaders(connectSources(options.config), options.logoOrigins)
  // index.html also preloads the page the signed-in person is opening, when they may open it (issue 61).
  const serveStatic = staticFiles(options.distDir, injectBrowserConfig(browserConfig(options.config)), landingPreload(deps, options.distDir))
  const logRequest = createRequestLog(options.log ?? silentLog)
  const readiness = options.readiness ?? { stopping: false }
  // A fault is written on its request's line; a server without a request log (tests) writes it to the logger.
  const fault = (req: IncomingMessage, message: string, error: unknown) => (options.log ? noteRequestFault(req, error) : deps.logger.error(message, error))
  const trpcHandler = (maxBodySize: number) =>
    createHTTPHandler({
      router: appRouter,
      basePath: '/trpc/',
      createContext: async ({ req }) => {
        const context = await createContext(deps, req.headers.cookie, requestIdOf(req))
        noteRequestPerson(req, sessionPersonId(context.session))
        return context
      },
      // A body sent without Content-Length is cut off here, while it is read; boundsRefusal checks the rest first.
      maxBodySize,
      maxBatchSize: deps.limits.batchCalls,
      responseMeta: retryAfterHeader,
      onError: ({ error, path, req }) => {
        // Expected errors (401, 403, bad input) are the client's business; only faults are logged, on the request's line.
        if (error.code === 'INTERNAL_SERVER_ERROR') fault(req, `tRPC ${path ?? '(unknown procedure)'} failed: ${error.message}`, error.cause ?? error)
      },
    })
  const trpc = trpcHandler(deps.limits.bodyBytes)
  const uploadTrpc = trpcHandler(deps.limits.uploadBodyBytes)

  const failed = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    fault(req, `Serving ${requestUrl(req)?.pathname ?? req.url} failed`, error)
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Something went wrong on the server.')
  }

  return (req, res) => {
    logRequest(req, res)
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    const url = requestUrl(req)
    measureRequest(req, res, url ? requestKind(url.pathname) : 'bad-request')
    if (!url) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      return void res.end('Bad request.')
    }
    if (url.pathname === '/trpc' || url.pathname.startsWith('/trpc/')) {
      // Answers depend on the session cookie: never in a shared cache.
      res.setHeader('Cache-Control', 'private, no-cache')
      // Mutations change state: refuse them from pages of other origins, even same-site ones SameSite=Lax lets through.
      const refusal = crossOriginRefusal(req.method, req.headers, options.appOrigins)
      if (refusal) return sendRefusal(res, { status: 403, code: 'FORBIDDEN', message: refusal })
      // An oversized body is never kept: what still arrives after the 413 is dropped, then the connection closes.
      res.once('finish', () => {
        if (res.statusCode === 413) stopReading(req)
      })
      const procedures = calledProcedures(url)
      noteRequestProcedures(req, procedures)
      const bounds = boundsRefusal(req, procedures, deps.limits)
      if (bounds) return sendRefusal(res, bounds)
      return isUploadRequest(procedures) ? uploadTrpc(req, res) : trpc(req, res)
    }
    if (url.pathname === '/healthz') return sendLiveness(res)
    if (url.pathname === '/readyz') return void sendReadiness(deps.db, readiness, res)
    if (isUnsubscribeRequest(url.pathname)) {
      // Not under the same-origin check of /trpc, on purpose: a mail provider POSTs the one-click unsubscribe
      // (RFC 8058) from its own origin, with no session. The signed token in the URL is the authority, and
      // all it can do is turn mail off for the person and kinds it names: nothing a forged request could want.
      return void sendUnsubscribe(deps, req, res, url).catch((error: unknown) => failed(req, res, error))
    }
    if (isCalendarFeedRequest(url.pathname)) {
      // No session: calendar programs subscribe to the address; its secret token is the authority (calendar-feed-link.ts).
      return void sendCalendarFeed(deps, req, res, url, options.appOrigins[0] ?? url.origin).catch((error: unknown) => failed(req, res, error))
    }
    if (isCounterApiRequest(url.pathname)) {
      // No session: usage harvesters call it with the institution's customer ID and API key (counter-api-handler.ts).
      return void sendCounterApi(deps, req, res, url).catch((error: unknown) => failed(req, res, error))
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      return void res.end('Method not allowed.')
    }
    if (isCounterDownload(url.pathname)) {
      return void sendCounterDownload(deps, req, res, url).catch((error: unknown) => failed(req, res, error))
    }
    serveStatic(req, res, url.pathname).catch((error: unknown) => failed(req, res, error))
  }
}

/** The metrics' label of a request that calls no procedure: a fixed set, whatever the path. */
function requestKind(pathname: string): string {
  if (pathname === '/trpc' || pathname.startsWith('/trpc/')) return 'trpc'
  if (pathname === '/healthz' || pathname === '/readyz') return pathname.slice(1)
  if (isUnsubscribeRequest(pathname)) return 'unsubscribe'
  if (isCalendarFeedRequest(pathname)) return 'calendar-feed'
  if (isCounterApiRequest(pathname)) return 'counter-api'
  if (isCounterDownload(pathname)) return 'counter-download'
  return 'page'
}
