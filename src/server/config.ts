import { dirname, join } from 'node:path'
import { isCalendarDay } from '../contracts/terms.ts'
import { readLimits, type Limits } from './limits.ts'
import { readCount, readPort } from './config-readers.ts'
import { readOperations, type OperationsConfig } from './operations-config.ts'

/**
 * Server configuration from environment variables. Every variable has a
 * default that runs the demo on one machine; a bad value is reported as data,
 * never thrown, so `main.ts` can print every problem at once and exit.
 *
 *   PORT                      app origin port (tRPC + built SPA)          default 3000
 *   APP_ORIGIN                public origin of the app                    default http://localhost:$PORT
 *   AUTH_PORT                 sign-in service port                        default 3001
 *   AUTH_HOST                 public origin of the sign-in service        default http://localhost:$AUTH_PORT
 *   DATABASE_PATH             SQLite file                                 default .data/adoptions.sqlite
 *   DATABASE_URL              postgres://user:pass@host:5432/db: use PostgreSQL instead of SQLite
 *                             (sessions and sign-in limits then live there too, so several servers can share it)
 *   ADOPTIONS_DATA            data file replacing the demo seed           default none (the demo seed)
 *   AUTH_REDIRECT_ALLOWLIST   comma-separated origins sign-in may return to   default APP_ORIGIN
 *                             (outside production also http://localhost:5173, the `npm run dev` origin)
 *   SESSION_COOKIE_DOMAIN     Domain attribute of the session cookie      default none (host-only)
 *   POSTHOG_KEY               product analytics key, handed to the browser  default none (analytics off)
 *   POSTHOG_HOST              product analytics origin                    default https://eu.i.posthog.com
 *   SENTRY_DSN                error reporting DSN, handed to the browser  default none (error reporting off)
 *   CSP_CONNECT_SRC           further origins the SPA may call            default none
 *   SMTP_URL                  smtp://user:pass@host:587 or smtps://…:465: where mail is sent
 *                             default none (each mail is written to <DATABASE_PATH's folder>/outbox/ as an .eml file)
 *   MAIL_FROM                 the From of every mail                      default Adoptions <no-reply@localhost>
 *   ADOPTIONS_NOW             2027-01-04 or 2027-01-04T09:00:00Z: the clock starts there and runs on (demo, browser tests)
 *                             default the real time; refused in production
 *   DECISION_LOG_SAMPLE       share of access decisions logged, 0 to 1    default 1 (all)
 *   DECISION_LOG_DAYS         days a logged decision is kept              default 30
 *   DECISION_LOG_ROWS         most logged decisions kept                  default 1000000
 *   NODE_ENV                  production hides demo accounts and requires passwords
 *   LOG_LEVEL, LOG_FORMAT, METRICS_PORT, SHUTDOWN_GRACE_MS   logs, metrics and shutdown: see operations-config.ts
 *   LIMIT_*, HTTP_*_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS   request, write and time limits: see limits.ts
 *
 * AUTH_HOST, POSTHOG_* and SENTRY_DSN reach the browser through a
 * `<meta name="adoptions-config">` tag in index.html, so one build runs anywhere;
 * the analytics and error-reporting origins are added to the CSP's connect-src.
 *
 * Cookies ignore ports, so the cookie the sign-in service sets on localhost:3001
 * is sent to the app on localhost:3000 without a Domain attribute.
 */
