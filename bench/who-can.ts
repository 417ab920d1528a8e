import { permissionNames } from '../src/generated/policy-names.gen.ts'
import type { WhoCanInput } from '../src/contracts/who-can.ts'
import { replaceData } from '../src/server/data/replace-data.ts'
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
import { percentile, round } from './stats.ts'
import { row, type BenchRow } from './table.ts'

// Issue 58's figures: "who can" for an institution of 2,000 staff (p95 <= 300 ms
// through the procedure), and a review's snapshot of all of them (<= 5 s).
const staff = 2_000
const runs = 30
const answerTargetMs = 300
const snapshotTargetMs = 5_000
const NOW = Date.parse('2026-11-20T12:00:00.000Z')

/** Each asked as the Who can page asks it: the first page of 25, who can first. */
const questions: readonly { readonly what: string; readonly question: WhoCanInput['question'] }[] = [
  { what: 'who can approve one pending request', question: { kind: 'action', subject: 'Request', action: 'approve', recordId: 'r-pending' } },
  { what: 'who can approve requests (the scope of each)', question: { kind: 'action', subject: 'Request', action: 'approve' } },
  { what: 'who can open /booklist', question: { kind: 'page', path: '/booklist' } },
]

export async function measureWhoCan(kind: BenchDatabase): Promise<BenchRow[]> {
  const group = `who can on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (issue 58)`
  return withBenchDatabase(kind, async ({ db }) => {
    const roles = await seed(db)
    const deps: ServerDeps = { db, policy, logger: memoryLogger(), now: () => NOW, limits: defaultLimits }
    const caller = createCaller(async () => createContext(deps, await cookieFor(db, 'ada@bench.example', NOW)))
    const rows: BenchRow[] = []
    for (const { what, question } of questions) {
      const first = await caller.whoCan.ask({ question })
      const counted = first.counts.can + first.counts.partial + first.counts.cannot
      if (counted !== staff + 1) throw new Error(`${what}: ${counted} people answered of ${staff + 1}`)
      for (let i = 0; i < 3; i++) await caller.whoCan.ask({ question })
      const times: number[] = []
      for (let i = 0; i < runs; i++) {
        const start = performance.now()
        await caller.whoCan.ask({ question })
        times.push(performance.now() - start)
      }
      const p95 = percentile(times, 95)
      rows.push(
        row(group, `${what}, ${staff.toLocaleString('en-GB')} staff, p95`, round(p95, 1), 'ms p95', {
          target: `<= ${answerTargetMs} ms`,
          pass: p95 <= answerTargetMs,
          note: `p50 ${round(percentile(times, 50), 1)} ms over ${runs} calls; ${first.counts.can} can, ${first.counts.partial} hold part of it, ${first.counts.cannot} cannot; ${roles} distinct permission sets`,
        }),
      )
    }
    rows.push(...(await measureSnapshot(caller, group, roles)))
    return rows
  })
}

const createCaller = createCallerFactory(appRouter)
type Caller = ReturnType<typeof createCaller>

/** A review's snapshot of every staff member: accessReviews.start, with every person's pages, menu items and record actions stored. */
async function measureSnapshot(caller: Caller, group: string, roles: number): Promise<BenchRow[]> {
  const start = performance.now()
  const { review } = await caller.accessReviews.start({ idempotencyKey: crypto.randomUUID() })
  const ms = performance.now() - start
  if (review.peopleCount !== staff + 1) throw new Error(`the snapshot holds ${review.peopleCount} people of ${staff + 1}`)
  return [
    row(group, `access review snapshot of ${staff.toLocaleString('en-GB')} staff`, round(ms / 1000, 2), 's', {
      target: `<= ${snapshotTargetMs / 1000} s`,
      pass: ms <= snapshotTargetMs,
      note: `${review.peopleCount.toLocaleString('en-GB')} people, each with every page, menu item and record action with its scope; ${roles} distinct permission sets`,
    }),
  ]
}

/**
 * One institution: ada holds permissions:manage; 2,000 staff hold one of 60
 * permission sets drawn from the policy's permissions (as roles would give
 * them); one pending request of one who may approve others'.
 */
async function seed(db: AppDb): Promise<number> {
  let state = 58
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648
  const sets = Array.from({ length: 60 }, () => Object.fromEntries(permissionNames.filter(() => random() < 0.3).map((name) => [name, true])))
  // The request's requester holds booklist:approve, so one person holds part of it (their own request).
  const requester = sets.findIndex((set) => set['booklist:approve'] === true)
  const users = Array.from(
    { length: staff },
    (_, i) => `  - { email: s${i}@bench.example, institution: bench, permissions: ${JSON.stringify(sets[i % sets.length])} }`,
  )
  await replaceData(
    db,
    parseOrThrow(
      `
institutions:${institution('bench')}
users:
  - { email: ada@bench.example, institution: bench, permissions: { permissions:manage: true } }
${users.join('\n')}
titles:
  - { nbsi: t-1, isbn: "9780306406157", title: Organic Chemistry, authors: [A. Author], publisher: P, price: 4599, currency: GBP }
requests:
  - { id: r-pending, institution: bench, requester: s${requester}@bench.example, kind: title, status: pending, nbsi: t-1 }
`,
      'who-can-bench.yaml',
    ),
  )
  return new Set(sets.map((set) => JSON.stringify(set))).size
}
