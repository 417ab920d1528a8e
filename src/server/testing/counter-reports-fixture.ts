import type { Insertable } from 'kysely'
import { replaceData } from '../data/replace-data.ts'
import type { AppDb, UsageMonthlyTable } from '../db/schema.ts'
import { fixtureInstitution } from './fixture-institution.ts'
import { parseOrThrow } from './test-records.ts'

/**
 * COUNTER reports (issue 31): Testville's usage in January to March 2026 of
 * four titles, Controlled and Open, with rows just outside those months, a
 * metric neither report counts, a zero row, and Otherton's usage of the same
 * title, which no Testville report may count. Farland (region us, not listed)
 * fails the Reports check; Quietville has the report-page flag off.
 */
const on = { flags: { 'report-page': true } }
const fixtureInstitutions =
  fixtureInstitution('testville', on) +
  fixtureInstitution('otherton', on) +
  fixtureInstitution('farland', { ...on, config: { booklist_config: { region: 'us' } } }) +
  fixtureInstitution('quietville', { flags: { 'report-page': false } })

const fixture = `
institutions:${fixtureInstitutions}
users:
  - { email: lib@testville.example, institution: testville, permissions: { counterReport:view: true } }
  - { email: nora@testville.example, institution: testville, permissions: { catalogue:search: true } }
  - { email: otto@otherton.example, institution: otherton, permissions: { counterReport:view: true } }
  - { email: fay@farland.example, institution: farland, permissions: { counterReport:view: true } }
  - { email: quinn@quietville.example, institution: quietville, permissions: { counterReport:view: true } }
titles:
  - { nbsi: t-a, title: Algebra, price: 1000, currency: GBP }
  - { nbsi: t-b, isbn: '9783161484100', title: Biology Basics, publisher: Cell Press, year: 2020, price: 2000, currency: GBP }
  - { nbsi: t-c, title: Chemistry Open, price: 3000, currency: GBP }
  - { nbsi: t-d, title: Dormant, price: 4000, currency: GBP }
`

export type CounterUsageRow = readonly [
  institution: string,
  nbsi: string,
  month: string,
  accessType: 'Controlled' | 'Open' | 'Free_To_Read',
  metric: Insertable<UsageMonthlyTable>['metric'],
  count: number,
]

/** Every usage row of the fixture, for tests that sum them independently of the SQL. */
export const counterUsageRows: readonly CounterUsageRow[] = [
  ['testville', 't-a', '2026-01', 'Controlled', 'Total_Item_Requests', 5],
  ['testville', 't-a', '2026-03', 'Controlled', 'Total_Item_Requests', 2],
  ['testville', 't-a', '2026-01', 'Controlled', 'Unique_Title_Requests', 3],
  ['testville', 't-a', '2026-03', 'Controlled', 'Unique_Title_Requests', 1],
  ['testville', 't-a', '2026-01', 'Controlled', 'Total_Item_Investigations', 9],
  ['testville', 't-a', '2026-02', 'Open', 'Total_Item_Requests', 4],
  ['testville', 't-b', '2026-02', 'Controlled', 'Total_Item_Requests', 10],
  ['testville', 't-b', '2026-02', 'Controlled', 'Unique_Title_Requests', 6],
  // Outside January to March.
  ['testville', 't-b', '2025-12', 'Controlled', 'Total_Item_Requests', 99],
  ['testville', 't-b', '2026-04', 'Controlled', 'Total_Item_Requests', 77],
  // A turnaway: in neither TR_B1 nor TR_B3.
  ['testville', 't-b', '2026-02', 'Controlled', 'No_License', 3],
  ['testville', 't-c', '2026-01', 'Open', 'Total_Item_Requests', 8],
  ['testville', 't-c', '2026-01', 'Open', 'Unique_Title_Requests', 8],
  // A zero count: no row in any report.
  ['testville', 't-d', '2026-01', 'Controlled', 'Total_Item_Requests', 0],
  ['otherton', 't-a', '2026-01', 'Controlled', 'Total_Item_Requests', 1000],
]

/** The institutions, people and titles above, with these usage rows (the reports' own by default). */
export async function seedCounterReportsFixture(db: AppDb, rows: readonly CounterUsageRow[] = counterUsageRows): Promise<void> {
  await replaceData(db, parseOrThrow(fixture, 'counter-reports-fixture.yaml'))
  await db
    .insertInto('usage_monthly')
    .values(rows.map(([institution_id, nbsi, month, access_type, metric, count]) => ({ institution_id, nbsi, month, access_type, metric, count })))
    .execute()
}
