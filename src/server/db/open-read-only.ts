import { existsSync } from 'node:fs'
import { connectPostgres, connectSqlite, redactUrl } from './dialects/connect.ts'
import { dialectOf, type DialectName } from './dialects/index.ts'
import { executedMigrations, migrationNames } from './migrate.ts'
import { messageOf, type DatabaseTarget } from './open-database.ts'
import type { AppDb } from './schema.ts'

export interface ReadOnlyDatabase {
  readonly ok: true
  readonly db: AppDb
  readonly dialect: DialectName
  /** For messages: the SQLite path, or the PostgreSQL URL without its password. */
  readonly location: string
  close(): Promise<void>
}

/**
 * Opens the server's database for reading only (issue 59: `policy impact`,
 * `policy replay` and the studio's Impact sections read real staff and the
 * decision log). SQLite opens the file read-only; PostgreSQL makes every
 * transaction read-only; so no code path of the tools can write. The schema is
 * never migrated here: a database behind or ahead of this release is refused
 * with what to do. Never throws.
 */
export async function openReadOnly(target: DatabaseTarget): Promise<ReadOnlyDatabase | { readonly ok: false; readonly error: string }> {
  const url = target.databaseUrl
  const location = url === undefined ? target.databasePath : redactUrl(url)
  if (url === undefined && !existsSync(target.databasePath)) {
    return { ok: false, error: `There is no database at ${location}: start the server once to create it, or name another (a path or a postgres:// URL)` }
  }
  let db: AppDb
  try {
    db = url === undefined ? connectSqlite(target.databasePath, { readOnly: true }) : connectPostgres(url, { readOnly: true, max: 4 })
  } catch (error) {
    return { ok: false, error: `Cannot open the database at ${location}: ${messageOf(error)}` }
  }
  try {
    const ran = new Set(await executedMigrations(db))
    const missing = migrationNames.filter((name) => !ran.has(name))
    const unknown = [...ran].filter((name) => !migrationNames.includes(name))
    const problem =
      unknown.length > 0
        ? `its schema is newer than this release (it has run ${unknown.join(', ')}); use the release that wrote it`
        : missing.length > 0
          ? `its schema is older than this release (it has not run ${missing.join(', ')}); start the server on it once to upgrade it (this tool never writes)`
          : undefined
    if (problem) {
      await db.destroy()
      return { ok: false, error: `Database ${location}: ${problem}` }
    }
    return { ok: true, db, dialect: dialectOf(db).name, location, close: () => db.destroy() }
  } catch (error) {
    await db.destroy().catch(() => {})
    return { ok: false, error: `Cannot read the database at ${location}: ${messageOf(error)}` }
  }
}
