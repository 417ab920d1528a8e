import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import { oneOf } from './columns.ts'

/**
 * The decision log (issue 59): every access decision the server made, so a
 * candidate policy can be replayed against recent ones. No foreign keys: the
 * log outlives the people and records it names and never blocks a delete.
 * Rows are trimmed by age and count (decision-log.ts), so it is not append-only.
 */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await db.schema
    .createTable('decisions')
    .addColumn('id', 'integer', (c) => dialect.autoIncrementKey(c))
    .addColumn('at', dialect.timeType, (c) => c.notNull())
    .addColumn('policy_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('procedure', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull().check(oneOf('outcome', ['allowed', 'denied'])))
    .addColumn('facts_hash', 'text', (c) => c.notNull())
    .addColumn('record_json', 'text')
    .execute()
  await db.schema.createIndex('decisions_at').on('decisions').column('at').execute()
}
