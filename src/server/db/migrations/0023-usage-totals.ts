import { sql } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'

/**
 * Issue 61: a COUNTER report's metric totals summed every usage row of the
 * period (7.2 million at the benchmark scale, about 1 s on PostgreSQL). The
 * sums per (institution, metric, month, access type) are kept here instead,
 * by triggers on usage_monthly, so every writer keeps them in its own
 * transaction; a report's totals then read a few dozen rows. Usage already
 * stored is summed once here.
 */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await db.schema
    .createTable('usage_totals')
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('access_type', 'text', (c) => c.notNull())
    // bigint: a month's sum over every title may pass what an integer holds on PostgreSQL.
    .addColumn('count', 'bigint', (c) => c.notNull())
    // The order a report asks in: its institution, its metric types, a range of months, its access types.
    .addPrimaryKeyConstraint('usage_totals_pk', ['institution_id', 'metric', 'month', 'access_type'])
    .execute()
  await sql`INSERT INTO usage_totals (institution_id, metric, month, access_type, count)
    SELECT institution_id, metric, month, access_type, sum(count) FROM usage_monthly
    GROUP BY institution_id, metric, month, access_type`.execute(db)
  await dialect.keepUsageTotals(db)
}
