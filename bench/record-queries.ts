import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { subject } from '@casl/ability'
import { sql } from 'kysely'
import { buildAbility } from '../src/policy/index.ts'
import { replaceData } from '../src/server/data/replace-data.ts'
import { benchSize } from '../src/server/data/generate/index.ts'
import { openDatabase, type OpenedDatabase } from '../src/server/db/open-database.ts'
import { listRequests } from '../src/server/features/requests/requests-read.repo.ts'
import { requestRecord } from '../src/server/features/requests/request-record.ts'
import { memoryLogger } from '../src/server/logger.ts'
import { policy, type AppAbility } from '../src/server/policy.ts'
import { startEmbeddedPostgres } from '../src/server/testing/embedded-postgres.ts'
import { benchData, cookieFor } from '../src/server/testing/seed.ts'
import { createContext, type ServerDeps } from '../src/server/trpc/context.ts'
import { createCallerFactory } from '../src/server/trpc/init.ts'
import { loadFacts } from '../src/server/trpc/load-facts.ts'
import { appRouter } from '../src/server/trpc/router.ts'
import { median } from './stats.ts'
import { row, type BenchRow } from './table.ts'
import { defaultLimits } from '../src/server/limits.ts'

export type BenchDatabase = 'sqlite' | 'postgres'

// Lakeside has the requests page and roles-and-permissions off, so eli reads
// every request of the institution: the read rule is `institutionId = user's`.
const PERSONA = 'eli@lakeside.example'
const REQUESTS_PER_INSTITUTION = 10_000
const SEARCHES = ['organic chemistry', 'history', 'intro econ', 'cell biology', 'statistics for', 'law', 'modern', 'principles of']

/**
 * Issue 10 §6 at 100,000 titles: server time (the tRPC procedure through the
 * access middleware, ability and SQL, without HTTP) of a 50-row filtered
 * requests page and of a catalogue search, p95 over repeated calls; and what
 * filtering in SQL saves over loading every row and asking the ability in JS.
 */
export async function measureRecordQueries(kind: BenchDatabase): Promise<BenchRow[]> {
  const group = `records on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`
  const dir = mkdtempSync(join(tmpdir(), 'adoptions-bench-db-'))
  const postgres = kind === 'postgres' ? await startEmbeddedPostgres() : undefined
  let opened: OpenedDatabase | undefined
  try {
    const target = postgres ? { databasePath: join(dir, 'unused.sqlite'), databaseUrl: postgres.url } : { databasePath: join(dir, 'bench.sqlite') }
    const result = await openDatabase(target)
    if (!result.ok) throw new Error(result.error)
    opened = result
    const { db } = opened
    const data = benchData()
    const loadStart = performance.now()
    await replaceData(db, { ...data, generate: { ...data.generate!, size: { ...benchSize, requests: REQUESTS_PER_INSTITUTION } } })
    const loadSeconds = (performance.now() - loadStart) / 1000
    // A live database has planner statistics; a bulk load just made has none until autovacuum runs.
    await sql`ANALYZE`.execute(db)

    const deps = { db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
    const cookie = await cookieFor(db, PERSONA)
    const caller = createCallerFactory(appRouter)(() => createContext(deps, cookie))
    const statuses = ['pending', 'approved', 'ordered', 'rejected'] as const
    const list = await timeCalls(200, (i) => {
      const status = statuses[i % statuses.length]!
      return caller.requests.list({ stage: status === 'pending' ? 'open' : 'closed', status, pageSize: 50 })
    })
    const search = await timeCalls(200, (i) => caller.catalogue.search({ q: SEARCHES[i % SEARCHES.length]!, pageSize: 20 }))

    // The same page answered the naive way: every request row loaded, each asked of the ability.
    const ability = await abilityOf(deps, cookie)
    const sqlPage = await timeCalls(40, () => listRequests(db, ability, { stage: 'open', status: 'pending', desc: false, page: 1, pageSize: 50 }))
    const jsPage = await timeCalls(40, async () => {
      const rows = await db.selectFrom('requests').selectAll().execute()
      return rows.filter((r) => r.status === 'pending' && ability.can('read', subject('Request', { ...requestRecord(r) }))).slice(0, 50)
    })
    const total = await db
      .selectFrom('requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()

    const scale = `100,000 titles, ${Number(total.n).toLocaleString('en-GB')} requests (loaded in ${loadSeconds.toFixed(0)} s)`
    return [
      row(group, 'requests.list, 50 rows filtered by status, p95', list.p95, 'ms', {
        target: '<= 20 ms',
        pass: list.p95 <= 20,
        note: `median ${list.median.toFixed(1)} ms; ${scale}`,
      }),
      row(group, 'catalogue.search, 20 results, p95', search.p95, 'ms', {
        target: '<= 30 ms',
        pass: search.p95 <= 30,
        note: `median ${search.median.toFixed(1)} ms; ${SEARCHES.length} queries in turn`,
      }),
      row(group, 'load all rows + filter with the ability / SQL WHERE', jsPage.median / sqlPage.median, 'x', {
        note: `one 50-row page: ${jsPage.median.toFixed(0)} ms in JS against ${sqlPage.median.toFixed(1)} ms in SQL (medians)`,
      }),
    ]
  } finally {
    await opened?.close()
    await postgres?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The persona's ability, built as the access middleware builds it. */
async function abilityOf(deps: ServerDeps, cookie: string): Promise<AppAbility> {
  const context = await createContext(deps, cookie)
  if (context.session.kind !== 'user') throw new Error(`${PERSONA} is not signed in`)
  const loaded = await loadFacts(deps.db, policy, context.session.user.id, context.session.institution.id, context.session.institution.config)
  if (!loaded.ok) throw new Error(loaded.problem)
  const facts = { ...loaded.facts, user: { id: context.session.user.id, institutionId: context.session.institution.id } }
  return buildAbility(policy, facts) as unknown as AppAbility
}

async function timeCalls(count: number, call: (i: number) => Promise<unknown>): Promise<{ p95: number; median: number }> {
  // Warm-up: first calls compile statements and fill caches.
  for (let i = 0; i < 5; i++) await call(i)
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    await call(i)
    times.push(performance.now() - start)
  }
  const sorted = [...times].sort((a, b) => a - b)
  return { p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN, median: median(times) }
}
