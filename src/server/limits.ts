import { liveStreamsPerPerson } from '../contracts/live.ts'
import { defaultBatchCalls } from '../contracts/request-limits.ts'

/**
 * Every bound the servers put on one request, one person and one query, in
 * one place (issue 24): a signed-in person, a stolen session or a careless
 * script must not be able to stall or exhaust the service for everyone else.
 * Each has a default that suits one institution's staff and can be changed
 * with an environment variable (documented in the README):
 *
 *   LIMIT_BODY_BYTES            largest /trpc request body                    1 MiB
 *   LIMIT_UPLOAD_BODY_BYTES     largest body of an upload procedure            8 MiB
 *                               (a 5 MB booklist file as JSON rows)
 *   LIMIT_SIGN_IN_BODY_BYTES    largest sign-in form                          16 KiB
 *                               (and body of an unsubscribe link's POST)
 *   LIMIT_BATCH_CALLS           calls in one batched /trpc request             50
 *                               (the browser's batch link is told the same number)
 *   LIMIT_WRITES                mutations one person may make per window       30
 *   LIMIT_WRITE_WINDOW_MS       that window                                    10000
 *   HTTP_HEADERS_TIMEOUT_MS     time to send a request's headers              10000
 *   HTTP_REQUEST_TIMEOUT_MS     time to send a whole request                  30000
 *   HTTP_KEEP_ALIVE_TIMEOUT_MS  how long an idle connection stays open         5000
 *   DB_STATEMENT_TIMEOUT_MS     longest database statement (PostgreSQL)       15000
 *   LIMIT_LIVE_STREAMS          live streams one person may hold open          10
 *                               (tabs; the oldest is closed past it)
 *   LIVE_STREAM_MAX_MS          longest one live stream stays open            600000
 *                               (the tab reconnects at once and resumes)
 *   MAIL_INTERVAL_MS            how often the mail outbox is drained          5000
 *                               (and the daily digests are built)
 */
export interface Limits {
  readonly bodyBytes: number
  readonly uploadBodyBytes: number
  readonly signInBodyBytes: number
  readonly batchCalls: number
  readonly writesPerWindow: number
  readonly writeWindowMs: number
  readonly headersTimeoutMs: number
  readonly requestTimeoutMs: number
  readonly keepAliveTimeoutMs: number
  readonly statementTimeoutMs: number
  readonly liveStreamsPerPerson: number
  readonly liveStreamMaxMs: number
  readonly mailIntervalMs: number
}

const MiB = 1024 * 1024

export const defaultLimits: Limits = {
  bodyBytes: 1 * MiB,
  uploadBodyBytes: 8 * MiB,
  signInBodyBytes: 16 * 1024,
  batchCalls: defaultBatchCalls,
  writesPerWindow: 30,
  writeWindowMs: 10_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  liveStreamsPerPerson: liveStreamsPerPerson,
  liveStreamMaxMs: 10 * 60_000,
  mailIntervalMs: 5_000,
}

const variables: Readonly<Record<keyof Limits, string>> = {
  bodyBytes: 'LIMIT_BODY_BYTES',
  uploadBodyBytes: 'LIMIT_UPLOAD_BODY_BYTES',
  signInBodyBytes: 'LIMIT_SIGN_IN_BODY_BYTES',
  batchCalls: 'LIMIT_BATCH_CALLS',
  writesPerWindow: 'LIMIT_WRITES',
  writeWindowMs: 'LIMIT_WRITE_WINDOW_MS',
  headersTimeoutMs: 'HTTP_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'HTTP_REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'HTTP_KEEP_ALIVE_TIMEOUT_MS',
  statementTimeoutMs: 'DB_STATEMENT_TIMEOUT_MS',
  liveStreamsPerPerson: 'LIMIT_LIVE_STREAMS',
  liveStreamMaxMs: 'LIVE_STREAM_MAX_MS',
  mailIntervalMs: 'MAIL_INTERVAL_MS',
}

/**
 * Procedures whose path starts with this take the upload body limit instead
 * of the ordinary one: a booklist file of 5 MB is sent to them (issue 29).
 */
export const uploadProcedurePrefix = 'uploads.'

type Env = Readonly<Record<string, string | undefined>>

/** The limits the environment asks for; every bad value is pushed onto `errors` and its default kept. */
export function readLimits(env: Env, errors: string[]): Limits {
  const limits: Record<string, number> = {}
  for (const [key, name] of Object.entries(variables) as [keyof Limits, string][]) {
    const raw = env[name]?.trim()
    limits[key] = defaultLimits[key]
    if (raw === undefined || raw === '') continue
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
      errors.push(`${name} must be a whole number above 0, got "${raw}"`)
      continue
    }
    limits[key] = Number(raw)
  }
  const read = limits as unknown as Limits
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (read.headersTimeoutMs > read.requestTimeoutMs) {
    errors.push(`HTTP_HEADERS_TIMEOUT_MS (${read.headersTimeoutMs}) must not be above HTTP_REQUEST_TIMEOUT_MS (${read.requestTimeoutMs})`)
  }
  return read
}

/** "1 MB", "16 KB": how a limit reads in a message to a person. */
export function describeBytes(bytes: number): string {
  if (bytes >= MiB && bytes % MiB === 0) return `${bytes / MiB} MB`
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`
  return `${bytes} bytes`
}