export interface ServerConfig {
  readonly port: number
  readonly appOrigin: string
  readonly authPort: number
  readonly authHost: string
  readonly databasePath: string
  /** PostgreSQL connection URL; undefined means the SQLite file at databasePath. */
  readonly databaseUrl: string | undefined
  readonly dataFile: string | undefined
  readonly redirectAllowList: readonly string[]
  readonly sessionCookieDomain: string | undefined
  readonly cspConnectSrc: readonly string[]
  readonly posthogKey: string | undefined
  readonly posthogHost: string
  readonly sentryDsn: string | undefined
  /** smtp:// or smtps:// URL of the mail server; undefined: mail is written as files into mailOutboxDir. */
  readonly smtpUrl: string | undefined
  /** The From of every mail: `Name <address>` or an address. */
  readonly mailFrom: string
  /** Where mail goes without SMTP_URL: `outbox/` beside the SQLite file (the data folder, `.data/` by default). */
  readonly mailOutboxDir: string
  readonly production: boolean
  /** ADOPTIONS_NOW as an instant: where the server's clock starts (time/clock.ts); undefined: the real time. */
  readonly clockStart: number | undefined
  /** Bounds on request bodies, batches, writes and time (limits.ts). */
  readonly limits: Limits
  /** The access decision log (src/server/decisions/decision-log.ts): what share is logged and how much is kept. */
  readonly decisionLog: DecisionLogConfig
  /** Logs, metrics and shutdown (operations-config.ts). */
  readonly operations: OperationsConfig
}

export interface DecisionLogConfig {
  /** 0 to 1: each decision is logged with this chance. */
  readonly sampleRate: number
  readonly retentionDays: number
  readonly retentionRows: number
}

export type ConfigResult = { readonly ok: true; readonly config: ServerConfig } | { readonly ok: false; readonly errors: readonly string[] }

type Env = Readonly<Record<string, string | undefined>>

export function loadConfig(env: Env): ConfigResult {
  const errors: string[] = []
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim()
    return raw === undefined || raw === '' ? undefined : raw
  }
  const port = readPort(value('PORT'), 3000, 'PORT', errors)
  const authPort = readPort(value('AUTH_PORT'), 3001, 'AUTH_PORT', errors)
  const appOrigin = readOrigin(value('APP_ORIGIN') ?? `http://localhost:${port}`, 'APP_ORIGIN', errors)
  const authHost = readOrigin(value('AUTH_HOST') ?? `http://localhost:${authPort}`, 'AUTH_HOST', errors)
  const allowList = readOriginList(value('AUTH_REDIRECT_ALLOWLIST'), 'AUTH_REDIRECT_ALLOWLIST', errors)
  const cspConnectSrc = readOriginList(value('CSP_CONNECT_SRC'), 'CSP_CONNECT_SRC', errors)
  const posthogHost = readOrigin(value('POSTHOG_HOST') ?? 'https://eu.i.posthog.com', 'POSTHOG_HOST', errors)
  const sentryDsn = value('SENTRY_DSN')
  if (sentryDsn !== undefined && !/^https:\/\/[^\s/@]+@[^\s/]+\/\S+$/.test(sentryDsn)) {
    errors.push(`SENTRY_DSN must look like https://key@o1.ingest.sentry.io/123, got "${sentryDsn}"`)
  }
  const databaseUrl = value('DATABASE_URL')
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/./.test(databaseUrl)) {
    errors.push(`DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@localhost:5432/adoptions, got "${redactCredentials(databaseUrl)}"`)
  }
  const cookieDomain = value('SESSION_COOKIE_DOMAIN')
  if (cookieDomain !== undefined && !/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(cookieDomain)) {
    errors.push(`SESSION_COOKIE_DOMAIN must be a host name such as example.edu, got "${cookieDomain}"`)
  }
  const smtpUrl = value('SMTP_URL')
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/\s]/i.test(smtpUrl)) {
    errors.push(`SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.edu:465, got "${redactCredentials(smtpUrl)}"`)
  }
  const mailFrom = value('MAIL_FROM') ?? 'Adoptions <no-reply@localhost>'
  // One line with one address, so the From header cannot carry a second header or a second sender.
  if (!/^([^<>\r\n@]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(mailFrom)) {
    errors.push(`MAIL_FROM must be an address or "Name <address>", such as Adoptions <no-reply@example.edu>, got "${mailFrom}"`)
  }
  const limits = readLimits(env, errors)
  const production = env['NODE_ENV'] === 'production'
  const clockStart = readClockStart(value('ADOPTIONS_NOW'), production, errors)
  const decisionLog = {
    sampleRate: readShare(value('DECISION_LOG_SAMPLE'), 1, 'DECISION_LOG_SAMPLE', errors),
    retentionDays: readCount(value('DECISION_LOG_DAYS'), 30, 'DECISION_LOG_DAYS', errors),
    retentionRows: readCount(value('DECISION_LOG_ROWS'), 1_000_000, 'DECISION_LOG_ROWS', errors),
  }
  const operations = readOperations(value, production, errors)
  if (errors.length > 0) return { ok: false, errors }
  const databasePath = value('DATABASE_PATH') ?? '.data/adoptions.sqlite'
  return {
    ok: true,
    config: {
      port,
      appOrigin,
      authPort,
      authHost,
      databasePath,
      databaseUrl,
      dataFile: value('ADOPTIONS_DATA'),
      redirectAllowList: allowList.length > 0 ? allowList : defaultAllowList(appOrigin, production),
      sessionCookieDomain: cookieDomain,
      cspConnectSrc,
      posthogKey: value('POSTHOG_KEY'),
      posthogHost,
      sentryDsn,
      smtpUrl,
      mailFrom,
      mailOutboxDir: join(dirname(databasePath), 'outbox'),
      production,
      clockStart,
      limits,
      decisionLog,
      operations,
    },
  }
}

