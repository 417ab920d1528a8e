/**
 * `npm test`'s "server logs hold no secrets" step (issue 62): after the whole
 * browser suite, reads the log every app server of the run wrote
 * (reports/server-logs/, JSON at debug level: playwright.config.ts and
 * scripts/ci/e2e-server.sh) and fails when a line holds a password the tests
 * type, a session cookie or token, an API key, a calendar feed or unsubscribe
 * token, request headers, or an email on a request's line (the person is
 * logged by id). Each finding names file, line and kind, never the whole secret.
 * A log that is missing or empty fails too: a broken wiring must not pass as clean.
 *
 *   npx tsx scripts/ci/check-server-logs.ts [log files…]   (default: the run's three servers)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { calendarFeedPrefix } from '../../src/contracts/calendar.ts'
import { sessionCookieName } from '../../src/server/auth/session-cookie.ts'
import { serverLogFile, serverLogNames, storageStateDir } from '../../tests/e2e/support/env.ts'

/** What the logs are searched for, besides the patterns every secret of its kind has. */
export interface KnownSecrets {
  /** Every password the data files give or the browser tests type. */
  readonly passwords: readonly string[]
  /** The session tokens the run's own sign-ins stored (Playwright storage state). */
  readonly sessionTokens: readonly string[]
  /**
   * COUNTER API keys the data files give in plain text: the start banner prints
   * them on purpose (src/server/counter-api-banner.ts), with a ready curl line,
   * so a developer can try the API. Allowed there only; a key made in the app is never.
   */
  readonly dataFileApiKeys: readonly string[]
}

export interface Finding {
  readonly line: number
  readonly kind: string
  /** The start of what matched and its length: enough to find it, not enough to use it. */
  readonly hint: string
}

interface Rule {
  readonly kind: string
  readonly pattern: RegExp
  /** Which lines it applies to; all when absent. */
  readonly on?: (line: LogLine) => boolean
  /** A match that is allowed after all. */
  readonly allowed?: (match: string, line: LogLine) => boolean
}

interface LogLine {
  readonly text: string
  readonly isRequestLine: boolean
  readonly isBanner: boolean
}

const base64url = '[A-Za-z0-9_-]'
const cookieName = escapeRegExp(sessionCookieName)

/**
 * The kinds every secret of its sort has, whatever its value. The session token,
 * a calendar feed token and an unsubscribe token's signature are 32 random bytes
 * or an HMAC-SHA256 as base64url: 43 characters (sessions.ts, contracts/calendar.ts,
 * unsubscribe-token.ts). Session cookies readSessionToken accepts are 20 to 200.
 */
