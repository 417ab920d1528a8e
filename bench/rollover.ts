import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { rolloverBatchSize, type RolloverOutcome, type RolloverPreviewRow } from '../src/contracts/rollover.ts'
import type { AppDb } from '../src/server/db/schema.ts'
import { defaultLimits } from '../src/server/limits.ts'
import { memoryLogger } from '../src/server/logger.ts'
import { policy } from '../src/server/policy.ts'
import { rolloverNow, seedRolloverFixture } from '../src/server/testing/rollover-fixture.ts'
import { cookieFor } from '../src/server/testing/seed.ts'
import { createContext, type ServerDeps } from '../src/server/trpc/context.ts'
import { createCallerFactory } from '../src/server/trpc/init.ts'
import { appRouter } from '../src/server/trpc/router.ts'
import { withBenchDatabase } from './bench-database.ts'
import type { BenchDatabase } from './record-queries.ts'
import { round } from './stats.ts'
import { row, type BenchRow } from './table.ts'

// Issue 56's figure: 1,000 course lists of 20 items rolled from 2026-autumn to
// 2027-spring as the Booklist page does it: one preview of all lists matching
// the term, then the lists that roll confirmed in batches of rolloverBatchSize,
// each batch one request and one transaction, through the tRPC procedures
// without HTTP. Seeding is not timed. Then rolled again: nothing more is made.
const lists = 1_000
const items = 20
const targetMs = 10_000
const source = '2026-autumn'
const target = '2027-spring'
const PERSONA = 'ed@testville.example'

/** The tables a rollover writes to, counted before and after. */
const tables = ['booklists', 'booklist_items', 'record_events', 'notifications', 'mail_outbox', 'idempotency_keys'] as const
type Counts = Record<(typeof tables)[number], number>

