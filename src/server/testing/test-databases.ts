import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseTarget, type OpenedDatabase } from '../db/open-database.ts'
import { finishBeforeFileEnds } from './file-end.ts'

export type TestDatabaseKind = 'sqlite' | 'postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Administrator URL of the run's PostgreSQL server (tests/setup/postgres.global.ts). */
    postgresUrl: string
    /** A database on that server, migrated once, that each test's database is copied from. */
    postgresTemplate: string
  }
}

/** Both databases, for `describe.each(testDatabases())`: every suite that touches data runs on each. */
export function testDatabases(): TestDatabaseKind[] {
  return ['sqlite', 'postgres']
}

export interface TestTarget {
  readonly kind: TestDatabaseKind
  readonly target: DatabaseTarget
  /** A fresh folder for files the test writes (data files, a dist folder). */
  readonly dir: string
  dispose(): Promise<void>
}

export interface TestDatabase extends TestTarget {
  readonly db: OpenedDatabase['db']
  readonly opened: OpenedDatabase
}

/**
 * A new, empty (unmigrated) database of the kind: an SQLite file path in a
 * fresh folder, or a new database on the run's PostgreSQL server.
 */
export async function createTestTarget(kind: TestDatabaseKind, template?: string): Promise<TestTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'adoptions-test-'))
  const removeDir = () => rmSync(dir, { recursive: true, force: true })
  if (kind === 'sqlite') return { kind, dir, target: { databasePath: join(dir, 'test.sqlite') }, dispose: async () => removeDir() }
  const name = `adoptions_test_${randomBytes(6).toString('hex')}`
  await admin(async (client) => {
    await client.query(`CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${client.escapeIdentifier(template)}`}`)
  })
  const url = new URL(inject('postgresUrl'))
  url.pathname = `/${name}`
  return {
    kind,
    dir,
    target: { databasePath: join(dir, 'unused.sqlite'), databaseUrl: url.toString() },
    // Nothing reads the database once its test is over: it is dropped while the next test runs,
    // and the file's afterAll waits for every drop (settleTestDatabases).
    dispose: async () => {
      removeDir()
      inBackground(admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
    },
  }
}

const background = new Set<Promise<unknown>>()

/** Starts work a test need not wait for; settleTestDatabases waits for it and reports its failure. */
function inBackground(work: Promise<unknown>): void {
  const tracked = work.finally(() => background.delete(tracked))
  tracked.catch(() => {}) // reported by settleTestDatabases, not as an unhandled rejection
  background.add(tracked)
}

/** The next copy of each template, made while a test runs (copyOfTemplate). */
const spares = new Map<string, Promise<TestTarget>>()
/** Templates copied at least once: a file that copies one twice will likely copy it again. */
const copied = new Set<string>()

/**
 * A new PostgreSQL database copied from `template`. From the second copy on,
 * the next one is made in the background while the test runs: a template
 * never changes once copied (nothing may connect to it), so a copy made early
 * holds exactly what one made now would.
 */
function copyOfTemplate(template: string): Promise<TestTarget> {
  const copy = spares.get(template) ?? createTestTarget('postgres', template)
  spares.delete(template)
  if (copied.has(template)) {
    const spare = createTestTarget('postgres', template)
    spare.catch(() => {}) // its failure reaches the test that takes it, or settleTestDatabases
    spares.set(template, spare)
  }
  copied.add(template)
  return copy
}

/** Drops the spare copy of `template`, if one was made, and stops making them. */
async function discardSpare(template: string): Promise<void> {
  const spare = spares.get(template)
  spares.delete(template)
  copied.delete(template)
  if (spare !== undefined) await (await spare).dispose()
}

/**
 * Drops unused spare copies and waits for every background drop; throws the
 * first failure. Each test file's afterAll runs it (tests/setup/file-end.ts).
 */
async function settleTestDatabases(): Promise<void> {
  const discarded = await Promise.allSettled([...spares.keys()].map(discardSpare))
  const failed = [...discarded, ...(await Promise.allSettled([...background]))].find((result) => result.status === 'rejected')
  if (failed !== undefined) throw failed.reason
}
finishBeforeFileEnds(settleTestDatabases)

/** A fresh, migrated database of the kind, opened; dispose() closes and deletes it. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  return openTestTarget(await createMigratedTarget(kind))
}

/** A new database of the kind, migrated: each copies a migrated template, which is much faster than migrating each time. */
async function createMigratedTarget(kind: TestDatabaseKind): Promise<TestTarget> {
  if (kind === 'postgres') return copyOfTemplate(inject('postgresTemplate'))
  const target = await createTestTarget(kind)
  copySqliteFile(await migratedSqliteTemplate(), target.target.databasePath)
  return target
}

let sqliteTemplate: Promise<string> | undefined

/** An SQLite file migrated once for the test file (its folder removed when the process exits), that createTestDatabase copies. */
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'adoptions-template-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    const path = join(dir, 'template.sqlite')
    const opened = await openDatabase({ databasePath: path })
    if (!opened.ok) throw new Error(opened.error)
    await opened.close()
    return path
  })()
  return sqliteTemplate
}

/** Copies a closed SQLite database file, with its write-ahead log if one was left. */
function copySqliteFile(from: string, to: string): void {
  copyFileSync(from, to)
  if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${to}-wal`)
}

