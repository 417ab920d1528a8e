import { sql } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import { oneOf } from './columns.ts'

/** The record types this step knew; later steps widen the list (0012), so it is frozen here. */
const recordTypes = ['Request', 'Adoption', 'Booklist', 'BooklistItem']

/** The verb of a status an old event moved to, for the events this step copies. */
const requestVerbs = sql`CASE WHEN e.from_status IS NULL THEN 'create' WHEN e.to_status = 'approved' THEN 'approve' WHEN e.to_status = 'rejected' THEN 'reject'
  WHEN e.to_status = 'cancelled' THEN 'cancel' WHEN e.to_status = 'ordered' THEN 'order' WHEN e.to_status = 'fulfilled' THEN 'fulfil' ELSE e.to_status END`
const adoptionVerbs = sql`CASE WHEN e.to_status = 'proposed' THEN 'adopt' WHEN e.to_status = 'withdrawn' THEN 'withdraw' WHEN e.to_status = 'approved' THEN 'approve'
  WHEN e.to_status = 'rejected' THEN 'reject' ELSE e.to_status END`

/**
 * One history for every record type (issue 25): request_events and
 * adoption_events are copied into record_events, in their order, and dropped.
 * The table is append-only in the database itself.
 */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await db.schema
    .createTable('record_events')
    .addColumn('id', 'integer', (c) => dialect.autoIncrementKey(c))
    .addColumn('record_type', 'text', (c) => c.notNull().check(oneOf('record_type', recordTypes)))
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('timeline_id', 'text', (c) => c.notNull())
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('at', dialect.timeType, (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('note', 'text')
    .addColumn('changes', 'text')
    .execute()
  await db.schema.createIndex('record_events_record').on('record_events').columns(['record_type', 'record_id', 'id']).execute()
  await db.schema.createIndex('record_events_timeline').on('record_events').columns(['timeline_id', 'id']).execute()

  await sql`INSERT INTO record_events (record_type, record_id, timeline_id, institution_id, actor_id, at, action, from_status, to_status, note, changes)
    SELECT 'Request', e.request_id, e.request_id, r.institution_id, e.actor_id, e.at, ${requestVerbs}, e.from_status, e.to_status, e.note, NULL
    FROM request_events e JOIN requests r ON r.id = e.request_id ORDER BY e.id`.execute(db)
  await sql`INSERT INTO record_events (record_type, record_id, timeline_id, institution_id, actor_id, at, action, from_status, to_status, note, changes)
    SELECT 'Adoption', e.adoption_id, e.adoption_id, a.institution_id, e.actor_id, e.at, ${adoptionVerbs}, e.from_status, e.to_status, e.note, NULL
    FROM adoption_events e JOIN adoptions a ON a.id = e.adoption_id ORDER BY e.id`.execute(db)
  await db.schema.dropTable('request_events').execute()
  await db.schema.dropTable('adoption_events').execute()
  await dialect.makeAppendOnly(db, 'record_events')
}
