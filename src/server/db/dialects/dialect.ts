import type { ColumnDataType, ColumnDefinitionBuilder, Expression, Kysely, RawBuilder, SqlBool } from 'kysely'

export type DialectName = 'sqlite' | 'postgres'

/**
 * A Kysely instance whatever its schema: what Kysely's documentation uses for
 * migrations and helpers that must work on any database or transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKysely = Kysely<any>

/**
 * Everything that differs between SQLite and PostgreSQL, in one small
 * interface. Repositories and migrations stay portable by asking this instead
 * of testing the dialect themselves.
 */
export interface DialectFeatures {
  readonly name: DialectName
  /** Column type of a UTC time (text on SQLite, timestamptz on PostgreSQL; an ISO string in TypeScript either way). */
  readonly timeType: ColumnDataType
  /** The current time in the column's format, as a column default. */
  readonly currentTime: RawBuilder<string>
  /**
   * The `YYYY-MM` (UTC) of a time column, to group rows by calendar month the
   * way usage_monthly.month is written.
   */
  monthOf(column: string): RawBuilder<string>
  /** Turns an integer column into an auto-incrementing primary key. */
  autoIncrementKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder
  /** Migration step: the full-text index over catalogue titles (FTS5 table, or tsvector + GIN). */
  createTitleSearch(db: AnyKysely): Promise<void>
  /**
   * A WHERE condition on `titles` true when the title, authors, publisher or
   * subjects contain every term (each as a word prefix). Terms come from
   * `searchTerms`, so they are plain lower-case words.
   */
  titleMatches(terms: readonly string[]): Expression<SqlBool>
  /**
   * Migration step: the database refuses UPDATE and DELETE on the table, so
   * no code path (nor a hand-written statement) can rewrite a history.
   */
  makeAppendOnly(db: AnyKysely, table: string): Promise<void>
  /**
   * Migration step (0024): triggers on `usage_monthly` add each row's count to its
   * (institution, metric, month, access type) row of `usage_totals` and take it
   * off again when the row goes or changes, so every writer of usage (data files,
   * generated data, benches, tests, cascades) keeps the totals in the same transaction.
   */
  keepUsageTotals(db: AnyKysely): Promise<void>
  /**
   * Empties the tables, in one statement where the database can (PostgreSQL's
   * TRUNCATE is transactional). The one way to empty an append-only table:
   * the explicit reset of all data, never a code path of the app.
   */
  clearTables(trx: AnyKysely, tables: readonly string[]): Promise<void>
  /** Whether a table exists where unqualified names resolve (PostgreSQL: the search_path). */
  tableExists(db: AnyKysely, name: string): Promise<boolean>
  /**
   * Serialises transactions that use the same key (PostgreSQL: an advisory
   * lock held to the end of the transaction). SQLite needs nothing: one
   * connection runs one transaction at a time.
   */
  lockKey(trx: AnyKysely, key: string): Promise<void>
  /**
   * Migration step: the column's `IN (...)` CHECK takes these values instead
   * (a history learning new record types). PostgreSQL replaces the
   * constraint; SQLite cannot alter one, so the table is rebuilt with its
   * rows, ids, indexes and triggers (SQLite's documented 12-step change).
   */
  replaceInCheck(db: AnyKysely, table: string, column: string, values: readonly string[]): Promise<void>
}
