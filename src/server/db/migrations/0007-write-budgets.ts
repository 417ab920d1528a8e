import { sql } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'

/**
 * Each person's budget of writes (issue 24): the window they started and the
 * writes made in it. One row per person who has written, so the table never
 * grows beyond the staff; kept in the database so every app server shares it.
 */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await db.schema
    .createTable('write_budgets')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('window_started_at', dialect.timeType, (c) => c.notNull())
    .addColumn('writes', 'integer', (c) => c.notNull().check(sql`writes >= 1`))
    .execute()
}
