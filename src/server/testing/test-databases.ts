import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
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
  // PostgreSQL copies the migrated template, which is much faster than migrating each time.
  const target = await createTestTarget(kind, kind === 'postgres' ? inject('postgresTemplate') : undefined)
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

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
