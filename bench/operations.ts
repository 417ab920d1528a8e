import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runBackup } from '../scripts/data/backup.ts'
import { replaceData } from '../src/server/data/replace-data.ts'
import { startEmbeddedPostgres } from '../src/server/testing/embedded-postgres.ts'
import { freePort } from '../src/server/testing/listen.ts'
import { benchData } from '../src/server/testing/seed.ts'
import { startApp, type RunningApp, type StartAppOptions } from './app-server.ts'
import { withBenchDatabase } from './bench-database.ts'
import { drive, people, seedRequests, startBalancer, type Run } from './several-servers.ts'
import { median, percentile, round } from './stats.ts'
import { row, type BenchRow } from './table.ts'
import { signInAs, writeTestvilleStaffFile } from './testville-staff.ts'

// Issue 62, "Operations": what logs and metrics cost a request, whether a rolling restart of two
// servers behind the balancer drops any request, and how long a backup of the benchmark-scale
// SQLite database takes.
const group = 'operations (issue 62)'
const staff = 16
/** Timed blocks per mode, alternating A B A B: the machine's other work falls on both. */
const rounds = 8
const blockMs = 3_000
const overheadTarget = 1.05
/** Below the bench's 5 s before stopChild kills: a stop that needs longer shows as a kill, not an exit 0. */
const graceMs = 4_000

export async function measureOperations(root: string): Promise<BenchRow[]> {
  const { dir, dataFile, remove } = writeTestvilleStaffFile('operations', people(staff))
  const postgres = await startEmbeddedPostgres()
  const apps: RunningApp[] = []
  try {
    // One PostgreSQL for every server: two processes on one SQLite file is not a setup to measure.
    const base: StartAppOptions = { dataFile, env: { DATABASE_URL: postgres.url, LIMIT_WRITES: '100000' }, startTimeoutMs: 90_000 }
    const logged = (name: string, env: Record<string, string> = {}): StartAppOptions => ({
      ...base,
      env: { ...base.env, LOG_FORMAT: 'json', LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: String(graceMs), ...env },
      // A real file: every line is written, as a log shipper would read it.
      stdoutFile: join(dir, `${name}.log`),
    })
    const metricsPort = await freePort()
    // One after another: the first provisions the data file into the empty database.
    const quiet = await startApp(root, { ...base, env: { ...base.env, LOG_LEVEL: 'silent' } })
    apps.push(quiet)
    const observed = await startApp(root, logged('observed', { METRICS_PORT: String(metricsPort) }))
    apps.push(observed)
    const cookies = await Promise.all(people(staff).map((email) => signInAs(quiet, email)))
    await seedRequests(quiet, cookies[0]!)
    const overhead = await measureOverhead(quiet, observed, `http://localhost:${metricsPort}/metrics`, cookies, join(dir, 'observed.log'))
    await Promise.all(apps.splice(0).map((app) => app.stop()))

    for (const name of ['server-1', 'server-2']) apps.push(await startApp(root, logged(name)))
    const restart = await measureRollingRestart(root, dir, apps, (i) => logged(`server-${i + 1}`), cookies)
    return [...overhead, ...restart, ...(await measureBackup())]
  } finally {
    await Promise.all(apps.map((app) => app.stop()))
    await postgres.stop()
    remove()
  }
}

/** requests.list p50 / p99 with logs off and no metrics, against JSON logs to a file and /metrics scraped every second. */
async function measureOverhead(quiet: RunningApp, observed: RunningApp, metricsUrl: string, cookies: readonly string[], logFile: string): Promise<BenchRow[]> {
  // Warm each server's caches (compiled abilities, prepared plans) before any timed block.
  await drive(quiet.appOrigin, cookies, 2_000)
  await drive(observed.appOrigin, cookies, 2_000)
  const logBefore = statSync(logFile).size
  const runs: Record<'off' | 'on', Run[]> = { off: [], on: [] }
  let scrapes = 0
  for (let r = 0; r < rounds; r++) {
    runs.off.push(await drive(quiet.appOrigin, cookies, blockMs))
    const scraping = setInterval(() => {
      scrapes++
      void fetch(metricsUrl).then((answer) => answer.text())
    }, 1_000)
    try {
      runs.on.push(await drive(observed.appOrigin, cookies, blockMs))
    } finally {
      clearInterval(scraping)
    }
  }
  const times = (mode: 'off' | 'on') => runs[mode].flatMap((run) => run.latencies)
  const failed = [...runs.off, ...runs.on].flatMap((run) => run.failures)
  if (failed.length > 0) throw new Error(`${failed.length} calls failed, e.g. ${failed[0]}`)
  const [off, on] = [times('off'), times('on')]
  const ratio = percentile(on, 99) / percentile(off, 99)
  // One block caught by the machine's other work moves a pooled p99 a lot; the rounds' own ratios show it.
  const perRound = runs.on.map((run, r) => percentile(run.latencies, 99) / percentile(runs.off[r]!.latencies, 99))
  const logBytes = statSync(logFile).size - logBefore
  const ms = (values: number[], p: number) => `${round(percentile(values, p), 1)} ms`
  return [
    row(group, `requests.list and auth.getUser, ${staff} staff: p99 with JSON logs and metrics / without`, round(ratio, 2), 'x', {
      target: `<= ${overheadTarget}x`,
      pass: ratio <= overheadTarget,
      note:
        `p99 ${ms(off, 99)} off, ${ms(on, 99)} on; p50 ${ms(off, 50)} off, ${ms(on, 50)} on (${round(percentile(on, 50) / percentile(off, 50), 2)}x); ` +
        `${off.length} and ${on.length} calls in ${rounds} alternating blocks of ${blockMs / 1000} s each; ` +
        `median of the rounds' p99 ratios ${round(median(perRound), 2)}x (${round(Math.min(...perRound), 2)}-${round(Math.max(...perRound), 2)}x); ` +
        `${Math.round(logBytes / 1024)} KB of log lines written, /metrics scraped ${scrapes} times`,
    }),
  ]
}

