import { sql } from 'kysely'
import { counterAccessTypes, counterMetrics } from '../schema.ts'
import type { AnyKysely } from '../dialects/index.ts'
import { oneOf } from './columns.ts'

/**
 * COUNTER Release 5.1 usage (issue 31): the Title Report's Standard Views
 * TR_B1 and TR_B3 need every metric type (investigations and unique title
 * requests too) and each title's Access_Type. SQLite cannot change a
 * primary key or a CHECK in place, so the table is rebuilt the same way on
 * both databases: a new table, the rows copied (all Controlled: what the
 * old rows counted), the old one dropped with its indexes, the new one
 * renamed and indexed again.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('usage_monthly_r51')
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('nbsi', 'text', (c) => c.notNull().references('titles.nbsi').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('access_type', 'text', (c) => c.notNull().defaultTo('Controlled').check(oneOf('access_type', counterAccessTypes)))
    .addColumn('metric', 'text', (c) => c.notNull().check(oneOf('metric', counterMetrics)))
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 0`))
    // A report reads one institution's months a title at a time: month, then title, then its access types and metrics.
    .addPrimaryKeyConstraint('usage_monthly_r51_pk', ['institution_id', 'month', 'nbsi', 'access_type', 'metric'])
    .execute()
  await sql`INSERT INTO usage_monthly_r51 (institution_id, nbsi, month, access_type, metric, count)
    SELECT institution_id, nbsi, month, 'Controlled', metric, count FROM usage_monthly`.execute(db)
  await db.schema.dropTable('usage_monthly').execute()
  await db.schema.alterTable('usage_monthly_r51').renameTo('usage_monthly').execute()
  // The dashboards' covering indexes of 0010, access type added before the count: the dashboards sum over
  // every access type as before, and a COUNTER report reads them too without visiting the table (its
  // metric totals down by_month; whether a title has usage, and its monthly sums, down by_title).
  await db.schema.createIndex('usage_monthly_by_month').on('usage_monthly').columns(['institution_id', 'metric', 'month', 'access_type', 'count']).execute()
  await db.schema
    .createIndex('usage_monthly_by_title')
    .on('usage_monthly')
    .columns(['institution_id', 'metric', 'nbsi', 'month', 'access_type', 'count'])
    .execute()
  // A report lists titles in title order, then by id (and access type): with both in one index PostgreSQL
  // walks titles in that order and stops at the page's end (TR_B3's first page: 5.2 s to a few ms at
  // 100,000 titles), rather than sorting every title first.
  await db.schema.createIndex('titles_title_nbsi').on('titles').columns(['title', 'nbsi']).execute()
}