export async function measureRollover(kind: BenchDatabase): Promise<BenchRow[]> {
  const group = `rollover on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (issue 56)`
  return withBenchDatabase(kind, async ({ db }) => {
    await seedRolloverFixture(db, lists, items)
    // The planner's statistics as autovacuum (PostgreSQL) or the app's own ANALYZE would leave them after a data file is loaded.
    await sql`ANALYZE`.execute(db)
    let clock = rolloverNow
    const deps: ServerDeps = { db, policy, logger: memoryLogger(), now: () => (clock += 1), limits: defaultLimits }
    const cookie = await cookieFor(db, PERSONA, rolloverNow)
    const caller = createCallerFactory(appRouter)(() => createContext(deps, cookie))

    const confirm = async (rows: readonly RolloverPreviewRow[]): Promise<RolloverOutcome[]> => {
      const outcomes: RolloverOutcome[] = []
      for (let i = 0; i < rows.length; i += rolloverBatchSize) {
        const batch = rows.slice(i, i + rolloverBatchSize).map((r) => ({ id: r.listId, version: r.version }))
        outcomes.push(...(await caller.booklists.rollover({ target, lists: batch, idempotencyKey: randomUUID() })).outcomes)
      }
      return outcomes
    }

    const before = await countRows(db)
    const previewStart = performance.now()
    const preview = await caller.booklists.rolloverPreview({ from: { matching: { term: source } }, target })
    const previewMs = performance.now() - previewStart
    const rolling = preview.rows.filter((r) => r.plan === 'roll')
    if (rolling.length !== lists) throw new Error(`the preview would roll ${rolling.length} lists of ${lists}`)

    const rollStart = performance.now()
    const outcomes = await confirm(rolling)
    const rollMs = performance.now() - rollStart
    const after = await countRows(db)
    const rolled = outcomes.filter((o) => o.result === 'rolled')
    const written = difference(after, before)
    const moved = await versionsMoved(db, rolling)
    const fullLists = await listsWithItems(
      db,
      rolled.map((o) => o.newListId ?? ''),
      items,
    )

    // Again: a fresh preview has nothing to roll, and the first preview's lists sent again (their versions moved) make nothing.
    const againStart = performance.now()
    const again = await caller.booklists.rolloverPreview({ from: { matching: { term: source } }, target })
    const stale = await confirm(rolling)
    const againMs = performance.now() - againStart
    const afterAgain = await countRows(db)
    const madeAgain = afterAgain.booklists - after.booklists
    const staleResults = countBy(stale.map((o) => o.result))

    const batches = Math.ceil(rolling.length / rolloverBatchSize)
    const perSecond = rolled.length / (rollMs / 1000)
    const writtenTotal = tables.reduce((sum, table) => sum + written[table], 0)
    return [
      row(group, `booklists.rolloverPreview, all of ${source} (${preview.rows.length.toLocaleString('en-GB')} lists)`, round(previewMs, 1), 'ms', {
        note: `${preview.rolling.toLocaleString('en-GB')} would roll; one query, the rules in SQL`,
      }),
      row(group, `rollover of ${lists.toLocaleString('en-GB')} lists of ${items} items`, rollMs / 1000, 's', {
        target: `< ${targetMs / 1000} s`,
        pass: rollMs < targetMs,
        note: `${Math.round(perSecond).toLocaleString('en-GB')} lists/s; ${batches} batches of ${rolloverBatchSize}, one transaction each, ${round(rollMs / batches, 1)} ms a batch`,
      }),
      row(group, 'new lists / new items', written.booklists, 'lists', {
        target: `= ${lists.toLocaleString('en-GB')} / ${(lists * items).toLocaleString('en-GB')}`,
        pass: rolled.length === lists && written.booklists === lists && written.booklist_items === lists * items && fullLists === lists,
        note: `${written.booklist_items.toLocaleString('en-GB')} items; ${fullLists.toLocaleString('en-GB')} new lists with ${items} items each; ${rolled.length.toLocaleString('en-GB')} outcomes 'rolled'`,
      }),
      row(group, 'rows written by the rollover', writtenTotal, 'rows', {
        note: `${tables.map((table) => `${table} +${written[table].toLocaleString('en-GB')}`).join(', ')}; and ${moved.toLocaleString('en-GB')} source lists updated (their versions moved)`,
      }),
      row(group, 'rolled again: lists made', madeAgain, 'lists', {
        target: '= 0',
        pass: madeAgain === 0 && again.rolling === 0,
        note: `fresh preview: ${again.rolling} to roll (${describeCounts(countBy(again.rows.map((r) => r.plan)))}); the first preview resent: ${describeCounts(staleResults)}; ${round(againMs / 1000, 2)} s`,
      }),
    ]
  })
}

async function countRows(db: AppDb): Promise<Counts> {
  const counts = {} as Record<string, number>
  for (const table of tables) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(n)
  }
  return counts as Counts
}

function difference(after: Counts, before: Counts): Counts {
  return Object.fromEntries(tables.map((table) => [table, after[table] - before[table]])) as Counts
}

/** How many of the previewed lists have moved on from the version previewed (each rolled list's own event moves it). */
async function versionsMoved(db: AppDb, rows: readonly RolloverPreviewRow[]): Promise<number> {
  const previewed = new Map(rows.map((r) => [r.listId, r.version]))
  let moved = 0
  const ids = [...previewed.keys()]
  for (let i = 0; i < ids.length; i += 500) {
    const now = await db
      .selectFrom('booklists')
      .select(['id', 'version'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute()
    moved += now.filter((list) => list.version !== previewed.get(list.id)).length
  }
  return moved
}

/** How many of the new lists have exactly `items` items. */
async function listsWithItems(db: AppDb, ids: readonly string[], count: number): Promise<number> {
  let full = 0
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('booklist_items')
      .select(['booklist_id', (eb) => eb.fn.countAll().as('n')])
      .where('booklist_id', 'in', ids.slice(i, i + 500))
      .groupBy('booklist_id')
      .execute()
    full += rows.filter((r) => Number(r.n) === count).length
  }
  return full
}

function countBy(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}

function describeCounts(counts: Map<string, number>): string {
  return [...counts].map(([key, n]) => `${n.toLocaleString('en-GB')} ${key}`).join(', ') || 'none'
}
