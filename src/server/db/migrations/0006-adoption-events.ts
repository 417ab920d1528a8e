import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import { adoptionStatuses } from '../schema.ts'
import { oneOf } from './columns.ts'

/** The append-only history of adoptions (proposed, withdrawn, approved), like request_events. */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await db.schema
    .createTable('adoption_events')
    .addColumn('id', 'integer', (c) => dialect.autoIncrementKey(c))
    .addColumn('adoption_id', 'text', (c) => c.notNull().references('adoptions.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('at', dialect.timeType, (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.check(oneOf('from_status', adoptionStatuses)))
    .addColumn('to_status', 'text', (c) => c.notNull().check(oneOf('to_status', adoptionStatuses)))
    .addColumn('note', 'text')
    .execute()
  await db.schema.createIndex('adoption_events_adoption').on('adoption_events').columns(['adoption_id', 'id']).execute()
}
