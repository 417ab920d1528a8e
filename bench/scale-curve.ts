import { sql } from 'kysely'
import type { DataFile } from '../src/server/data/data-file-schema.ts'
import { demoSize, type GenerateSize } from '../src/server/data/generate/index.ts'
import { stableUserId } from '../src/server/data/parse-data-file.ts'
import { replaceData } from '../src/server/data/replace-data.ts'
import { defaultLimits } from '../src/server/limits.ts'
import { memoryLogger } from '../src/server/logger.ts'
import { policy } from '../src/server/policy.ts'
import { cookieFor, demoData } from '../src/server/testing/seed.ts'
import { createContext, type ServerDeps } from '../src/server/trpc/context.ts'
import { createCallerFactory } from '../src/server/trpc/init.ts'
import { appRouter } from '../src/server/trpc/router.ts'
import { withBenchDatabase } from './bench-database.ts'
import type { BenchDatabase } from './record-queries.ts'
import { percentile, round } from './stats.ts'
import { row, type BenchRow } from './table.ts'

// Issue 61, "A scale curve": the same pages at 10x and 100x the demo, to show
// that lists and searches are index-backed pages whose cost does not follow
// the size of the database (target: at most 2x from 10x to 100x).
const AS_OF = '2026-11-01T00:00:00.000Z'
const NOW = Date.parse(AS_OF) + 14 * 24 * 3600 * 1000
const RUNS = 50
const WARM_UP = 5
const TARGET_RATIO = 2

/**
 * The two sizes. Each institution has the demo's per-institution shape (400
 * courses, 2,000 booklist items, 12 months of usage, store products) but
 * 10,000 requests, so requests reach 100,000 at 10x and 1,000,000 at 100x;
 * the shared catalogue is 10x and 100x the demo's 3,000 titles.
 */
const perInstitution: Omit<GenerateSize, 'titles'> = { ...demoSize, requests: 10_000 }
export const sizes = [
  { name: '10x', institutions: 10, titles: demoSize.titles * 10 },
  { name: '100x', institutions: 100, titles: demoSize.titles * 100 },
] as const
type Size = (typeof sizes)[number]

/** What one size is, in words, for the notes. */
function describe(size: Size): string {
  const n = (value: number) => value.toLocaleString('en-GB')
  return `${size.name}: ${n(size.institutions)} institutions, ${n(size.institutions * perInstitution.requests)} requests, ${n(size.institutions * perInstitution.courses)} courses, ${n(size.titles)} titles`
}

/**
 * N copies of the demo's Lakeside (neither EA nor IA, pricing approvals on,
 * so the Requests page opens; roles-and-permissions off, so its user passes
 * every permission check and reads every list), with dashboards switched on,
 * and one such user at each.
 */
export function scaleData(size: Size): DataFile {
  const demo = demoData()
  const lakeside = demo.institutions.find((institution) => institution.id === 'lakeside')
  if (!lakeside) throw new Error('the demo data has no lakeside institution to copy')
  const ids = Array.from({ length: size.institutions }, (_, i) => `scale-${String(i + 1).padStart(3, '0')}`)
  return {
    ...demo,
    institutions: ids.map((id) => ({
      ...lakeside,
      id,
      name: `Scale ${id}`,
      flags: { ...lakeside.flags, dashboards: true },
      config: { ...lakeside.config, booklist_config: { ...lakeside.config.booklist_config, institution_id: id } },
    })),
    users: ids.map((id) => {
      const email = `eli@${id}.example`
      return { id: stableUserId(email), email, name: `Eli ${id}`, password: undefined, institution: id, permissions: {}, disabled: false, note: undefined }
    }),
    // The demo's listed records belong to its own institutions.
    courses: [],
    requests: [],
    usage: [],
    students: [],
    storeProducts: [],
    counterApi: [],
    generate: { seed: 'scale', asOf: AS_OF, size: { ...perInstitution, titles: size.titles } },
  }
}

const PERSONA = 'eli@scale-001.example'
const SEARCHES = ['organic chemistry', 'cell biology', 'modern history', 'principles of', 'intro econ', 'statistics for']