/**
 * Two servers behind the balancer under steady load (reads and some requests.create); each in turn
 * is sent SIGTERM, must exit 0, is started again on its ports and must answer /readyz 200. Every
 * call that did not answer 200 is a dropped one.
 */
async function measureRollingRestart(
  root: string,
  dir: string,
  apps: RunningApp[],
  options: (index: number) => StartAppOptions,
  cookies: readonly string[],
): Promise<BenchRow[]> {
  const balancer = await startBalancer(
    dir,
    apps.map((app) => app.appOrigin),
  )
  try {
    await drive(balancer.origin, cookies, 2_000)
    const stop = new AbortController()
    const load = drive(balancer.origin, cookies, 10 * 60_000, { stop: stop.signal, writeEvery: 10 })
    const restarts: string[] = []
    const readyAfter: number[] = []
    const exits: (number | NodeJS.Signals | undefined)[] = []
    try {
      // Load running on both first, and between the two restarts, as in a real rolling restart.
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      for (let i = 0; i < apps.length; i++) {
        const old = apps[i]!
        const started = performance.now()
        await old.stop()
        const stopped = performance.now()
        exits.push(old.ended())
        const port = Number(new URL(old.appOrigin).port)
        const authPort = Number(new URL(old.authOrigin).port)
        const fresh = await startApp(root, { ...options(i), port, authPort })
        apps[i] = fresh
        await waitForReady(fresh.appOrigin)
        readyAfter.push((performance.now() - started) / 1000)
        restarts.push(
          `server ${i + 1}: exit ${String(exits[i])} ${((stopped - started) / 1000).toFixed(1)} s after SIGTERM, ready again after ${readyAfter[i]!.toFixed(1)} s`,
        )
        await new Promise((resolve) => setTimeout(resolve, 3_000))
      }
    } finally {
      stop.abort()
    }
    const run = await load
    const sent = run.latencies.length + run.failures.length
    const cleanExits = exits.every((code) => code === 0)
    return [
      row(group, `rolling restart of 2 servers behind ${balancer.kind} under load: calls that failed`, run.failures.length, 'calls', {
        target: '= 0',
        pass: run.failures.length === 0 && cleanExits,
        note: `${sent} calls sent by ${staff} staff in ${run.seconds.toFixed(0)} s (one in 10 a requests.create); ${restarts.join('; ')}${run.failures.length > 0 ? `; e.g. ${run.failures.slice(0, 3).join('; ')}` : ''}`,
      }),
      row(group, 'rolling restart: SIGTERM to /readyz 200 again, the slower server', round(Math.max(...readyAfter), 1), 's', {
        note: `exit codes ${exits.map(String).join(', ')}; p99 under restart ${round(percentile(run.latencies, 99), 1)} ms`,
      }),
    ]
  } finally {
    await balancer.stop()
  }
}

async function waitForReady(origin: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const status = await fetch(`${origin}/readyz`).then(
      (answer) => answer.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${origin}/readyz did not answer 200 within ${timeoutMs / 1000} s`)
}

/** `npm run data -- backup` (its function, as the command runs it) of the benchmark-scale SQLite database. */
async function measureBackup(): Promise<BenchRow[]> {
  return withBenchDatabase('sqlite', async ({ db }, databasePath) => {
    await replaceData(db, benchData())
    const dir = mkdtempSync(join(tmpdir(), 'adoptions-backup-'))
    try {
      const file = join(dir, 'bench.backup')
      let said = ''
      const started = performance.now()
      const code = await runBackup([file], {
        env: { DATABASE_PATH: databasePath },
        interactive: false,
        ask: () => Promise.resolve(''),
        out: (text) => (said += text),
        err: (text) => (said += text),
      })
      const seconds = (performance.now() - started) / 1000
      if (code !== 0) throw new Error(`data backup exited ${code}: ${said.trim()}`)
      const mb = statSync(file).size / 1024 / 1024
      return [
        row(group, 'npm run data -- backup of the benchmark-scale SQLite database (100,000 titles)', round(seconds, 2), 's', {
          note: `${mb.toFixed(1)} MiB backup file of ${/\d+ tables, [\d,]+ rows/.exec(said)?.[0] ?? 'the database'}; SQLite's online backup, database open meanwhile`,
        }),
      ]
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
}