/** ADOPTIONS_NOW: a day (its midnight UTC) or an ISO instant with its zone; never in production, where time is real. */
function readClockStart(raw: string | undefined, production: boolean, errors: string[]): number | undefined {
  if (raw === undefined) return undefined
  if (production) {
    errors.push('ADOPTIONS_NOW sets the clock for the demo and tests; it is refused when NODE_ENV is production')
    return undefined
  }
  const day = raw.slice(0, 10)
  const at = !isCalendarDay(day)
    ? Number.NaN
    : raw === day
      ? Date.parse(`${day}T00:00:00Z`)
      : /^.{10}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)
        ? Date.parse(raw)
        : Number.NaN
  if (Number.isNaN(at)) errors.push(`ADOPTIONS_NOW must be a day such as 2027-01-04 or an instant such as 2027-01-04T09:00:00Z, got "${raw}"`)
  return Number.isNaN(at) ? undefined : at
}

/** A URL as a message may show it: the password between `user:` and `@` replaced. */
function redactCredentials(url: string): string {
  return url.replace(/:[^:@/]*@/, ':***@')
}

/** Vite's dev server proxies /trpc to this server, so sign-in must be able to return there too. */
const viteDevOrigin = 'http://localhost:5173'

function defaultAllowList(appOrigin: string, production: boolean): string[] {
  return production || appOrigin === viteDevOrigin ? [appOrigin] : [appOrigin, viteDevOrigin]
}

function readShare(raw: string | undefined, fallback: number, name: string, errors: string[]): number {
  if (raw === undefined) return fallback
  if (!/^(0|1)(\.0*)?$|^0?\.\d+$/.test(raw)) {
    errors.push(`${name} must be a number from 0 to 1, such as 0.1, got "${raw}"`)
    return fallback
  }
  return Number(raw)
}

/** An origin is scheme, host and port only: `https://app.example.edu`, no path, no credentials. */
export function readOrigin(raw: string, name: string, errors: string[]): string {
  const url = URL.canParse(raw) ? new URL(raw) : undefined
  const bare = url?.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === ''
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
    errors.push(`${name} must be an origin (http or https, no path), got "${raw}"`)
    return raw
  }
  return url.origin
}

function readOriginList(raw: string | undefined, name: string, errors: string[]): string[] {
  if (raw === undefined) return []
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => readOrigin(part, name, errors))
}
