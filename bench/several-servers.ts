import { spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { join } from 'node:path'
import { startEmbeddedPostgres } from '../src/server/testing/embedded-postgres.ts'
import { freePort } from '../src/server/testing/listen.ts'
import { startApp, stopChild, waitForHttp, type RunningApp } from './app-server.ts'
import { startNodeBalancer } from './node-balancer.ts'
import { percentile } from './stats.ts'
import { row, type BenchRow } from './table.ts'
import { signInAs, writeTestvilleStaffFile } from './testville-staff.ts'

// Issue 61, "Several servers": 64 staff working against one app server, then against three app
// servers on one PostgreSQL behind a load balancer started here (Debian's haproxy when it is
// installed, or installable because we run as root; else a small Node proxy in its own process),
// for the same time each. Throughput and p99 of the two runs side by side.
const group = 'several servers (issue 61)'
const staff = 64
const servers = 3
const durationMs = 15_000
const thinkMs = 10
const seededRequests = 300

export interface Run {
  readonly latencies: number[]
  readonly failures: string[]
  readonly seconds: number
}

export async function measureSeveralServers(root: string): Promise<BenchRow[]> {
  const { dir, dataFile, remove } = writeTestvilleStaffFile('several', people())
  const postgres = await startEmbeddedPostgres()
  const apps: RunningApp[] = []
  let balancer: { origin: string; kind: string; stop: () => Promise<void> } | undefined
  try {
    const env = { DATABASE_URL: postgres.url, LIMIT_WRITES: '100000' }
    // One after another: the first provisions the data file into the empty database.
    for (let i = 0; i < servers; i++) apps.push(await startApp(root, { dataFile, env, startTimeoutMs: 90_000 }))
    const first = apps[0]!
    const cookies = await Promise.all(people().map((email) => signInAs(first, email)))
    await seedRequests(first, cookies[0]!)
    balancer = await startBalancer(
      dir,
      apps.map((app) => app.appOrigin),
    )
    // Warm each server's caches (compiled abilities, prepared plans) before either timed run.
    await drive(first.appOrigin, cookies, 2_000)
    await drive(balancer.origin, cookies, 2_000)
    const one = await drive(first.appOrigin, cookies, durationMs)
    const three = await drive(balancer.origin, cookies, durationMs)
    const throughput = (run: Run) => run.latencies.length / run.seconds
    const ratio = throughput(three) / throughput(one)
    const p99One = percentile(one.latencies, 99)
    const p99Three = percentile(three.latencies, 99)
    const describe = (run: Run) =>
      `${Math.round(throughput(run))} calls/s, p50 ${percentile(run.latencies, 50).toFixed(1)} ms, p99 ${percentile(run.latencies, 99).toFixed(1)} ms, ${run.failures.length} failed`
    return [
      row(group, `${staff} staff, one app server: calls per second`, Math.round(throughput(one)), 'calls/s', { note: describe(one) }),
      row(group, `${staff} staff, ${servers} app servers behind ${balancer.kind}: throughput / one server`, Number(ratio.toFixed(2)), 'x', {
        target: '>= 2.5x',
        pass: ratio >= 2.5,
        note: `${describe(three)}; ${describe(one)} on one`,
      }),
      row(group, `${staff} staff, ${servers} app servers: p99 / one server`, Number((p99Three / p99One).toFixed(2)), 'x', {
        target: '<= 1.5x',
        pass: p99Three <= 1.5 * p99One,
        note: `p99 ${p99Three.toFixed(1)} ms against ${p99One.toFixed(1)} ms`,
      }),
      row(group, 'calls that failed', one.failures.length + three.failures.length, 'calls', {
        target: '= 0',
        pass: one.failures.length + three.failures.length === 0,
        note: [...one.failures, ...three.failures].slice(0, 3).join('; '),
      }),
    ]
  } finally {
    await balancer?.stop()
    await Promise.all(apps.map((app) => app.stop()))
    await postgres.stop()
    remove()
  }
}

export function people(count = staff): string[] {
  return Array.from({ length: count }, (_, i) => `staff-${i + 1}@testville.example`)
}

/** Some requests to list: the lists read real rows, as at an institution in term. */
export async function seedRequests(app: RunningApp, cookie: string): Promise<void> {
  for (let i = 0; i < seededRequests; i++) {
    const res = await fetch(`${app.appOrigin}/trpc/requests.create`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: app.appOrigin },
      body: JSON.stringify({ json: { kind: 'title', nbsi: i % 2 === 0 ? 't-bio' : 't-chem', quantity: 1 + (i % 5), idempotencyKey: randomUUID() } }),
    })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`requests.create answered HTTP ${res.status}`)
  }
}

const listInput = encodeURIComponent(JSON.stringify({ json: { limit: 25 } }))
const statusInput = encodeURIComponent(JSON.stringify({ json: { limit: 25, status: 'pending' } }))