function patternRules(known: KnownSecrets): Rule[] {
  return [
    // `adoptions_session=<token>` as a Cookie header writes it, or `"adoptions_session":"<token>"` as a parsed cookie object would.
    { kind: 'session cookie', pattern: new RegExp(`${cookieName}["']?\\s*[=:]\\s*["']?${base64url}{20,}`, 'g') },
    // pino-http writes headers under these names; the request log must write none (cookies, sign-in tokens).
    { kind: 'request headers', pattern: /"(?:cookie|set-cookie|authorization)"\s*:/gi },
    {
      kind: 'COUNTER API key',
      pattern: new RegExp(`cak_${base64url}{8,}`, 'g'),
      allowed: (match, line) => line.isBanner && known.dataFileApiKeys.includes(match),
    },
    {
      kind: 'API key in a query',
      pattern: /[?&]api_key=[^&\s"'\\]+/g,
      allowed: (match, line) => line.isBanner && known.dataFileApiKeys.includes(match.replace(/^[?&]api_key=/, '')),
    },
    { kind: 'calendar feed token', pattern: new RegExp(`${escapeRegExp(calendarFeedPrefix)}${base64url}{43}`, 'g') },
    // `base64url(userId:kinds).base64url(HMAC)`, in the link's ?token= or anywhere else.
    { kind: 'unsubscribe token', pattern: new RegExp(`[?&]token=${base64url}+|${base64url}{4,}\\.${base64url}{43}(?!${base64url})`, 'g') },
    {
      kind: 'email in a request line',
      pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g,
      // The person is logged by id. Only request lines are held to it: the start banner lists the accounts
      // with their emails on purpose outside production (src/server/startup-banner.ts), so a developer knows
      // whom to sign in as; it is written once, before any request, by no request.
      on: (line) => line.isRequestLine && !line.isBanner,
    },
  ]
}

/** Rules for the exact values known to be secret; JSON escapes a value's quotes and backslashes, so both forms are looked for. */
function valueRules(known: KnownSecrets): Rule[] {
  const exact = (kind: string, values: readonly string[]): Rule[] =>
    values.length === 0
      ? []
      : [
          {
            kind,
            pattern: new RegExp(
              unique(values.flatMap((value) => [value, JSON.stringify(value).slice(1, -1)]))
                .map(escapeRegExp)
                .join('|'),
              'g',
            ),
          },
        ]
  return [...exact('password', known.passwords), ...exact('session token', known.sessionTokens)]
}

/** The findings of one log's text, line by line. */
export function findSecrets(text: string, known: KnownSecrets): Finding[] {
  const rules = [...valueRules(known), ...patternRules(known)]
  const findings: Finding[] = []
  text.split('\n').forEach((raw, index) => {
    if (raw.trim() === '') return
    const line = describeLine(raw)
    for (const rule of rules) {
      if (rule.on && !rule.on(line)) continue
      for (const match of raw.matchAll(rule.pattern)) {
        if (rule.allowed?.(match[0], line)) continue
        findings.push({ line: index + 1, kind: rule.kind, hint: hintOf(match[0]) })
      }
    }
  })
  return findings
}

function describeLine(text: string): LogLine {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON (a line some tool wrote to stdout): still searched, as a request line if it looks like one.
    return { text, isRequestLine: text.includes('"requestId"'), isBanner: false }
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  const isRequestLine = 'requestId' in record || text.includes('"requestId"')
  // The banner is one log message (start-app.ts logs startupBanner's text whole), and it starts this way.
  const isBanner = !isRequestLine && typeof record['msg'] === 'string' && record['msg'].startsWith('\n  Adoptions app:')
  return { text, isRequestLine, isBanner }
}

function hintOf(secret: string): string {
  return `${secret.slice(0, Math.min(6, Math.floor(secret.length / 3)))}… (${secret.length} characters)`
}

export interface LogCheck {
  /** Why the check cannot vouch for the logs: a missing or empty file. */
  readonly problems: readonly string[]
  readonly findings: readonly (Finding & { readonly file: string })[]
  readonly lines: number
}

export function checkLogFiles(files: readonly string[], known: KnownSecrets): LogCheck {
  const problems: string[] = []
  const findings: (Finding & { file: string })[] = []
  let lines = 0
  if (files.length === 0) problems.push('no log files to check')
  for (const file of files) {
    if (!existsSync(file)) {
      problems.push(`${file}: missing (did the server write its log there? see scripts/ci/e2e-server.sh)`)
      continue
    }
    const text = readFileSync(file, 'utf8')
    const count = text.split('\n').filter((line) => line.trim() !== '').length
    if (count === 0) {
      problems.push(`${file}: empty (a server of the run logged nothing, not even its start)`)
      continue
    }
    lines += count
    findings.push(...findSecrets(text, known).map((finding) => ({ ...finding, file })))
  }
  if (known.passwords.length === 0) problems.push('no passwords found to look for: the data files or the tests moved (collectKnownSecrets)')
  return { problems, findings, lines }
}

/** The passwords, stored session tokens and data-file API keys of the repository and of the run just made. */
export function collectKnownSecrets(root: string, authDir: string = storageStateDir): KnownSecrets {
  const passwords: string[] = []
  const apiKeys: string[] = []
  const dataFiles = [
    join(root, 'src/server/data/demo-data.yaml'),
    ...filesUnder(join(root, 'tests/e2e/fixtures'), /\.ya?ml$/),
    ...filesUnder(join(root, 'tests/fixtures'), /\.ya?ml$/),
  ]
  for (const file of dataFiles) {
    collectValues(parse(readFileSync(file, 'utf8')) as unknown, { password: passwords, apiKey: apiKeys })
  }
  // What the browser tests type into a Password field or send as `password`, literally.
  const typed = [/getByLabel\(\s*'Password'[^)]*\)\s*\.fill\(\s*(['"`])([^'"`]+)\1/g, /\bpassword\s*:\s*(['"`])([^'"`]+)\1/g]
  for (const file of filesUnder(join(root, 'tests/e2e'), /\.ts$/)) {
    const source = readFileSync(file, 'utf8')
    for (const pattern of typed) for (const match of source.matchAll(pattern)) if (match[2]) passwords.push(match[2])
  }
  const sessionTokens: string[] = []
  for (const file of filesUnder(authDir, /\.json$/)) {
    const state = JSON.parse(readFileSync(file, 'utf8')) as { cookies?: { name?: unknown; value?: unknown }[] }
    for (const cookie of state.cookies ?? []) {
      if (cookie.name === sessionCookieName && typeof cookie.value === 'string' && cookie.value !== '') sessionTokens.push(cookie.value)
    }
  }
  // A very short value would match ordinary words; none of the data's passwords is that short.
  return { passwords: unique(passwords).filter((password) => password.length >= 6), sessionTokens: unique(sessionTokens), dataFileApiKeys: unique(apiKeys) }
}

function collectValues(value: unknown, into: Record<string, string[]>): void {
  if (Array.isArray(value)) return value.forEach((item) => collectValues(item, into))
  if (typeof value !== 'object' || value === null) return
  for (const [key, item] of Object.entries(value)) {
    const list = into[key]
    if (list && typeof item === 'string') list.push(item)
    else collectValues(item, into)
  }
}

function filesUnder(dir: string, name: RegExp): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(dir, entry))
    .filter((file) => name.test(file) && statSync(file).isFile())
    .sort()
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function main(args: readonly string[]): number {
  const root = resolve(import.meta.dirname, '../..')
  const files = args.length > 0 ? args.map((file) => resolve(file)) : serverLogNames.map(serverLogFile)
  const known = collectKnownSecrets(root)
  const { problems, findings, lines } = checkLogFiles(files, known)
  const shown = (file: string) => relative(process.cwd(), file) || file
  for (const problem of problems) console.error(`server logs: ${problem}`)
  for (const finding of findings) console.error(`${shown(finding.file)}:${finding.line}: ${finding.kind}: ${finding.hint}`)
  const lookedFor = `${known.passwords.length} passwords, ${known.sessionTokens.length} stored session tokens, ${known.dataFileApiKeys.length} data-file API keys allowed in the banner`
  if (problems.length > 0 || findings.length > 0) {
    console.error(
      `server logs: FAILED: ${findings.length} secrets in ${files.length} files, ${lines} lines; ${problems.length} problems (looked for ${lookedFor})`,
    )
    return 1
  }
  console.log(
    `server logs: no secrets in ${files.length} files, ${lines} lines (looked for ${lookedFor}, and cookies, keys, tokens, headers and emails by form)`,
  )
  return 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2))
