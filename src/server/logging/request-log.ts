import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger as Pino } from 'pino'
import { pinoHttp } from 'pino-http'
import { calendarFeedPrefix } from '../../contracts/calendar.ts'
import { requestFacts } from '../http/request-facts.ts'

/**
 * One log line per request on the app origin (pino-http): its request id, the
 * person (their id, never their email), the procedures of a /trpc call, the
 * status and the time taken. Nothing else of the request is written: not the
 * query (it carries search text, API keys and feed tokens), not a header
 * (cookies), not a body (record text). A fault's cause goes with its line.
 */
export interface RequestLog {
  (req: IncomingMessage, res: ServerResponse): void
}

/** The header a request id travels in: taken from a proxy in front, always answered. */
export const requestIdHeader = 'x-request-id'

export function createRequestLog(log: Pino): RequestLog {
  const logRequest = pinoHttp({
    logger: log,
    genReqId: (req, res) => {
      const id = sanitizedRequestId(req.headers[requestIdHeader]) ?? randomUUID()
      res.setHeader('X-Request-Id', id)
      return id
    },
    // Only the request id is bound to lines logged during the request; the rest is this module's own object.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    // Probes and metrics scrapes come every few seconds and say nothing about people's work.
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method ?? 'GET'} ${pathOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method ?? 'GET'} ${pathOf(req)} ${res.statusCode} failed`,
    customSuccessObject: (req, res, value: { responseTime: number }) => lineOf(req, res, value.responseTime),
    customErrorObject: (req, res, error, value: { responseTime: number }) => ({
      ...lineOf(req, res, value.responseTime),
      err: requestFacts(req).fault ?? error,
    }),
  })
  return (req, res) => logRequest(req, res)
}

/** The request's id, once createRequestLog has seen it: for error data the person can quote. */
export function requestIdOf(req: IncomingMessage): string | undefined {
  const id = (req as IncomingMessage & { id?: unknown }).id
  return typeof id === 'string' ? id : undefined
}

function lineOf(req: IncomingMessage, res: ServerResponse, ms: number) {
  const known = requestFacts(req)
  return {
    method: req.method,
    path: pathOf(req),
    status: res.statusCode,
    ms,
    ...(known.procedures === undefined ? {} : { procedure: known.procedures.join(',') }),
    ...(known.person === undefined ? {} : { person: known.person }),
    // The connection ended before the answer did: the person left, or the server stopped.
    ...(res.writableEnded ? {} : { aborted: true }),
  }
}

/** The path alone: the query may hold an API key, a token or what someone searched for. */
function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/'
  const end = url.indexOf('?')
  const path = end === -1 ? url : url.slice(0, end)
  // A calendar feed's address is its secret.
  return path.startsWith(calendarFeedPrefix) ? `${calendarFeedPrefix}…` : path
}

/** A proxy's request id is kept when it is a plain token; anything else could forge or break a log line. */
function sanitizedRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(value) ? value : undefined
}
