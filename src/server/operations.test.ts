import { request } from 'node:http'
import { join } from 'node:path'
import { sql } from 'kysely'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { findUserByEmail } from './db/users-repo.ts'
import { memoryLogger } from './logger.ts'
import { policy } from './policy.ts'
import { startServers, type RunningServers } from './start-servers.ts'
import { sendReadiness } from './http/probes.ts'
import { signInThrough } from './testing/http-client.ts'
import { listen } from './testing/listen.ts'
import { openLiveStream } from './testing/live-stream-reader.ts'
import { seedDemo } from './testing/seed.ts'
import { createTestDatabase, type TestDatabase } from './testing/test-databases.ts'

// Issue 62: what an operator sees of a running server (its log lines, its metrics, its probes) and how it stops.
let temp: TestDatabase
let servers: RunningServers
const lines: Record<string, unknown>[] = []

async function start(db: TestDatabase, env: Record<string, string> = {}): Promise<RunningServers> {
  const loaded = loadConfig({ PORT: '0', AUTH_PORT: '0', METRICS_PORT: '0', DATABASE_PATH: db.target.databasePath, ...env })
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'))
  // The server's own pino log, written to memory instead of stdout: each line as an operator's log shipper reads it.
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) })
  return startServers({ config: loaded.config, db: db.db, policy, logger: memoryLogger(), distDir: join(db.dir, 'no-dist'), log })
}

beforeAll(async () => {
  temp = await createTestDatabase('sqlite')
  await seedDemo(temp.db)
  servers = await start(temp)
}, 60_000)

afterAll(async () => {
  await servers.close()
  await temp.dispose()
})

const appUrl = (path: string) => `${servers.config.appOrigin}${path}`

describe('request log', () => {
  it('writes one JSON line per request: its id (answered in a header), the person by id, the procedures, status and time', async () => {
    const cookie = await signInThrough(servers, 'ana@northbridge.example')
    const search = encodeURIComponent(JSON.stringify({ json: { search: 'Quantum secrets of the library' } }))
    const res = await fetch(appUrl(`/trpc/auth.getUser,catalogue.search?batch=1&input=${search}`), { headers: { cookie, 'X-Request-Id': 'proxy-42.a' } })
    expect(res.headers.get('x-request-id')).toBe('proxy-42.a')
    const ana = await findUserByEmail(temp.db, 'ana@northbridge.example')
    const line = lines.find((entry) => entry['requestId'] === 'proxy-42.a')
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/trpc/auth.getUser,catalogue.search',
      procedure: 'auth.getUser,catalogue.search',
      person: ana?.id,
      status: res.status,
      ms: expect.any(Number),
    })
    // What someone searched for, their session and their email are never written.
    const written = JSON.stringify(lines)
    expect(written).not.toContain('Quantum')
    expect(written).not.toContain(cookie.split('=')[1])
    expect(written).not.toContain('ana@northbridge.example')
    // The sign-in itself has its line, on the sign-in service, without the form it was sent.
    expect(lines.find((entry) => entry['path'] === '/login' && entry['method'] === 'POST')).toMatchObject({ status: 303, requestId: expect.any(String) })
  })

  it('makes a new id when a proxy sends none or a malformed one, and the error data carries it for the screen to show', async () => {
    const res = await fetch(appUrl('/trpc/auth.getUser'), { headers: { 'X-Request-Id': 'bad id "forged"' } })
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/)
    const body = (await res.json()) as { error: { json: { data: { requestId: string } } } }
    expect(body.error.json.data.requestId).toBe(id)
    expect(lines.find((entry) => entry['requestId'] === id)).toMatchObject({ status: 401 })
  })

  it('does not log the probes, and writes nothing of a calendar feed address, its token being the secret', async () => {
    const before = lines.length
    await fetch(appUrl('/healthz'))
    await fetch(appUrl('/readyz'))
    await fetch(appUrl('/calendar/secret-token-123.ics'))
    const added = lines.slice(before)
    expect(added.map((entry) => entry['path'])).toEqual(['/calendar/…'])
    expect(JSON.stringify(added)).not.toContain('secret-token-123')
  })
})

describe('probes', () => {
  it('answers liveness and readiness while running', async () => {
    const live = await fetch(appUrl('/healthz'))
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }])
    const ready = await fetch(appUrl('/readyz'))
    expect([ready.status, ready.headers.get('cache-control'), await ready.json()]).toEqual([200, 'no-store', { status: 'ready' }])
  })

  it('answers 503 once a shutdown began, before the port closes', async () => {
    const probe = await listen(() => (_req, res) => void sendReadiness(temp.db, { stopping: true }, res))
    const res = await fetch(`${probe.origin}/readyz`)
    expect([res.status, await res.json()]).toEqual([503, { status: 'stopping' }])
    await probe.close()
  })
})

