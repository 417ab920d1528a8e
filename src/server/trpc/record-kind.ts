import type { Kysely, Selectable } from 'kysely'
import type { AnyKysely } from '../db/dialects/index.ts'
import type { Database, RecordType } from '../db/schema.ts'

/**
 * What the write path (record-write.ts) knows of each record type: its table,
 * how its row is loaded and read by the policy's rules. Kept apart from the
 * write path, so each feature's record kind, and what reads changed records
 * (the live hub, the notifications), need not import the write path itself.
 */

/** The tables of the records the write path changes: no other code of the app writes them (record-write.only-writer.test.ts). */
export const recordTables = [
  'requests',
  'adoptions',
  'booklists',
  'booklist_items',
  'orders',
  'order_lines',
  'uploads',
  'upload_rows',
  'students',
  'users',
  'store_products',
  'terms',
  'counter_api_keys',
  'access_reviews',
] as const
export type RecordTable = (typeof recordTables)[number]

/** Tables that belong to a record without being one (a staff member's permission rows): only further writes of a change write them. */
export const recordPartTables = ['user_permissions', 'access_review_people'] as const
export type RecordPartTable = (typeof recordPartTables)[number]

/** The columns every record the write path changes has. */
export interface StoredRecord {
  readonly id: string
  readonly institution_id: string
  readonly version: number
  readonly updated_at: string
}

/** How the write path reads one record type: its table, its policy fields, its timeline. */
export interface RecordKind<T extends RecordType, Row extends StoredRecord> {
  readonly type: T
  readonly table: RecordTable
  /** How messages name it: "request", "booklist item". */
  readonly noun: string
  load(trx: Kysely<Database>, id: string): Promise<Row | undefined>
  /** The record as the policy's rules read it (policy/resources/). */
  fields(trx: Kysely<Database>, row: Row): Promise<object>
  /** Its state, as refusals and events name it. */
  statusOf(row: Row): string
  /** The record whose timeline shows its events: itself, or the booklist of an item. */
  timelineOf(row: Row): string
  /** The column of its creation time: `created_at`, unless the table names it for what happened (an order's `placed_at`). */
  readonly createdColumn?: string
}

/**
 * A record kind whose row is loaded by its id from its table. Left out, its
 * state is its `status` column and its events go on its own timeline.
 */
export function recordKind<T extends RecordType, Table extends RecordTable>(
  kind: Omit<RecordKind<T, RowOf<Table>>, 'load' | 'table' | 'statusOf' | 'timelineOf'> &
    Partial<Pick<RecordKind<T, RowOf<Table>>, 'statusOf' | 'timelineOf'>> & { readonly table: Table },
): RecordKind<T, RowOf<Table>> {
  return {
    statusOf: (row) => String((row as { readonly status?: unknown }).status),
    timelineOf: (row) => row.id,
    ...kind,
    load: (trx, id) => (trx as AnyKysely).selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<RowOf<Table> | undefined>,
  }
}

/** A row of a record table, as read. */
export type RowOf<Table extends RecordTable> = Selectable<Database[Table]> & StoredRecord
