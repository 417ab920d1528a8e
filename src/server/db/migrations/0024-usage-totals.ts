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
  // Each institution's usage version, moved by the same triggers on every write of its usage: a report's
  // title count (100,000 EXISTS probes, 0.1 to 2 s) is kept per period with the version it was counted at,
  // and counted again only once the usage has changed since.
  await db.schema
    .createTable('usage_versions')
    .addColumn('institution_id', 'text', (c) => c.primaryKey().references('institutions.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('report_title_counts')
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('begin_month', 'text', (c) => c.notNull())
    .addColumn('end_month', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('titles', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_title_counts_pk', ['institution_id', 'report', 'begin_month', 'end_month'])
    .execute()
  await dialect.keepUsageTotals(db)
}
