import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Sqlite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { observeQuery, watchPool } from '../../metrics/database-metrics.ts'
import type { Database } from '../schema.ts'

/**
 * Opens an SQLite file (created with its folder if missing). Throws when the path cannot be a database.
 * Read-only (the policy tools reading real data): the file must exist and SQLite itself refuses every write.
 */
export function connectSqlite(path: string, options: { readonly readOnly?: boolean } = {}): Kysely<Database> {
  if (options.readOnly) return new Kysely<Database>({ dialect: new SqliteDialect({ database: new Sqlite(path, { readonly: true, fileMustExist: true }) }) })
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const database = new Sqlite(path)
  try {
    // WAL lets readers run while the sign-in service writes a session.
    if (path !== ':memory:') database.pragma('journal_mode = WAL')
    database.pragma('foreign_keys = ON')
    database.pragma('busy_timeout = 5000')
    // No statement timeout here (DB_STATEMENT_TIMEOUT_MS is PostgreSQL's only):
    // better-sqlite3 runs a query synchronously on the server's own thread, so
    // nothing can interrupt it part-way; busy_timeout bounds only the wait for
    // another connection's write lock.
  } catch (error) {
    database.close()
    throw error
  }
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: observeQuery })
}

const timestamptz = 1184
const timestamp = 1114
const int8 = 20
const numeric = 1700

/**
 * Values come back as the schema's TypeScript types: times as ISO strings
 * (like SQLite's text), 64-bit counts and sums as numbers. Set per pool, so
 * no global state of the `pg` module changes.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === timestamptz || oid === timestamp) {
      const toDate = pg.types.getTypeParser(oid, 'text') as (value: string) => Date
      return (value: string) => toDate(value).toISOString()
    }
    if (oid === int8 || oid === numeric) return (value: string) => Number(value)
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text')
  },
}

/** Our sessions' random_page_cost (connectPostgres). */
export const RANDOM_PAGE_COST = 1.1

export interface PostgresOptions {
  readonly max?: number
  /**
   * Longest a statement may run, in ms (DB_STATEMENT_TIMEOUT_MS): the server
   * cancels it with "canceling statement due to statement timeout" (SQLSTATE
   * 57014). Sent as the session's statement_timeout when each connection
   * opens; without it, statements are not bounded.
   */
  readonly statementTimeoutMs?: number | undefined
  /** Every transaction of every connection is read-only: the server refuses a write (the policy tools reading real data). */
  readonly readOnly?: boolean
}

export function connectPostgres(url: string, options: PostgresOptions = {}): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types,
    connectionTimeoutMillis: 10_000,
    // The planner's default cost of a random page read (4) is a spinning disk's. Our tables sit in
    // memory or on SSDs, where 1.1 is the usual setting: with 4 a catalogue search for a common word
    // ("history", 5,556 of 100,000 titles) scanned every title instead of the search index, p95
    // 48.8 against 18.1 ms under load (issue 35). Sent per session, so the server's own setting
    // for other applications is left alone.
    options: `-c random_page_cost=${RANDOM_PAGE_COST}${options.readOnly ? ' -c default_transaction_read_only=on' : ''}`,
    ...(options.statementTimeoutMs === undefined ? {} : { statement_timeout: options.statementTimeoutMs }),
  })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  watchPool(pool)
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: observeQuery })
}

/** The URL without its password, for messages and the start banner. */
export function redactUrl(url: string): string {
  if (!URL.canParse(url)) return 'postgres://(unparsable URL)'
  const parsed = new URL(url)
  if (parsed.password !== '') parsed.password = '***'
  return parsed.toString()
}
