import type { AppDb } from '../db/schema.ts'
import { parseOrThrow } from './seed.ts'
import { replaceData } from '../data/replace-data.ts'
import { fixtureInstitution } from './fixture-institution.ts'

/**
 * An institution where the requests workflow is open (order-approvals-page on,
 * pricing approvals, neither EA nor IA, so hasRequestsPageAccess passes), with
 * one person per role, and a second institution to prove isolation.
 */
export const institution = (id: string) =>
  fixtureInstitution(id, {
    flags: { 'order-approvals-page': true },
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
  - { email: rita@testville.example, institution: testville, permissions: { booklist:request: true, catalogue:search: true } }
  - { email: rory@testville.example, institution: testville, permissions: { booklist:request: true } }
  - { email: abe@testville.example, institution: testville, permissions: { booklist:approve: true, booklist:request: true } }
  - { email: amy@testville.example, institution: testville, permissions: { booklist:approve: true } }
  - { email: auto@testville.example, institution: testville, permissions: { booklist:request: true, booklist:autoApprove: true } }
  - { email: nora@testville.example, institution: testville, permissions: {} }
  - { email: pam@testville.example, institution: testville, permissions: { cart:purchase: true } }
  - { email: paul@testville.example, institution: testville, permissions: { cart:purchase: true } }
  - { email: otto@otherton.example, institution: otherton, permissions: { booklist:approve: true, booklist:request: true } }
courses:
  - { id: testville-c1, code: CHEM101, title: Intro Chemistry, term: 2026-autumn, institution: testville, department: Chemistry, enrolment: 120 }
  - { id: otherton-c1, code: OTH100, title: Elsewhere, term: 2026-autumn, institution: otherton, department: Other, enrolment: 10 }
`

export const fixtureTitles = ['t-chem', 't-bio'] as const
/** Real, valid ISBNs: the first has the ISBN-10 0-306-40615-2, the second 0-8044-2957-X. */
const fixtureIsbns = ['9780306406157', '9780804429573']

const fixtureTitleLine = (nbsi: (typeof fixtureTitles)[number], i: number) =>
  `  - { nbsi: ${nbsi}, isbn: "${fixtureIsbns[i]}", title: ${nbsi === 't-chem' ? 'Organic Chemistry' : 'Cell Biology'}, ` +
  `authors: [A. Author], publisher: P, price: 4599, currency: GBP }`
/** The fixture as a data file with its titles, for tests that start servers with ADOPTIONS_DATA. */
export const requestsFixtureFile = `${fixture}titles:
${fixtureTitles.map(fixtureTitleLine).join('\n')}
`

export async function seedRequestsFixture(db: AppDb): Promise<void> {
  await replaceData(db, parseOrThrow(fixture, 'requests-fixture.yaml'))
  const now = new Date('2026-11-01T09:00:00.000Z').toISOString()
  await db
    .insertInto('titles')
    .values(
      fixtureTitles.map((nbsi, i) => ({
        nbsi,
        isbn13: fixtureIsbns[i] ?? null,
        title: nbsi === 't-chem' ? 'Organic Chemistry' : 'Cell Biology',
        subtitle: null,
        authors: '["A. Author"]',
        publisher: 'P',
        edition: 1,
        year: 2024,
        formats: '["print"]',
        price_minor: 4599,
        currency: 'GBP',
        availability: 'available' as const,
        subjects: '[]',
        language: 'en',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute()
}
