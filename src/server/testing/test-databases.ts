import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseTarget, type OpenedDatabase } from '../db/open-database.ts'

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
    dispose: async () => {
      removeDir()
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

/** A fresh, migrated database of the kind, opened; dispose() closes and deletes it. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  return openTestTarget(await createMigratedTarget(kind))
}

/** A new database of the kind, migrated: each copies a migrated template, which is much faster than migrating each time. */
async function createMigratedTarget(kind: TestDatabaseKind): Promise<TestTarget> {
  if (kind === 'postgres') return createTestTarget(kind, inject('postgresTemplate'))
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
      if (kind === 'postgres') return openTestTarget(await createTestTarget(kind, new URL(source.target.databaseUrl!).pathname.slice(1)))
      const target = await createTestTarget(kind)
      copySqliteFile(source.target.databasePath, target.target.databasePath)
      return openTestTarget(target)
    },
    dispose: () => source.dispose(),
  }
}

async function openTestTarget(target: TestTarget): Promise<TestDatabase> {
  const opened = await openDatabase(target.target)
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
