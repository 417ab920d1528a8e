import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Browser } from '@playwright/test'
import { startEmbeddedPostgres } from '../src/server/testing/embedded-postgres.ts'
import { mutate } from '../src/server/testing/http-client.ts'
import { openLiveStream, type LiveStreamReader, type StreamedMessage } from '../src/server/testing/live-stream-reader.ts'
import { fixtureTitles } from '../src/server/testing/requests-fixture.ts'
import { startApp, type RunningApp } from './app-server.ts'
import { signIn as signInBrowser } from './browser.ts'
import { percentile } from './stats.ts'
import { row, type BenchRow } from './table.ts'
import { signInAs, writeTestvilleStaffFile } from './testville-staff.ts'

// Issue 53's figures: two servers on one PostgreSQL (as behind a load
// balancer); a change made through A, heard on B (on the wire, and as the row
// on screen in a browser on B); what 500 idle streams cost a server; how many
// events one server fans out to 200 streams a second.
const people = 60
const changes = 50
const idleStreams = 500
const fanOutStreams = 200
const fanOutEvents = 60
const group = 'live updates (issue 53)'

export async function measureLive(root: string, browser: Browser | undefined): Promise<BenchRow[]> {
  const { dataFile, remove } = writeTestvilleStaffFile('live', emails())
  const postgres = await startEmbeddedPostgres()
  const started: RunningApp[] = []
  try {
    const env = { DATABASE_URL: postgres.url, LIMIT_WRITES: '100000' }
    const a = await startApp(root, { dataFile, env, startTimeoutMs: 60_000 })
    started.push(a)
    const b = await startApp(root, { dataFile, env, startTimeoutMs: 60_000 })
    started.push(b)
    const cookiesA = await Promise.all(emails().map((email) => signInAs(a, email)))
    const cookiesB = await Promise.all(emails().map((email) => signInAs(b, email)))
    return [
      ...(await wireLatency(a, b, cookiesA[0] as string, cookiesB[1] as string)),
      ...(browser ? await screenLatency(browser, a, b, cookiesA[0] as string) : []),
      ...(await idleCost(b, cookiesB)),
      ...(await fanOut(a, cookiesA)),
    ]
  } finally {
    await Promise.all(started.map((app) => app.stop()))
    await postgres.stop()
    remove()
  }
}

/** From the POST on server A to the message on a stream of server B, over 50 changes. */
async function wireLatency(a: RunningApp, b: RunningApp, raiser: string, listener: string): Promise<BenchRow[]> {
  const stream = await openLiveStream(b.appOrigin, listener)
  try {
    await stream.next(() => true)
    const latencies: number[] = []
    for (let i = 0; i < changes; i++) {
      const start = performance.now()
      const id = await raise(a, raiser)
      const heard = await stream.next(changed(id))
      latencies.push(heard.at - start)
    }
    return [
      row(group, 'A → B on the wire, p50 / p95', round(percentile(latencies, 95)), 'ms p95', {
        target: '<= 1000',
        pass: percentile(latencies, 95) <= 1000,
        note: `p50 ${round(percentile(latencies, 50))} ms over ${changes} requests raised on A, heard on a stream of B (PostgreSQL LISTEN/NOTIFY)`,
      }),
    ]
  } finally {
    stream.close()
  }
}

