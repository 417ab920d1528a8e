import { randomUUID } from 'node:crypto'
import type { AppDb } from '../db/schema.ts'
import { counterApiKeyOf } from '../features/counter-api/counter-api-keys.ts'
import { seedCounterReportsFixture, type CounterUsageRow } from './counter-reports-fixture.ts'

/**
 * The COUNTER API (issue 57): the Reports fixture's institutions and titles
 * with usage as COUNTER's rules make it (a title requested is also a unique
 * title requested, and investigated), so every item has the two metric types
 * the release's JSON schema asks of it; and API keys of each kind a harvester
 * may hold: Testville's (customer ID `TV-001`), one with a requestor ID, a
 * revoked one, and keys of institutions the policy keeps from the reports.
 */
export const apiUsageRows: readonly CounterUsageRow[] = [
  ['testville', 't-a', '2026-01', 'Controlled', 'Total_Item_Requests', 5],
  ['testville', 't-a', '2026-01', 'Controlled', 'Unique_Title_Requests', 3],
  ['testville', 't-a', '2026-01', 'Controlled', 'Total_Item_Investigations', 9],
  ['testville', 't-a', '2026-01', 'Controlled', 'Unique_Item_Investigations', 7],
  ['testville', 't-a', '2026-03', 'Controlled', 'Total_Item_Requests', 2],
  ['testville', 't-a', '2026-03', 'Controlled', 'Unique_Title_Requests', 1],
  ['testville', 't-a', '2026-02', 'Open', 'Total_Item_Requests', 4],
  ['testville', 't-a', '2026-02', 'Open', 'Unique_Title_Requests', 2],
  ['testville', 't-b', '2026-02', 'Controlled', 'Total_Item_Requests', 10],
  ['testville', 't-b', '2026-02', 'Controlled', 'Unique_Title_Requests', 6],
  ['testville', 't-b', '2026-02', 'Controlled', 'Unique_Item_Requests', 6],
  ['testville', 't-b', '2025-12', 'Controlled', 'Total_Item_Requests', 99],
  ['testville', 't-b', '2025-12', 'Controlled', 'Unique_Title_Requests', 40],
  ['testville', 't-b', '2026-04', 'Controlled', 'Total_Item_Requests', 77],
  ['testville', 't-b', '2026-04', 'Controlled', 'Unique_Title_Requests', 30],
  ['testville', 't-b', '2026-02', 'Controlled', 'No_License', 3],
  ['testville', 't-c', '2026-01', 'Open', 'Total_Item_Requests', 8],
  ['testville', 't-c', '2026-01', 'Open', 'Unique_Title_Requests', 8],
  ['testville', 't-c', '2026-01', 'Free_To_Read', 'Total_Item_Investigations', 3],
  ['testville', 't-c', '2026-01', 'Free_To_Read', 'Unique_Title_Investigations', 2],
  ['testville', 't-d', '2026-01', 'Controlled', 'Total_Item_Requests', 0],
  ['otherton', 't-a', '2026-01', 'Controlled', 'Total_Item_Requests', 1000],
  ['otherton', 't-a', '2026-01', 'Controlled', 'Unique_Title_Requests', 500],
]

export const apiKeys = {
  testville: 'cak_test_testville_harvester_key_0001',
  withRequestor: 'cak_test_testville_requestor_key_0002',
  revoked: 'cak_test_testville_revoked_key_00003',
  otherton: 'cak_test_otherton_harvester_key_00004',
  farland: 'cak_test_farland_harvester_key_000005',
  quietville: 'cak_test_quietville_harvester_key_006',
} as const

export const testvilleCustomerId = 'TV-001'

export async function seedCounterApiFixture(db: AppDb): Promise<void> {
  await seedCounterReportsFixture(db, apiUsageRows)
  await db.updateTable('institutions').set({ counter_customer_id: testvilleCustomerId }).where('id', '=', 'testville').execute()
  const key = (institution: string, key: string, more: { requestor_id?: string; status?: 'revoked' } = {}) => {
    const { hash, hint } = counterApiKeyOf(key)
    // Every column of every row: a multi-row insert on SQLite writes NULL, not the default, for a column one row leaves out.
    return {
      id: randomUUID(),
      institution_id: institution,
      name: `${institution} harvester`,
      key_hash: hash,
      key_hint: hint,
      requestor_id: more.requestor_id ?? null,
      status: more.status ?? ('active' as const),
    }
  }
  await db
    .insertInto('counter_api_keys')
    .values([
      key('testville', apiKeys.testville),
      key('testville', apiKeys.withRequestor, { requestor_id: 'jusp' }),
      key('testville', apiKeys.revoked, { status: 'revoked' }),
      key('otherton', apiKeys.otherton),
      key('farland', apiKeys.farland),
      key('quietville', apiKeys.quietville),
    ])
    .execute()
}
