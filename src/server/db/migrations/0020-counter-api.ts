import { sql } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import { mutableRowColumns, oneOf } from './columns.ts'

/**
 * The COUNTER API (issue 57). `counter_api_keys` are an institution's keys for
 * usage harvesters: records of the write path (created and revoked with an
 * event), holding only the SHA-256 of each key and its last four characters
 * to tell keys apart. `counter_api_key_use` is each key's bookkeeping, apart
 * from the record because every harvest writes it: when it was last used and
 * its request window (the 1020 limit). `institutions.counter_customer_id` is
 * the customer ID harvesters send (null: the institution's id).
 *
 * The record types below are written out, not imported: a later step may widen them again.
 */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await mutableRowColumns(
    db.schema
      .createTable('counter_api_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('institution_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('key_hint', 'text', (c) => c.notNull())
      .addColumn('requestor_id', 'text')
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo(sql.lit('active'))
          .check(oneOf('status', ['active', 'revoked'])),
      )
      .addColumn('created_by', 'text')
      .addColumn('revoked_at', dialect.timeType),
    dialect,
  ).execute()
  await db.schema.createIndex('counter_api_keys_institution').on('counter_api_keys').columns(['institution_id', 'created_at']).execute()

  await db.schema
    .createTable('counter_api_key_use')
    .addColumn('key_id', 'text', (c) => c.primaryKey().references('counter_api_keys.id').onDelete('cascade'))
    .addColumn('last_used_at', dialect.timeType, (c) => c.notNull())
    .addColumn('window_started_at', dialect.timeType, (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull().check(sql`requests >= 1`))
    .execute()

  await db.schema.alterTable('institutions').addColumn('counter_customer_id', 'text').execute()
  await db.schema.createIndex('institutions_counter_customer_id').on('institutions').column('counter_customer_id').unique().execute()

  await dialect.replaceInCheck(db, 'record_events', 'record_type', [
    'Request',
    'Adoption',
    'Booklist',
    'BooklistItem',
    'Student',
    'StaffMember',
    'StoreProduct',
    'Order',
    'Upload',
    'Term',
    'CounterApiKey',
  ])
}
