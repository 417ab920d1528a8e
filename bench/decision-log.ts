import type { ListRequestsInput } from '../src/contracts/requests.ts'
import { replaceData } from '../src/server/data/replace-data.ts'
import type { Decision } from '../src/server/decisions/decision.ts'
import { createDecisionLog } from '../src/server/decisions/decision-log.ts'
import type { AppDb } from '../src/server/db/schema.ts'
import { defaultLimits } from '../src/server/limits.ts'
import { memoryLogger } from '../src/server/logger.ts'
import { policy } from '../src/server/policy.ts'
import { institution } from '../src/server/testing/requests-fixture.ts'
import { cookieFor, parseOrThrow } from '../src/server/testing/seed.ts'
import { createContext, type ServerDeps } from '../src/server/trpc/context.ts'
import { createCallerFactory } from '../src/server/trpc/init.ts'
import { appRouter } from '../src/server/trpc/router.ts'
import { withBenchDatabase } from './bench-database.ts'
import type { BenchDatabase } from './record-queries.ts'
import { median, percentile, round } from './stats.ts'
import { row, type BenchRow } from './table.ts'

// Issue 59's overhead figures: p99 of requests.list and requests.approve with the
// decision log on and off (target <= 1.1x), and the rows per second the log writes.
const approvers = 4
const requesters = 8
const pendingRequests = 2_000
/** Calls of each procedure per mode, in alternating off / on blocks (the order swapped every round). */
const runs = 600
const blockSize = 50
const warmUp = 20
const syntheticDecisions = 100_000
const throughputRuns = 3
const ratioTarget = 1.1
const NOW = Date.parse('2026-11-20T12:00:00.000Z')

/** The Requests page's first page, as the page asks it (requests-list.ts): open requests, page 1 of 25. */
const firstPage: ListRequestsInput = { stage: 'open', page: 1, pageSize: 25 }

type Mode = 'off' | 'on'

const createCaller = createCallerFactory(appRouter)
type Caller = ReturnType<typeof createCaller>

export async function measureDecisionLog(kind: BenchDatabase): Promise<BenchRow[]> {
  const group = `decision log on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (issue 59)`
  return withBenchDatabase(kind, async ({ db }) => {
    await seed(db)
    const pending = await db.selectFrom('requests').select(['id', 'version']).where('status', '=', 'pending').orderBy('id').execute()
    const needed = 2 * (warmUp + runs)
    if (pending.length < needed) throw new Error(`${pending.length} pending requests seeded, ${needed} needed`)

    const logger = memoryLogger()
    // Every approval is one person's write: the write limit (30 per 10 s) would refuse most of them.
    const base: ServerDeps = { db, policy, logger, now: () => NOW, limits: { ...defaultLimits, writesPerWindow: 1_000_000 } }
    // As start-servers.ts builds it with the default configuration: everything logged, 30 days, 1,000,000 rows.
    const log = createDecisionLog({ db, now: () => NOW, logger, sampleRate: 1, retentionDays: 30, retentionRows: 1_000_000 })
    try {
      const deps: Record<Mode, ServerDeps> = { off: base, on: { ...base, decisions: log } }
      const callers = async (mode: Mode): Promise<Caller[]> =>
        Promise.all(
          Array.from({ length: approvers }, async (_, i) => {
            const cookie = await cookieFor(db, `a${i}@bench.example`, NOW)
            // A context per call, as the server resolves the session per HTTP request.
            return createCaller(async () => createContext(deps[mode], cookie))
          }),
        )
      const callersOf: Record<Mode, Caller[]> = { off: await callers('off'), on: await callers('on') }
      const times: Record<Mode, { list: number[]; approve: number[] }> = { off: { list: [], approve: [] }, on: { list: [], approve: [] } }
      const rowsBefore = await countDecisions(db)
      let next = 0

      const block = async (mode: Mode, calls: number, keep: boolean) => {
        const modeCallers = callersOf[mode]
        for (let i = 0; i < calls; i++) {
          const request = pending[next]
          if (!request) throw new Error('ran out of pending requests')
          const caller = modeCallers[next % modeCallers.length] as Caller
          next += 1
          let start = performance.now()
          const page = await caller.requests.list(firstPage)
          const listMs = performance.now() - start
          if (page.rows.length === 0) throw new Error('requests.list answered no rows')
          start = performance.now()
          const approved = await caller.requests.approve({ id: request.id, version: request.version })
          const approveMs = performance.now() - start
          if (approved.status !== 'approved') throw new Error(`requests.approve left ${request.id} ${approved.status}`)
          if (keep) {
            times[mode].list.push(listMs)
            times[mode].approve.push(approveMs)
          }
        }
        // What the timer did not write during the block is written now, untimed, so it does not fall into the next (off) block.
        if (mode === 'on') await log.flush()
      }

      await block('off', warmUp, false)
      await block('on', warmUp, false)
      for (let round = 0; round < runs / blockSize; round++) {
        for (const mode of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) await block(mode, blockSize, true)
      }
      await log.flush()
      const logged = (await countDecisions(db)) - rowsBefore
      if (log.dropped !== 0) throw new Error(`the log dropped ${log.dropped} decisions`)
      // Each call with the log on is one `call` decision at least, and an approval one record decision more.
      const onCalls = 2 * (warmUp + runs)
      if (logged < onCalls) throw new Error(`${logged} decisions logged for ${onCalls} calls with the log on`)

      const rows: BenchRow[] = []
      for (const [procedure, what] of [
        ['list', 'requests.list, first page of 25'],
        ['approve', 'requests.approve, a different pending request each'],
      ] as const) {
        const off = times.off[procedure]
        const on = times.on[procedure]
        const ratio = percentile(on, 99) / percentile(off, 99)
        rows.push(
          row(group, `${what}: p99 with the log on / off`, round(ratio, 2), 'x', {
            target: `<= ${ratioTarget}x`,
            pass: ratio <= ratioTarget,
            note:
              `p99 off ${round(percentile(off, 99), 1)} ms, on ${round(percentile(on, 99), 1)} ms; ` +
              `p50 off ${round(percentile(off, 50), 2)} ms, on ${round(percentile(on, 50), 2)} ms (${round(percentile(on, 50) / percentile(off, 50), 2)}x); ` +
              `${on.length} calls each, alternating blocks of ${blockSize}; ${pendingRequests.toLocaleString('en-GB')} pending requests`,
          }),
        )
      }
      rows.push(
        ...(await measureThroughput(
          db,
          group,
          `${logged.toLocaleString('en-GB')} decisions logged by ${onCalls.toLocaleString('en-GB')} calls with the log on`,
        )),
      )
      return rows
    } finally {
      await log.close()
    }
  })
}

