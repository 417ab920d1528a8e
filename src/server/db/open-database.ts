import { connectPostgres, connectSqlite, redactUrl } from './dialects/connect.ts'
import { dialectOf, type DialectFeatures, type DialectName } from './dialects/index.ts'
import { migrate } from './migrate.ts'
import { migrationsFor } from './migrations/index.ts'
import type { AppDb } from './schema.ts'

export type { AppDb } from './schema.ts'

/** Where the data lives: PostgreSQL when a URL is given, else the SQLite file. */
export interface DatabaseTarget {
  readonly databasePath: string
  readonly databaseUrl?: string | undefined
  /**
   * PostgreSQL only: longest one statement may run (DB_STATEMENT_TIMEOUT_MS).
   * It bounds the migrations run here too, statement by statement: each of
   * ours takes well under a second, and a server waiting for another's
   * migration lock fails its start with a clear message instead of hanging.
   * An operator upgrading a very large database can raise it for that start.
   */
  readonly statementTimeoutMs?: number | undefined
}

export interface OpenedDatabase {
  readonly ok: true
  readonly db: AppDb
  readonly dialect: DialectName
  readonly features: DialectFeatures
  /** For messages: the SQLite path, or the PostgreSQL URL without its password. */
  readonly location: string
  /** Migrations this start applied, and the schema version now. */
  readonly migrated: { readonly applied: readonly string[]; readonly version: number }
  close(): Promise<void>
}

export type OpenResult = OpenedDatabase | { readonly ok: false; readonly error: string }

export interface OpenOptions {
  /**
   * Tests only (src/server/testing/test-databases.ts): the database is a copy
   * of one this same code migrated in this run, so its schema is known to be
   * current and neither migrations nor the check that none are due run
   * (`migrated` then reports nothing applied). Never set it for a database
   * anything else may have written.
   */
  readonly knownMigrated?: boolean
}

/**
 * Opens the database and brings its schema up to date. Never throws: a path
 * that cannot be a database, a server that cannot be reached and a schema
 * newer than this code all come back as a message for the operator.
 */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<OpenResult> {
  const url = target.databaseUrl
  const location = url === undefined ? target.databasePath : redactUrl(url)
  let db: AppDb
  try {
    db = url === undefined ? connectSqlite(target.databasePath) : connectPostgres(url, { statementTimeoutMs: target.statementTimeoutMs })
  } catch (error) {
    return { ok: false, error: `Cannot open the database at ${location}: ${messageOf(error)}` }
  }
  try {
    const migrated = options.knownMigrated ? { ok: true as const, applied: [], version: Object.keys(migrationsFor(dialectOf(db))).length } : await migrate(db)
    if (!migrated.ok) {
      await db.destroy()
      return { ok: false, error: `Database ${location}: ${migrated.error}` }
    }
    const features = dialectOf(db)
    return {
      ok: true,
      db,
      dialect: features.name,
      features,
      location,
      migrated: { applied: migrated.applied, version: migrated.version },
      close: () => db.destroy(),
    }
  } catch (error) {
    await db.destroy().catch(() => {})
    return { ok: false, error: `Cannot prepare the database at ${location}: ${messageOf(error)}` }
  }
}

/** An error in words; a failed connection to several addresses (AggregateError) names each. */
export function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return error.errors.map(messageOf).join('; ')
  return error instanceof Error ? error.message : String(error)
}
