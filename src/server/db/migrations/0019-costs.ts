import { sql } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'

/**
 * Cost per student (issue 56). `library_holdings` lists the titles an
 * institution's library already holds (the data file's `libraryHoldings`):
 * a student need not buy them, so a list's cost leaves them out.
 * `low_cost_minor` is the institution's low-cost threshold per student in
 * minor units of its currency (the data file's `lowCostThreshold`; 40.00 by default).
 */
export async function up(db: AnyKysely, _dialect: DialectFeatures): Promise<void> {
  await db.schema
    .createTable('library_holdings')
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('nbsi', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('library_holdings_once', ['institution_id', 'nbsi'])
    .execute()

  await db.schema
    .alterTable('institutions')
    .addColumn('low_cost_minor', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(sql.lit(4000))
        .check(sql`low_cost_minor >= 0`),
    )
    .execute()
}
