import type { AppDb } from '../db/schema.ts'
import { replaceData } from '../data/replace-data.ts'
import { fixtureInstitution } from './fixture-institution.ts'
import { parseOrThrow } from './test-records.ts'

/**
 * Supplies open (course-supply on, supply requests enabled, the Requests page
 * for approvers), CHEM101 with two titles on its booklist and an enrolment of
 * 120, and a second institution to prove isolation. Its own file, so the
 * requests fixture's counts (restart.test.ts) stay as they are.
 */
const institution = (id: string) =>
  fixtureInstitution(id, {
    flags: { 'course-supply': true, 'order-approvals-page': true },
    config: {
      booklist_config: { region: 'au', institution_id: id },
      approval_type: 'pricing_approvals',
      hasApprovalPermission: true,
      isPricingApprovalsEnabled: true,
      enable_supply_request: 'enabled',
    },
  })

const fixture = `
institutions:${institution('testville')}${institution('otherton')}
users:
  - { email: sue@testville.example, institution: testville, permissions: { booklist:view: true, booklist:request: true } }
  - { email: auto@testville.example, institution: testville, permissions: { booklist:view: true, booklist:request: true, booklist:autoApprove: true } }
  - { email: amy@testville.example, institution: testville, permissions: { booklist:view: true, booklist:approve: true } }
  - { email: vic@testville.example, institution: testville, permissions: { booklist:view: true } }
  - { email: otto@otherton.example, institution: otherton, permissions: { booklist:view: true, booklist:request: true } }
titles:
  - { nbsi: t-chem, title: Organic Chemistry, price: 4599, currency: GBP }
  - { nbsi: t-bio, title: Cell Biology, price: 2000, currency: GBP }
  - { nbsi: t-phys, title: Physics Now, price: 1000, currency: GBP }
courses:
  - { id: testville-c1, code: CHEM101, title: Intro Chemistry, term: 2026-autumn, institution: testville, enrolment: 120, titles: [t-chem, t-bio] }
  - { id: testville-c2, code: BIO200, title: Cell Biology, term: 2026-autumn, institution: testville, enrolment: 30, titles: [t-bio] }
  - { id: otherton-c1, code: OTH100, title: Elsewhere, term: 2026-autumn, institution: otherton, enrolment: 10, titles: [t-chem] }
`

export const supplyCourses = { chem: 'testville-c1', bio: 'testville-c2', elsewhere: 'otherton-c1' } as const

export async function seedSuppliesFixture(db: AppDb): Promise<void> {
  await replaceData(db, parseOrThrow(fixture, 'supplies-fixture.yaml'))
}
