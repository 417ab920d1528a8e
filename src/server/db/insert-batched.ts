import type { Insertable } from 'kysely'
import type { AppDb, Database } from './schema.ts'

/**
 * Multi-row INSERTs of at most ~30,000 parameters each: under SQLite's limit
 * (32,766) and PostgreSQL's (65,535), and few enough statements that 100,000
 * titles load in seconds inside one transaction. Every row of one call must
 * have the same keys (SQLite has no DEFAULT in a VALUES list).
 */
export async function insertBatched<T extends keyof Database & string>(db: AppDb, table: T, rows: readonly Insertable<Database[T]>[]): Promise<void> {
  for (const batch of batchesOf(rows)) {
    // The generic table defeats Kysely's per-table value typing; the rows are typed by the signature above.
    await db
      .insertInto(table)
      .values(batch as never)
      .execute()
  }
}

/** The rows in slices of at most ~30,000 parameters (all rows of one call have the first row's keys). */
export function batchesOf<Row extends object>(rows: readonly Row[]): Row[][] {
  const first = rows[0]
  if (first === undefined) return []
  const perBatch = Math.max(1, Math.floor(30_000 / Object.keys(first).length))
  const batches: Row[][] = []
  for (let start = 0; start < rows.length; start += perBatch) batches.push(rows.slice(start, start + perBatch))
  return batches
}