/** From the POST on server A to the new row on the Requests page of a browser signed in on server B. */
async function screenLatency(browser: Browser, a: RunningApp, b: RunningApp, raiser: string): Promise<BenchRow[]> {
  const session = await signInBrowser(browser, b, 'live-2@testville.example')
  const page = await session.context.newPage()
  try {
    await page.goto(`${b.appOrigin}/requests`)
    await page.getByRole('table').waitFor()
    // The stream starts after the page has data; give it a moment to connect before the first change.
    await page.waitForTimeout(1000)
    const latencies: number[] = []
    // The list's count ("81 open requests") moves when the new row is on screen.
    const count = async () =>
      Number(
        /(\d+) open requests?/.exec(
          (await page
            .getByText(/\d+ open requests?/)
            .first()
            .textContent()) ?? '',
        )?.[1],
      )
    for (let i = 0; i < changes; i++) {
      const before = await count()
      const start = performance.now()
      await raise(a, raiser)
      await page
        .getByText(`${before + 1} open requests`)
        .first()
        .waitFor({ timeout: 10_000 })
      latencies.push(performance.now() - start)
    }
    return [
      row(group, 'click on A → row on screen on B, p50 / p95', round(percentile(latencies, 95)), 'ms p95', {
        target: '<= 1000',
        pass: percentile(latencies, 95) <= 1000,
        note: `p50 ${round(percentile(latencies, 50))} ms over ${changes} requests raised on A, each waited for on /requests in Chromium on B`,
      }),
    ]
  } finally {
    await session.context.close()
  }
}

/** The server's memory with 500 open, idle streams against without them. */
async function idleCost(server: RunningApp, cookies: readonly string[]): Promise<BenchRow[]> {
  const before = rssOf(server.pid)
  const streams: LiveStreamReader[] = []
  try {
    for (let i = 0; i < idleStreams; i++) streams.push(await openLiveStream(server.appOrigin, cookies[i % cookies.length] as string))
    await Promise.all(streams.map((stream) => stream.next(() => true, 30_000)))
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const after = rssOf(server.pid)
    const perStream = (after - before) / idleStreams
    return [
      row(group, `RSS before / with ${idleStreams} idle streams`, round(after / MiB), 'MiB', {
        target: '<= +100 MiB',
        pass: after - before <= 100 * MiB,
        note: `${round(before / MiB)} MiB before; ${round(perStream / 1024)} KiB per stream`,
      }),
    ]
  } finally {
    for (const stream of streams) stream.close()
  }
}

/** Events a second one server passes to 200 streams: every event of a burst heard on every stream. */
async function fanOut(server: RunningApp, cookies: readonly string[]): Promise<BenchRow[]> {
  const streams: LiveStreamReader[] = []
  try {
    for (let i = 0; i < fanOutStreams; i++) streams.push(await openLiveStream(server.appOrigin, cookies[i % cookies.length] as string))
    await Promise.all(streams.map((stream) => stream.next(() => true, 30_000)))
    const start = performance.now()
    const ids = await Promise.all(Array.from({ length: fanOutEvents }, (_, i) => raise(server, cookies[i % cookies.length] as string)))
    const last = await Promise.all(streams.map(async (stream) => (await Promise.all(ids.map((id) => stream.next(changed(id), 60_000)))).map((m) => m.at)))
    const seconds = (Math.max(...last.flat()) - start) / 1000
    const delivered = fanOutEvents * fanOutStreams
    return [
      row(group, `events a second to ${fanOutStreams} streams`, round(fanOutEvents / seconds), 'events/s', {
        note: `${fanOutEvents} requests raised at once, each heard on all ${fanOutStreams} streams (${delivered} deliveries, ${round(delivered / seconds)} a second) in ${round(seconds)} s`,
      }),
    ]
  } finally {
    for (const stream of streams) stream.close()
  }
}

const MiB = 1024 * 1024
const round = (value: number) => Number(value.toFixed(1))
const changed = (id: string) => (streamed: StreamedMessage) =>
  streamed.message.kind === 'changes' && streamed.message.changes.some((change) => change.id === id)

function emails(): string[] {
  return Array.from({ length: people }, (_, i) => `live-${i + 1}@testville.example`)
}

async function raise(app: RunningApp, cookie: string): Promise<string> {
  const servers = { config: { appOrigin: app.appOrigin } } as Parameters<typeof mutate>[0]
  const input = { kind: 'purchase', nbsi: fixtureTitles[0], quantity: 1, idempotencyKey: randomUUID() }
  const answer = await mutate(servers, cookie, 'requests.create', input)
  const id = answer.body.result?.data.json['id']
  if (typeof id !== 'string') throw new Error(`requests.create answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`)
  return id
}

function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return kb === undefined ? 0 : Number(kb) * 1024
}
