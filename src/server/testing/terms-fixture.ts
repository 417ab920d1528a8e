import { replaceData } from '../data/replace-data.ts'
import type { AppDb } from '../db/schema.ts'
import { fixtureInstitution } from './fixture-institution.ts'
import { parseOrThrow } from './seed.ts'

/**
 * Terms of an institution in New York (issue 55): tess manages them, ted only
 * reads them (and teaches CHEM101 in the spring, uma BIO200), and
 * otherville's term never shows at testville. The clock of
 * the tests is late November 2026: autumn runs, spring is open.
 */
export const termsNow = Date.parse('2026-11-29T14:00:00.000Z')

export const termsFixture = `
institutions:${fixtureInstitution('testville', {
  more: {
    timeZone: 'America/New_York',
    terms: [
      { name: '2026-autumn', starts: '2026-09-14', ends: '2026-12-18', adoptionDeadline: '2026-08-17', booklistDeadline: '2026-08-10' },
      { name: '2027-spring', starts: '2027-01-11', ends: '2027-05-14', adoptionDeadline: '2026-12-14', booklistDeadline: '2026-12-07' },
    ],
  },
})}${fixtureInstitution('otherville', {
  more: { terms: [{ name: '2027-spring', starts: '2027-01-18', ends: '2027-05-21', adoptionDeadline: '2026-12-14', booklistDeadline: '2026-12-07' }] },
})}
users:
  - { email: tess@testville.example, institution: testville, permissions: { terms:manage: true } }
  - { email: ted@testville.example, institution: testville, permissions: { booklist:view: true, adoptions:viewAssignedCourses: true } }
  - { email: uma@testville.example, institution: testville, permissions: { adoptions:viewAssignedCourses: true } }
  - { email: olga@otherville.example, institution: otherville, permissions: { terms:manage: true } }
courses:
  - { code: CHEM101, title: Organic Chemistry, term: 2027-spring, institution: testville, department: Chemistry, instructors: [ted@testville.example] }
  - { code: BIO200, title: Cell Biology, term: 2027-spring, institution: testville, department: Biology, instructors: [uma@testville.example] }
  - { code: CHEM090, title: Lab Safety, term: 2025-spring, institution: testville, department: Chemistry, instructors: [ted@testville.example] }
`

export async function seedTermsFixture(db: AppDb): Promise<void> {
  await replaceData(db, parseOrThrow(termsFixture, 'terms-fixture.yaml'))
}
