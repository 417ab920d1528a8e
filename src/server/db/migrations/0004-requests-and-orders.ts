import { sql } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import { orderStatuses, requestKinds, requestStatuses } from '../schema.ts'
import { oneOf } from './columns.ts'

/** Requests with their append-only events, idempotency keys, orders and their lines. */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  const time = dialect.timeType
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('placed_by', 'text', (c) => c.notNull())
    .addColumn('supplier', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', orderStatuses)))
    .addColumn('total_minor', 'integer', (c) => c.notNull().check(sql`total_minor >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('placed_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.createIndex('orders_institution').on('orders').columns(['institution_id', 'placed_at']).execute()

  await db.schema
    .createTable('requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('requester_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', requestKinds)))
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', requestStatuses)))
    .addColumn('nbsi', 'text', (c) => c.notNull().references('titles.nbsi'))
    .addColumn('course_id', 'text', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('note', 'text')
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  // Lists page by (created_at, id) within an institution, optionally by status or requester.
  await db.schema.createIndex('requests_institution_created').on('requests').columns(['institution_id', 'created_at', 'id']).execute()
  await db.schema.createIndex('requests_institution_status').on('requests').columns(['institution_id', 'status', 'created_at']).execute()
  await db.schema.createIndex('requests_requester').on('requests').columns(['requester_id', 'created_at']).execute()

  await db.schema
    .createTable('request_events')
    .addColumn('id', 'integer', (c) => dialect.autoIncrementKey(c))
    .addColumn('request_id', 'text', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('at', time, (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.check(oneOf('from_status', requestStatuses)))
    .addColumn('to_status', 'text', (c) => c.notNull().check(oneOf('to_status', requestStatuses)))
    .addColumn('note', 'text')
    .execute()
  await db.schema.createIndex('request_events_request').on('request_events').columns(['request_id', 'id']).execute()

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('procedure', 'text', (c) => c.notNull())
    .addColumn('result_id', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute()

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'integer', (c) => dialect.autoIncrementKey(c))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('nbsi', 'text', (c) => c.notNull().references('titles.nbsi'))
    .addColumn('request_id', 'text', (c) => c.references('requests.id').onDelete('set null'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_price_minor', 'integer', (c) => c.notNull().check(sql`unit_price_minor >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute()
}