/** A database filled once (say, with the demo seed) and then closed, that tests copy instead of filling their own. */
export interface TestDatabaseSnapshot<T> {
  /** What filling it answered. */
  readonly filled: T
  /** A new database holding exactly what this one holds, opened; dispose() closes and deletes the copy. */
  copy(): Promise<TestDatabase>
  dispose(): Promise<void>
}

/**
 * A fresh, migrated database of the kind, filled by `fill` and closed, for a
 * file's tests to copy (PostgreSQL: CREATE DATABASE … TEMPLATE; SQLite: the
 * file) when filling it for each test would be slow.
 */
export async function snapshotTestDatabase<T>(kind: TestDatabaseKind, fill: (db: TestDatabase['db']) => Promise<T>): Promise<TestDatabaseSnapshot<T>> {
  const source = await createMigratedTarget(kind)
  const sourceName = new URL(source.target.databaseUrl ?? 'postgres:///').pathname.slice(1)
  const opened = await openTestTarget(source)
  let filled: T
  try {
    filled = await fill(opened.db)
  } catch (error) {
    await opened.dispose()
    throw error
  }
  // A template must have no connections, and the SQLite file is whole once closed.
  await opened.opened.close()
  return {
    filled,
    copy: async () => {
      if (kind === 'postgres') return openTestTarget(await copyOfTemplate(sourceName))
      const target = await createTestTarget(kind)
      copySqliteFile(source.target.databasePath, target.target.databasePath)
      return openTestTarget(target)
    },
    dispose: async () => {
      if (kind === 'postgres') await discardSpare(sourceName)
      await source.dispose()
    },
  }
}

/**
 * Opens a copy of a migrated template. The template was migrated by this same
 * code in this run (postgres.global.ts, migratedSqliteTemplate), so the copy
 * skips the migration check, which cost more than the copy itself.
 */
async function openTestTarget(target: TestTarget): Promise<TestDatabase> {
  const opened = await openDatabase(target.target, { knownMigrated: true })
  if (!opened.ok) {
    await target.dispose()
    throw new Error(opened.error)
  }
  return {
    ...target,
    db: opened.db,
    opened,
    dispose: async () => {
      await opened.close()
      await target.dispose()
    },
  }
}

let adminPool: pg.Pool | undefined

/**
 * Runs `work` on an administrator connection to the run's server. One
 * connection is kept between calls (a test file makes and drops a database per
 * test; connecting each time cost more than the CREATE DATABASE); it closes
 * when idle, so it never holds the process open.
 */
async function admin<T>(work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  adminPool ??= new pg.Pool({ connectionString: inject('postgresUrl'), max: 1, idleTimeoutMillis: 1_000, allowExitOnIdle: true })
  const client = await adminPool.connect()
  try {
    return await work(client)
  } finally {
    client.release()
  }
}
