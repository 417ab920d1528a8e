import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seedCounterReportsFixture } from '../../testing/counter-reports-fixture.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { counterReports } from '../../../contracts/counter-reports.ts'
import type { AppDb } from '../schema.ts'
import { countReportTitles, type ReportScope } from './counter-report-read.ts'

/** usage_totals without its zero rows, and the SQL sums of the usage rows: the triggers keep the first equal to the second. */
async function totalsAndSums(db: AppDb) {
  const key = ['institution_id', 'metric', 'month', 'access_type'] as const
  const totals = await db
    .selectFrom('usage_totals')
    .select([...key, 'count'])
    .where('count', '<>', 0)
    .orderBy(key)
    .execute()
  const sums = await db
    .selectFrom('usage_monthly')
    .select([...key, (eb) => eb.fn.sum<number | string>('count').as('count')])
    .groupBy(key)
    .having((eb) => eb.fn.sum('count'), '<>', 0)
    .orderBy(key)
    .execute()
  const numbers = (rows: typeof totals) => rows.map((row) => ({ ...row, count: Number(row.count) }))
  return { totals: numbers(totals), sums: numbers(sums) }
}

describe.each(testDatabases())('usage_totals on %s', (kind) => {
  let temp: TestDatabase
  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    await seedCounterReportsFixture(temp.db)
  })
  afterEach(() => temp.dispose())

  const expectKept = async () => {
    const { totals, sums } = await totalsAndSums(temp.db)
    expect(totals).toEqual(sums)
    return totals
  }

  it('holds the sums of the usage the data file loaded', async () => {
    expect((await expectKept()).length).toBeGreaterThan(5)
  })

  it('follows inserts (one and many at once), updates of counts and keys, deletes, and a title’s usage removed with the title', async () => {
    const { db } = temp
    await db
      .insertInto('usage_monthly')
      .values({ institution_id: 'testville', nbsi: 't-d', month: '2026-02', metric: 'Total_Item_Requests', count: 9 })
      .execute()
    await sql`INSERT INTO usage_monthly (institution_id, nbsi, month, access_type, metric, count)
      SELECT institution_id, nbsi, '2019-06', access_type, metric, count + 1 FROM usage_monthly WHERE month = '2026-01'`.execute(db)
    await expectKept()
    await db
      .updateTable('usage_monthly')
      .set((eb) => ({ count: eb('count', '*', 2) }))
      .where('month', '=', '2026-01')
      .execute()
    await db.updateTable('usage_monthly').set({ access_type: 'Free_To_Read' }).where('nbsi', '=', 't-b').execute()
    await expectKept()
    await db.deleteFrom('usage_monthly').where('metric', '=', 'Unique_Title_Requests').execute()
    await db.deleteFrom('titles').where('nbsi', '=', 't-a').execute()
    await expectKept()
    await db.deleteFrom('usage_monthly').execute()
    expect(await expectKept()).toEqual([])
  })

  it('counts a report’s titles again only once its institution’s usage has changed, and then counts the change', async () => {
    const { db } = temp
    const scope: ReportScope = { institutionId: 'testville', report: counterReports.TR_B1, begin: '2026-01', end: '2026-03' }
    const before = await countReportTitles(db, scope)
    // Kept: the same answer from the stored count.
    expect(await countReportTitles(db, scope)).toBe(before)
    expect(await db.selectFrom('report_title_counts').select('titles').execute()).toEqual([{ titles: before }])
    await db
      .insertInto('usage_monthly')
      .values({ institution_id: 'testville', nbsi: 't-d', month: '2026-02', metric: 'Total_Item_Requests', count: 3 })
      .execute()
    expect(await countReportTitles(db, scope)).toBe(before + 1)
    await db.deleteFrom('usage_monthly').where('nbsi', '=', 't-d').execute()
    expect(await countReportTitles(db, scope)).toBe(before)
    // Another institution's usage moves only its own version.
    const version = await db.selectFrom('usage_versions').select('version').where('institution_id', '=', 'testville').executeTakeFirstOrThrow()
    await db
      .insertInto('usage_monthly')
      .values({ institution_id: 'otherton', nbsi: 't-d', month: '2026-02', metric: 'Total_Item_Requests', count: 3 })
      .execute()
    expect(await db.selectFrom('usage_versions').select('version').where('institution_id', '=', 'testville').executeTakeFirstOrThrow()).toEqual(version)
  })
})