/** Rows per second the log writes: 100,000 synthetic decisions recorded at once, timed until flush() has written them all; 3 runs, the median. */
async function measureThroughput(db: AppDb, group: string, loggedNote: string): Promise<BenchRow[]> {
  const perSecond: number[] = []
  for (let run = 0; run < throughputRuns; run++) {
    // Room for all of them: the default (20,000 waiting) would drop most of a burst recorded in one go.
    const log = createDecisionLog({
      db,
      now: () => NOW,
      logger: memoryLogger(),
      sampleRate: 1,
      retentionDays: 30,
      retentionRows: 10_000_000,
      maxPending: syntheticDecisions,
    })
    try {
      const decisions = Array.from({ length: syntheticDecisions }, (_, i) => synthetic(i))
      const before = await countDecisions(db)
      const start = performance.now()
      for (const decision of decisions) log.record(decision)
      await log.flush()
      const ms = performance.now() - start
      const written = (await countDecisions(db)) - before
      if (written !== syntheticDecisions || log.dropped !== 0)
        throw new Error(`${written} decisions written of ${syntheticDecisions} recorded (${log.dropped} dropped)`)
      perSecond.push(syntheticDecisions / (ms / 1000))
    } finally {
      await log.close()
    }
  }
  return [
    row(
      group,
      `rows written per second, ${syntheticDecisions.toLocaleString('en-GB')} decisions recorded then flushed`,
      Math.round(median(perSecond)),
      'rows/s',
      {
        note: `median of ${throughputRuns} runs (${perSecond.map((rate) => Math.round(rate).toLocaleString('en-GB')).join(', ')}), batches of 100 with a turn of the event loop between, row count checked; ${loggedNote}`,
      },
    ),
  ]
}

/** Half procedure calls, half record decisions with the fields a rule reads, as the server logs them. */
function synthetic(i: number): Decision {
  const call = i % 2 === 0
  return {
    at: new Date(NOW + i).toISOString(),
    policyHash: policy.hash,
    userId: `u-${i % 500}`,
    institutionId: 'bench',
    procedure: call ? 'requests.list' : 'requests.approve',
    action: call ? 'call' : 'approve',
    subject: call ? 'Procedure' : 'Request',
    recordId: call ? null : `r-${i}`,
    outcome: i % 10 === 0 ? 'denied' : 'allowed',
    factsHash: (i % 60).toString(16).padStart(16, '0'),
    record: call ? null : { id: `r-${i}`, institutionId: 'bench', requesterId: `u-${i % 500}`, status: 'pending', kind: 'title', quantity: 1 },
  }
}

async function countDecisions(db: AppDb): Promise<number> {
  const { count } = await db
    .selectFrom('decisions')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
}

/** One requests institution: 4 approvers, 8 requesters and 2,000 pending requests of theirs. */
async function seed(db: AppDb): Promise<void> {
  const users = [
    ...Array.from({ length: approvers }, (_, i) => `  - { email: a${i}@bench.example, institution: bench, permissions: { booklist:approve: true } }`),
    ...Array.from({ length: requesters }, (_, i) => `  - { email: r${i}@bench.example, institution: bench, permissions: { booklist:request: true } }`),
  ]
  const requests = Array.from(
    { length: pendingRequests },
    (_, i) =>
      `  - { id: r-${String(i).padStart(5, '0')}, institution: bench, requester: r${i % requesters}@bench.example, kind: title, status: pending, nbsi: t-1 }`,
  )
  await replaceData(
    db,
    parseOrThrow(
      `
institutions:${institution('bench')}
users:
${users.join('\n')}
titles:
  - { nbsi: t-1, isbn: "9780306406157", title: Organic Chemistry, authors: [A. Author], publisher: P, price: 4599, currency: GBP }
requests:
${requests.join('\n')}
`,
      'decision-log-bench.yaml',
    ),
  )
}