describe('metrics', () => {
  const scrape = async () => (await fetch(`http://localhost:${servers.metricsPort}/metrics`)).text()

  it('serves Prometheus metrics on their own port, and never on the app origin', async () => {
    const cookie = await signInThrough(servers, 'ana@northbridge.example')
    await fetch(appUrl('/trpc/auth.getUser'), { headers: { cookie } })
    const text = await scrape()
    expect(text).toMatch(/adoptions_http_request_duration_seconds_count\{procedure="auth.getUser",status="200"\} [1-9]/)
    expect(text).toMatch(/adoptions_db_query_duration_seconds_count\{outcome="ok"\} [1-9]/)
    for (const name of [
      'adoptions_http_requests_in_flight',
      'adoptions_live_streams',
      'adoptions_mail_outbox_depth',
      'adoptions_db_pool_connections',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ])
      expect(text).toContain(`# TYPE ${name} `)
    const onApp = await fetch(appUrl('/metrics'))
    expect(await onApp.text()).not.toContain('adoptions_http')
    expect((await fetch(`http://localhost:${servers.metricsPort}/other`)).status).toBe(404)
  })

  it('counts a body-limit refusal', async () => {
    const counted = async () => Number(/adoptions_http_requests_refused_total\{reason="body-limit"\} (\d+)/.exec(await scrape())?.[1] ?? 0)
    const before = await counted()
    const origin = servers.config.appOrigin
    const res = await fetch(appUrl('/trpc/requests.create'), {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024) },
      body: 'x'.repeat(10),
      duplex: 'half',
    } as RequestInit).catch(() => undefined)
    expect(res?.status ?? 413).toBe(413)
    expect(await counted()).toBe(before + 1)
  })
})

describe('shutdown', () => {
  /** The in-flight gauge as scraped: the requests the server is answering. */
  const inFlightOf = async (running: RunningServers) =>
    /adoptions_http_requests_in_flight (\d+)/.exec(await (await fetch(`http://localhost:${running.metricsPort}/metrics`)).text())?.[1]

  /** A POST whose body arrives in two parts, so the request is under way until `finish` sends the rest. */
  async function slowRequest(servers: RunningServers): Promise<{ answered: Promise<number>; finish: () => void }> {
    const origin = servers.config.appOrigin
    // Signed in: tRPC reads the input only after the access check, so an anonymous call is refused before its body is read.
    const cookie = await signInThrough(servers, 'ana@northbridge.example')
    const body = JSON.stringify({ json: { kind: 'purchase', nbsi: 'none', quantity: 1, idempotencyKey: 'slow-1' } })
    const url = new URL('/trpc/requests.create', origin)
    const req = request(url, {
      method: 'POST',
      headers: { cookie, Origin: origin, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    })
    const answered = new Promise<number>((resolve, reject) => {
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
    })
    req.write(body.slice(0, 10))
    return { answered, finish: () => req.end(body.slice(10)) }
  }

  it('stops accepting, lets a request under way finish, answers 503 to readiness, then stops', async () => {
    const db = await createTestDatabase('sqlite')
    await seedDemo(db.db, { records: false })
    const stopping = await start(db)
    const origin = stopping.config.appOrigin
    const slow = await slowRequest(stopping)
    // The request is under way once the server counts it.
    await expect.poll(() => inFlightOf(stopping)).toBe('1')
    const closed = stopping.close({ graceMs: 10_000 })
    await expect
      .poll(() =>
        fetch(`${origin}/readyz`).then(
          (res) => res.status,
          () => 'refused',
        ),
      )
      .toBe('refused')
    slow.finish()
    // Answered (400: no such title) instead of cut off.
    expect(await slow.answered).toBe(400)
    expect(await closed).toEqual({ unfinished: 0 })
    await db.dispose()
  })

  it('closes what is still under way when the grace ends, and says how many', async () => {
    const db = await createTestDatabase('sqlite')
    await seedDemo(db.db, { records: false })
    const stopping = await start(db)
    const slow = await slowRequest(stopping)
    const outcome = slow.answered.then(
      () => 'answered',
      () => 'cut off',
    )
    await expect.poll(() => inFlightOf(stopping)).toBe('1')
    expect(await stopping.close({ graceMs: 200 })).toEqual({ unfinished: 1 })
    expect(await outcome).toBe('cut off')
    await db.dispose()
  })

  it('ends live streams at once, so they do not hold the shutdown for its whole grace (each tab opens its stream again)', async () => {
    const db = await createTestDatabase('sqlite')
    await seedDemo(db.db, { records: false })
    const stopping = await start(db)
    const stream = await openLiveStream(stopping.config.appOrigin, await signInThrough(stopping, 'ana@northbridge.example'))
    await expect.poll(() => inFlightOf(stopping)).toBe('1')
    // A stream still open when the grace ends would be counted as unfinished.
    expect(await stopping.close({ graceMs: 30_000 })).toEqual({ unfinished: 0 })
    stream.close()
    await db.dispose()
  }, 45_000)

  it('answers 503 to readiness while a migration has not run', async () => {
    const db = await createTestDatabase('sqlite')
    await seedDemo(db.db, { records: false })
    const running = await start(db)
    await sql`DELETE FROM kysely_migration WHERE name = (SELECT MAX(name) FROM kysely_migration)`.execute(db.db)
    const missing = await fetch(`${running.config.appOrigin}/readyz`)
    expect(missing.status).toBe(503)
    expect(await missing.json()).toMatchObject({ status: 'not ready', reason: expect.stringMatching(/^migrations not run: 00\d\d/) })
    await running.close()
    await db.dispose()
  })
})
