import Sqlite from 'better-sqlite3'
import { migrationNames } from '../../src/server/db/migrate.ts'
import { messageOf } from '../../src/server/db/open-database.ts'

/** The table Kysely's migrator records each migration in (src/server/db/migrate.ts). */
const migrationTable = 'kysely_migration'

/** The app's tables in a file (not SQLite's own, nor the migrator's bookkeeping), by name. */
export function appTables(database: Sqlite.Database): string[] {
  const rows = database
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name",
    )
    .all()
  return rows.map((row) => row.name)
}

export interface TableCount {
  readonly table: string
  readonly rows: number
}

export function tableCounts(database: Sqlite.Database): TableCount[] {
  return appTables(database).map((table) => {
    const row = database.prepare<[], { n: number }>(`SELECT count(*) AS n FROM "${table.replaceAll('"', '""')}"`).get()
    return { table, rows: row?.n ?? 0 }
  })
}

/** "N tables, M rows (users 10, titles 3, …)": the tables that hold rows, largest first. */
export function describeCounts(counts: readonly TableCount[]): string {
  const total = counts.reduce((sum, entry) => sum + entry.rows, 0)
  const held = counts.filter((entry) => entry.rows > 0).sort((a, b) => b.rows - a.rows || a.table.localeCompare(b.table))
  const listing = held.map((entry) => `${entry.table} ${entry.rows.toLocaleString('en-US')}`).join(', ')
  return `${counts.length} tables, ${total.toLocaleString('en-US')} rows${held.length === 0 ? '' : ` (${listing})`}`
}

export type BackupCheck =
  | { readonly ok: true; readonly counts: TableCount[]; readonly latest: string; readonly behind: readonly string[] }
  | { readonly ok: false; readonly error: string }

/**
 * Whether the file is a database this release can take in: an SQLite file
 * (read only, never changed), of this app (it has the migrator's table), and
 * not written by a newer release (every migration it ran is one this code
 * knows; one that is older is fine, the migrations bring it forward).
 */
export function checkBackup(path: string): BackupCheck {
  let database: Sqlite.Database
  try {
    database = new Sqlite(path, { readonly: true, fileMustExist: true })
  } catch (error) {
    return { ok: false, error: `Cannot open ${path}: ${messageOf(error)}` }
  }
  try {
    const hasMigrations = database.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(migrationTable) !== undefined
    if (!hasMigrations) return { ok: false, error: `${path} is an SQLite database but not one of this app (it has no ${migrationTable} table)` }
    const ran = database
      .prepare<[], { name: string }>(`SELECT name FROM ${migrationTable} ORDER BY name`)
      .all()
      .map((row) => row.name)
    const unknown = ran.filter((name) => !migrationNames.includes(name))
    if (unknown.length > 0) {
      return {
        ok: false,
        error: `${path} is from a newer release (it has run migration ${unknown.join(', ')}, which this release does not know); restore it with the release that wrote it`,
      }
    }
    return { ok: true, counts: tableCounts(database), latest: ran.at(-1) ?? 'none', behind: migrationNames.filter((name) => !ran.includes(name)) }
  } catch (error) {
    // SQLite reads the header lazily: a file that is not a database fails on the first query ("file is not a database").
    return { ok: false, error: `${path} is not an SQLite database of this app: ${messageOf(error)}` }
  } finally {
    database.close()
  }
}
