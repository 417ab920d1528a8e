import { replaceData } from '../data/replace-data.ts'
import type { AppDb } from '../db/schema.ts'
import { fixtureInstitution } from './fixture-institution.ts'
import { parseOrThrow } from './test-records.ts'

/**
 * COUNTER API keys (issue 57): kim opens Testville's COUNTER reports and so
 * manages its keys; nora works there without counterReport:view; otto does
 * the same as kim at Otherton, whose customer ID is its own. No key exists
 * yet: the tests make them through the API.
 */
const on = { flags: { 'report-page': true } }

export const counterApiKeysFixture = `
institutions:${fixtureInstitution('testville', on)}${fixtureInstitution('otherton', on)}
users:
  - { email: kim@testville.example, institution: testville, permissions: { counterReport:view: true } }
  - { email: nora@testville.example, institution: testville, permissions: { catalogue:search: true } }
  - { email: otto@otherton.example, institution: otherton, permissions: { counterReport:view: true } }
`

export async function seedCounterApiKeysFixture(db: AppDb): Promise<void> {
  await replaceData(db, parseOrThrow(counterApiKeysFixture, 'counter-api-keys-fixture.yaml'))
}