/** The calls measured, as the screens send them. */
type Caller = ReturnType<typeof appRouter.createCaller>
const calls: readonly { readonly what: string; readonly call: (caller: Caller, i: number) => Promise<unknown> }[] = [
  { what: 'requests.list, first page', call: (c) => c.requests.list({}) },
  { what: 'requests.list, filtered by status', call: (c) => c.requests.list({ stage: 'closed', status: 'approved' }) },
  { what: 'booklists.list, first page', call: (c) => c.booklists.list({}) },
  { what: 'catalogue.search, two words', call: (c, i) => c.catalogue.search({ q: SEARCHES[i % SEARCHES.length]! }) },
  { what: 'adoptions.list, first page', call: (c) => c.adoptions.list({}) },
  { what: 'termStatus.board (status report)', call: (c) => c.termStatus.board({}) },
  { what: 'courses.costReport (cost report)', call: (c) => c.courses.costReport({}) },
  { what: 'dashboards.get acquisitions', call: (c) => c.dashboards.get({ dashboardId: 'acquisitions', period: '12m' }) },
]

interface Measured {
  readonly loadSeconds: number
  readonly p95: ReadonlyMap<string, number>
}

export async function measureSize(kind: BenchDatabase, size: Size): Promise<Measured> {
  return withBenchDatabase(kind, async ({ db }) => {
    // SQLite's default page cache is 2 MB: a million requests and their events spill the indexes being
    // built to disk on every insert, so the 100x load took 35 times the 10x one. A bench-only setting.
    if (kind === 'sqlite') await sql`PRAGMA cache_size = -1048576`.execute(db)
    const loadStart = performance.now()
    await replaceData(db, scaleData(size))
    // A live database has planner statistics; a bulk load just made has none until autovacuum runs.
    await sql`ANALYZE`.execute(db)
    const loadSeconds = (performance.now() - loadStart) / 1000
    // The calls are timed with the cache the app runs with (connect.ts sets none: SQLite's default of 2,000 KiB).
    if (kind === 'sqlite') await sql`PRAGMA cache_size = -2000`.execute(db)
    const deps: ServerDeps = { db, policy, logger: memoryLogger(), now: () => NOW, limits: defaultLimits }
    const cookie = await cookieFor(db, PERSONA, NOW)
    const caller = createCallerFactory(appRouter)(() => createContext(deps, cookie))
    const p95 = new Map<string, number>()
    for (const { what, call } of calls) {
      for (let i = 0; i < WARM_UP; i++) await call(caller, i)
      const times: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now()
        await call(caller, i)
        times.push(performance.now() - start)
      }
      p95.set(what, percentile(times, 95))
    }
    return { loadSeconds, p95 }
  })
}

/**
 * Issue 61: p95 of each list, search, report and one dashboard, as one user
 * of one institution (lists are per institution), at 10x and at 100x, and the
 * ratio between the two.
 */
export async function measureScaleCurve(kind: BenchDatabase): Promise<BenchRow[]> {
  const group = `scale curve on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (issue 61)`
  const [small, large] = sizes
  const atSmall = await measureSize(kind, small)
  const atLarge = await measureSize(kind, large)
  const rows = calls.map(({ what }) => {
    const a = atSmall.p95.get(what) ?? Number.NaN
    const b = atLarge.p95.get(what) ?? Number.NaN
    const ratio = b / a
    return row(group, `${what}, p95 at 100x`, round(b, 1), 'ms', {
      target: `<= ${TARGET_RATIO}x from 10x`,
      pass: ratio <= TARGET_RATIO,
      note: `10x p95 ${a.toFixed(1)} ms, 100x p95 ${b.toFixed(1)} ms, ratio ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}x); as ${PERSONA}, ${RUNS} calls`,
    })
  })
  rows.push(
    row(group, 'data load at 100x (replaceData + ANALYZE)', round(atLarge.loadSeconds, 1), 's', {
      note: `10x ${atSmall.loadSeconds.toFixed(0)} s, 100x ${atLarge.loadSeconds.toFixed(0)} s; ${describe(small)}; ${describe(large)}`,
    }),
  )
  return rows
}
