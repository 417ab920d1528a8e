import { randomUUID } from 'node:crypto'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startApp, type RunningApp } from './app-server.ts'
import { percentile } from './stats.ts'
import { row, type BenchRow } from './table.ts'
import { signInAs, writeTestvilleStaffFile } from './testville-staff.ts'

// Issue 24's load test: 16 people using the app normally for 15 s, once alone
// and once while 8 hostile clients (bench/hostile-clients.ts, in their own
// process) send 150 MB bodies, 900-call batches and write floods. The normal
// clients' p99 must stay within 2x of the quiet run, none of their calls may
// fail, and the server's memory must stay bounded.
const normalClients = 16
const hostileClients = 8
const durationMs = 15_000
const thinkMs = 20
const MiB = 1024 * 1024

interface Phase {
  readonly latencies: number[]
  readonly failures: string[]
  readonly peakRssBytes: number
}

export async function measureHostileLoad(root: string): Promise<BenchRow[]> {
  const { dataFile, remove } = writeTestvilleStaffFile('hostile', people())
  const app = await startApp(root, { dataFile })
  try {
    const cookies = await Promise.all(people().map((email) => signInAs(app, email)))
    const normal = cookies.slice(0, normalClients)
    const hostile = cookies.slice(normalClients)
    const baseRss = rssOf(app.pid)
    const quiet = await runNormal(app, normal)
    const attackAnswers = runHostile(root, app, hostile)
    const attacked = await runNormal(app, normal)
    const answers = await attackAnswers
    const p99Quiet = percentile(quiet.latencies, 99)
    const p99Attacked = percentile(attacked.latencies, 99)
    const group = 'hostile load (issue 24)'
    const calls = (phase: Phase) => `${phase.latencies.length + phase.failures.length} calls`
    return [
      row(group, 'normal clients p50 / p99, alone', Number(p99Quiet.toFixed(1)), 'ms p99', {
        note: `p50 ${percentile(quiet.latencies, 50).toFixed(1)} ms; ${calls(quiet)}`,
      }),
      row(group, 'normal clients p99 under attack', Number(p99Attacked.toFixed(1)), 'ms p99', {
        target: '<= 2x alone',
        pass: p99Attacked <= 2 * p99Quiet,
        note: `p50 ${percentile(attacked.latencies, 50).toFixed(1)} ms; ${calls(attacked)}; ${(p99Attacked / p99Quiet).toFixed(2)}x alone`,
      }),
      row(group, 'normal calls failed under attack', attacked.failures.length, 'calls', {
        target: '= 0',
        pass: attacked.failures.length === 0,
        note: attacked.failures.slice(0, 3).join('; '),
      }),
      row(group, 'server RSS peak under attack', Math.round(attacked.peakRssBytes / MiB), 'MB', {
        target: '< start + 150 MB',
        pass: attacked.peakRssBytes < baseRss + 150 * MiB,
        note: `at start ${Math.round(baseRss / MiB)} MB, peak alone ${Math.round(quiet.peakRssBytes / MiB)} MB; hostile answers: ${describeAnswers(answers)}`,
      }),
    ]
  } finally {
    await app.stop()
    remove()
  }
}

function people(): string[] {
  return [
    ...Array.from({ length: normalClients }, (_, i) => `normal-${i + 1}@testville.example`),
    ...Array.from({ length: hostileClients }, (_, i) => `hostile-${i + 1}@testville.example`),
  ]
}

/** Each person lists requests, asks who they are and now and then raises a request, with a short pause between calls. */
async function runNormal(app: RunningApp, cookies: readonly string[]): Promise<Phase> {
  const latencies: number[] = []
  const failures: string[] = []
  let peakRssBytes = 0
  const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, rssOf(app.pid))), 100)
  const until = Date.now() + durationMs
  const listInput = encodeURIComponent(JSON.stringify({ json: { limit: 20 } }))
  await Promise.all(
    cookies.map(async (cookie) => {
      for (let call = 0; Date.now() < until; call++) {
        const start = performance.now()
        try {
          let res: Response
          // About one change a second: a busy person, well inside the write limit.
          if (call % 50 === 49) {
            const input = { json: { kind: 'title', nbsi: 't-bio', quantity: 1, idempotencyKey: randomUUID() } }
            res = await fetch(`${app.appOrigin}/trpc/requests.create`, {
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json', origin: app.appOrigin },
              body: JSON.stringify(input),
            })
          } else if (call % 2 === 0) {
            res = await fetch(`${app.appOrigin}/trpc/requests.list?input=${listInput}`, { headers: { cookie } })
          } else {
            res = await fetch(`${app.appOrigin}/trpc/auth.getUser`, { headers: { cookie } })
          }
          await res.arrayBuffer()
          if (res.status === 200) latencies.push(performance.now() - start)
          else failures.push(`HTTP ${res.status}`)
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error))
        }
        await new Promise((resolve) => setTimeout(resolve, thinkMs))
      }
    }),
  )
  clearInterval(sampler)
  return { latencies, failures, peakRssBytes }
}

function runHostile(root: string, app: RunningApp, cookies: readonly string[]): Promise<Record<string, Record<string, number>>> {
  // At lower CPU priority: in the field the attackers' CPU is not the server's,
  // while here server, normal clients and attackers share 2 cores.
  const child = spawn('nice', ['-n', '10', process.execPath, '--import', 'tsx', join(root, 'bench/hostile-clients.ts')], {
    cwd: root,
    env: { ...process.env, APP_ORIGIN: app.appOrigin, COOKIES: JSON.stringify(cookies), DURATION_MS: String(durationMs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the hostile clients exited with code ${code}`))
      resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, Record<string, number>>)
    })
  })
}

function describeAnswers(answers: Record<string, Record<string, number>>): string {
  return Object.entries(answers)
    .map(
      ([attack, byAnswer]) =>
        `${attack}: ${Object.entries(byAnswer)
          .map(([answer, n]) => `${n}x ${answer}`)
          .join(', ')}`,
    )
    .join('; ')
}

/** Resident memory of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
  return kb === undefined ? 0 : Number(kb) * 1024
}
