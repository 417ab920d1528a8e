import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { migrate, type MigrationResult } from './migrations.ts'

export type Db = Database.Database

export type OpenResult = { readonly ok: true; readonly db: Db; readonly migrated: MigrationResult } | { readonly ok: false; readonly error: string }

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to date.
 * `:memory:` is accepted for quick checks; the tests use real files.
 */
export function openDatabase(path: string): OpenResult {
  let db: Db
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
    db = new Database(path)
  } catch (error) {
    return { ok: false, error: `Cannot open the database at ${path}: ${messageOf(error)}` }
  }
  try {
    // WAL lets readers run while the sign-in service writes a session.
    if (path !== ':memory:') db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    const migrated = migrate(db)
    if (!migrated.ok) {
      db.close()
      return { ok: false, error: `Database ${path}: ${migrated.error}` }
    }
    return { ok: true, db, migrated }
  } catch (error) {
    db.close()
    return { ok: false, error: `Cannot prepare the database at ${path}: ${messageOf(error)}` }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
