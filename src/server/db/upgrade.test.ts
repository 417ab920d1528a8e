import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrationNames } from './migrate.ts'
import { openDatabase } from './open-database.ts'

// Issue 62: a start on the previous release's database (tests/fixtures/upgrade, regenerated
// when a release is cut) runs the newer migrations and loses nothing.
const fixture = readFileSync(new URL('../../../tests/fixtures/upgrade/sqlite.sql', import.meta.url), 'utf8')

type Rows = Record<string, unknown[]>

/** Loads the text dump into a new file, as `sqlite3 FILE < sqlite.sql` would. */
function loadFixture(path: string): void {
  const database = new Sqlite(path)
  try {
    // The dump re-creates the full-text index the way the sqlite3 shell writes it, by inserting
    // into sqlite_schema under writable_schema; better-sqlite3 refuses that unless unsafe mode
    // lifts SQLite's defensive flag.
    database.unsafeMode(true)
    database.exec(fixture)
  } finally {
    database.close()
  }
}

function withFile<T>(path: string, read: (database: Sqlite.Database) => T): T {
  const database = new Sqlite(path, { readonly: true, fileMustExist: true })
  try {
    return read(database)
  } finally {
    database.close()
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

function columnsOf(database: Sqlite.Database, table: string): string[] {
  return (database.pragma(`table_info(${quoted(table)})`) as { name: string }[]).map((column) => column.name)
}

function rowsOf(database: Sqlite.Database, table: string, columns: readonly string[]): unknown[] {
  const list = columns.map(quoted).join(', ')
  return database.prepare(`SELECT ${list} FROM ${quoted(table)} ORDER BY ${list}`).all()
}

/**
 * The fixture's data tables and their columns: not SQLite's own, not the
 * migrator's (checked on their own), and not the full-text index, whose
 * internal tables are derived from titles and may be rebuilt by a migration.
 */
function dataTables(database: Sqlite.Database): Record<string, string[]> {
  const tables = database.prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all()
  const virtual = tables.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql)).map((table) => table.name)
  const derived = (name: string) => virtual.some((table) => name === table || name.startsWith(`${table}_`))
  return Object.fromEntries(
    tables
      .filter((table) => !table.name.startsWith('sqlite_') && !table.name.startsWith('kysely_') && !derived(table.name))
      .map((table) => [table.name, columnsOf(database, table.name)]),
  )
}

/** Everything in the file: its whole schema and every row of every table, ordered by all columns. */
function fullDump(path: string): { schema: unknown[]; rows: Rows } {
  return withFile(path, (database) => {
    const schema = database.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name').all()
    const tables = database
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'sqlite_sequence' ORDER BY name")
      .all()
      .map((row) => row.name)
      .filter((name) => !/^CREATE VIRTUAL/i.test(String(database.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(name))))
    return { schema, rows: Object.fromEntries(tables.map((table) => [table, rowsOf(database, table, columnsOf(database, table))])) }
  })
}

async function openAndClose(path: string): Promise<readonly string[]> {
  const opened = await openDatabase({ databasePath: path })
  if (!opened.ok) throw new Error(opened.error)
  await opened.close()
  return opened.migrated.applied
}

describe('upgrading the previous release’s SQLite database', () => {
  let dir: string
  let path: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'adoptions-upgrade-'))
    path = join(dir, 'previous.sqlite')
    loadFixture(path)
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('runs every newer migration, loses no row of any table, and a second start changes nothing', async () => {
    const { ran, tables, before } = withFile(path, (database) => {
      const tables = dataTables(database)
      return {
        ran: database.prepare<[], string>('SELECT name FROM kysely_migration ORDER BY name').pluck().all(),
        tables,
        before: Object.fromEntries(Object.entries(tables).map(([table, columns]) => [table, rowsOf(database, table, columns)])) as Rows,
      }
    })
    // A fixture of every table the demo fills: an empty one would prove nothing about its rows.
    for (const table of [
      'institutions',
      'users',
      'titles',
      'courses',
      'booklist_items',
      'requests',
      'orders',
      'uploads',
      'usage_monthly',
      'students',
      'sessions',
    ]) {
      expect(before[table]?.length, table).toBeGreaterThan(0)
    }

    expect(await openAndClose(path)).toEqual(migrationNames.filter((name) => !ran.includes(name)))

    withFile(path, (database) => {
      expect(database.prepare<[], string>('SELECT name FROM kysely_migration ORDER BY name').pluck().all()).toEqual([...migrationNames])
      // The fixture's own columns of each of its tables: columns newer migrations added are not compared.
      for (const [table, columns] of Object.entries(tables)) expect(rowsOf(database, table, columns), table).toEqual(before[table])
      expect(database.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }])
      expect(database.pragma('foreign_key_check')).toEqual([])
    })

    const upgraded = fullDump(path)
    expect(await openAndClose(path)).toEqual([])
    expect(fullDump(path)).toEqual(upgraded)
  })
})