/**
 * Each person lists requests (all, then the pending ones) and asks who they are, with a short
 * pause between calls, for `ms` (or until `stop` aborts). Reads only by default: they are what
 * staff do most, and what spreads over servers; with `writeEvery`, every so many calls of a
 * person is a requests.create instead (with an idempotency key, so a balancer may replay it).
 * node:http with keep-alive, so the clients' own cost stays small beside the servers'.
 */
export async function drive(
  origin: string,
  cookies: readonly string[],
  ms: number,
  options: { readonly stop?: AbortSignal; readonly writeEvery?: number } = {},
): Promise<Run> {
  const agent = new Agent({ keepAlive: true, maxSockets: cookies.length })
  const latencies: number[] = []
  const failures: string[] = []
  const started = performance.now()
  const until = Date.now() + ms
  const paths = [`/trpc/requests.list?input=${listInput}`, '/trpc/auth.getUser', `/trpc/requests.list?input=${statusInput}`]
  await Promise.all(
    cookies.map(async (cookie, person) => {
      for (let call = person; Date.now() < until && options.stop?.aborted !== true; call++) {
        const start = performance.now()
        const write = options.writeEvery !== undefined && call % options.writeEvery === 0
        const body = write ? createBody(call) : undefined
        const path = write ? '/trpc/requests.create' : paths[call % paths.length]!
        const status = await send(agent, `${origin}${path}`, cookie, body).catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
        if (status === 200) latencies.push(performance.now() - start)
        else failures.push(`${typeof status === 'number' ? `HTTP ${status}` : status} (${path.split('?')[0]})`)
        await new Promise((resolve) => setTimeout(resolve, thinkMs))
      }
    }),
  )
  agent.destroy()
  return { latencies, failures, seconds: (performance.now() - started) / 1000 }
}

function createBody(call: number): string {
  return JSON.stringify({ json: { kind: 'title', nbsi: call % 2 === 0 ? 't-bio' : 't-chem', quantity: 1, idempotencyKey: randomUUID() } })
}

/** A GET, or a POST of `body` (JSON); the answer's status once its body was read. */
function send(agent: Agent, url: string, cookie: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? { cookie } : { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
    const req = request(url, { agent, method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      res.resume()
      res.once('end', () => resolve(res.statusCode ?? 0))
      res.once('error', reject)
    })
    req.once('error', reject)
    req.end(body)
  })
}

/** haproxy (installed with apt-get when missing and we are root, as scripts/ci/ensure-chromium.sh does Chromium), else the Node proxy; both leave out a server whose /readyz fails. */
export async function startBalancer(dir: string, backends: readonly string[]): Promise<{ origin: string; kind: string; stop: () => Promise<void> }> {
  const haproxy = haproxyPath()
  const port = await freePort()
  if (!haproxy) return { ...(await startNodeBalancer(port, backends)), kind: 'a Node proxy (no haproxy)' }
  const config = join(dir, 'haproxy.cfg')
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option http-keep-alive',
      'frontend app',
      `  bind 127.0.0.1:${port}`,
      '  default_backend servers',
      'backend servers',
      '  balance roundrobin',
      // A server that began stopping answers /readyz 503 at once: checked every 250 ms, two failures take it
      // out, one pass brings it back (a restart). A check may take 1 s: by default it may take only `inter`,
      // and on this busy machine a loaded server then failed checks and both were out at once (haproxy
      // answered 503). What still reaches a stopping or restarting server is sent again to the other: a
      // refused connection, or one closed without an answer (a keep-alive connection the server closed as
      // the request arrived). Mutations carry idempotency keys, so a replay does them once.
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      '  timeout check 1s',
      '  default-server inter 250ms fall 2 rise 1',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure empty-response response-timeout',
      ...backends.map((origin, i) => `  server app${i + 1} ${new URL(origin).host.replace('localhost', '127.0.0.1')} check`),
      '',
    ].join('\n'),
  )
  const child = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const origin = `http://127.0.0.1:${port}`
  await waitForHttp(`${origin}/healthz`, child, () => errors, 10_000)
  return { origin, kind: 'haproxy', stop: () => stopChild(child) }
}

function haproxyPath(): string | undefined {
  const found = (): string | undefined => {
    const which = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], { encoding: 'utf8' })
    return which.status === 0 ? which.stdout.trim().split('\n')[0] : undefined
  }
  const path = found()
  if (path || process.getuid?.() !== 0) return path
  process.stderr.write("bench: haproxy is missing; installing Debian's haproxy (root, apt-get)\n")
  spawnSync(
    'sh',
    ['-c', 'DEBIAN_FRONTEND=noninteractive apt-get install -y haproxy || (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y haproxy)'],
    {
      stdio: 'ignore',
    },
  )
  return found()
}
