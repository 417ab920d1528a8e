import { connect, type Socket } from 'node:net'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/open-database.ts'
import { memoryLogger } from './logger.ts'
import { policy } from './policy.ts'
import { startServers, type RunningServers } from './start-servers.ts'
import { createTestDatabase, createTestTarget, type TestDatabase } from './testing/test-databases.ts'

// Issue 24: a client that is slow on purpose (or broken) must not hold a
// connection for ever. Each test talks raw TCP to the real servers, started
// with short limits, and measures when the server hangs up on it.
const limits = { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 300 }
// Node enforces headersTimeout and requestTimeout on its periodic connection
// check (every 150 ms here); the rest is room for a busy 2-core machine.
const slack = 2500
/** What Node 20 adds to keepAliveTimeout before it closes an idle socket (_http_server.js). */
const nodeKeepAliveBuffer = 1000

let database: TestDatabase
let servers: RunningServers
let defaults: RunningServers

async function start(env: Record<string, string>): Promise<RunningServers> {
  const loaded = loadConfig({ PORT: '0', AUTH_PORT: '0', DATABASE_PATH: database.target.databasePath, ...env })
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'))
  return startServers({ config: loaded.config, db: database.db, policy, logger: memoryLogger(), distDir: join(database.dir, 'no-dist') })
}

beforeAll(async () => {
  database = await createTestDatabase('sqlite')
  servers = await start({
    HTTP_HEADERS_TIMEOUT_MS: String(limits.headersTimeoutMs),
    HTTP_REQUEST_TIMEOUT_MS: String(limits.requestTimeoutMs),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: String(limits.keepAliveTimeoutMs),
  })
  defaults = await start({})
})

afterAll(async () => {
  await servers.close()
  await defaults.close()
  await database.dispose()
})

interface Hangup {
  /** Milliseconds from the first byte sent until the server closed the connection. */
  readonly afterMs: number
  /** Everything the server sent before closing. */
  readonly received: string
}

/**
 * Connects to the port, sends `first`, then (if given) one byte of `dribble`
 * every 100 ms; answers when the server closes the connection, or undefined if
 * it is still open after `giveUpMs`.
 */
function hangupOf(port: number, first: string, options: { dribble?: string; giveUpMs?: number } = {}): Promise<Hangup | undefined> {
  const giveUpMs = options.giveUpMs ?? 5000
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1')
    let received = ''
    let started = 0
    let timer: NodeJS.Timeout | undefined
    const giveUp = setTimeout(() => {
      clearInterval(timer)
      socket.destroy()
      resolve(undefined)
    }, giveUpMs)
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (received += chunk))
    // A reset counts as a hang-up too: the server dropped the connection.
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(giveUp)
      clearInterval(timer)
      resolve({ afterMs: performance.now() - started, received })
    })
    socket.once('connect', () => {
      started = performance.now()
      socket.write(first)
      const rest = [...(options.dribble ?? '')]
      if (rest.length === 0) return
      timer = setInterval(() => {
        const next = rest.shift()
        if (next === undefined) clearInterval(timer)
        else if (!socket.destroyed) socket.write(next)
      }, 100)
    })
  })
}

const partialHeaders = 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: '
const appPort = () => servers.config.port
const authPort = () => servers.config.authPort

describe.each([
  ['app server', appPort],
  ['sign-in server', authPort],
])('the %s', (_name, portOf) => {
  it('disconnects a client that never finishes its headers, about headersTimeout after it began', async () => {
    const hangup = await hangupOf(portOf(), partialHeaders)
    expect(hangup).toBeDefined()
    expect(hangup!.afterMs).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 50)
    expect(hangup!.afterMs).toBeLessThan(limits.headersTimeoutMs + slack)
    // Node answers 408 before closing, unless the connection was already gone.
    if (hangup!.received !== '') expect(hangup!.received).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('cuts off a client that dribbles its body, about requestTimeout after it began', async () => {
    const path = portOf === appPort ? '/trpc/auth.signOut' : '/login'
    const headers = `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n`
    // 100 bytes at one per 100 ms would take 10 s: the server must not wait that long.
    const hangup = await hangupOf(portOf(), headers, { dribble: 'x'.repeat(100) })
    expect(hangup).toBeDefined()
    // The headers were complete at once, so this is requestTimeout, not headersTimeout.
    expect(hangup!.afterMs).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 50)
    expect(hangup!.afterMs).toBeLessThan(limits.requestTimeoutMs + slack)
  })

  it('closes an idle keep-alive connection after keepAliveTimeout', async () => {
    const request = `GET / HTTP/1.1\r\nHost: localhost\r\n\r\n`
    const hangup = await hangupOf(portOf(), request)
    expect(hangup).toBeDefined()
    // One complete answer, kept alive, then closed by the server while the client sat idle.
    expect(hangup!.received).toMatch(/^HTTP\/1\.1 \d{3} /)
    expect(hangup!.received).toMatch(/\r\nConnection: keep-alive\r\n/i)
    expect(hangup!.afterMs).toBeGreaterThanOrEqual(limits.keepAliveTimeoutMs - 50)
    // Node closes 1 s after the timeout it advertises (its fixed buffer against a
    // client reusing the connection just as it closes); the default 5 s would be 6 s.
    expect(hangup!.afterMs).toBeLessThan(limits.keepAliveTimeoutMs + nodeKeepAliveBuffer + slack)
  })
})

it('the limits come from the configuration: with the defaults (10 s for headers) the same slow client is still connected after 1.5 s', async () => {
  const [app, auth] = await Promise.all([
    hangupOf(defaults.config.port, partialHeaders, { giveUpMs: 1500 }),
    hangupOf(defaults.config.authPort, partialHeaders, { giveUpMs: 1500 }),
  ])
  expect(app).toBeUndefined()
  expect(auth).toBeUndefined()
})

describe('PostgreSQL statement timeout', () => {
  it('cancels a statement that runs longer than statementTimeoutMs, and the connection keeps working', async () => {
    const target = await createTestTarget('postgres', inject('postgresTemplate'))
    const opened = await openDatabase({ ...target.target, statementTimeoutMs: 200 })
    if (!opened.ok) throw new Error(opened.error)
    try {
      const shown = await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(opened.db)
      expect(shown.rows[0]?.statement_timeout).toBe('200ms')
      const started = performance.now()
      const error = await sql`SELECT pg_sleep(5)`.execute(opened.db).then(
        () => undefined,
        (caught: unknown) => caught as { code?: string; message?: string },
      )
      expect(error?.code).toBe('57014')
      expect(error?.message).toMatch(/statement timeout/)
      expect(performance.now() - started).toBeLessThan(4000)
      // A short statement on the same pool still runs.
      const quick = await sql<{ one: number }>`SELECT 1 AS one, pg_sleep(0.05)`.execute(opened.db)
      expect(quick.rows[0]?.one).toBe(1)
    } finally {
      await opened.close()
      await target.dispose()
    }
  })

  it('leaves statements unbounded when no timeout is given (what openDatabase does without one)', async () => {
    const database = await createTestDatabase('postgres')
    try {
      const shown = await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(database.db)
      expect(shown.rows[0]?.statement_timeout).toBe('0')
    } finally {
      await database.dispose()
    }
  })
})
