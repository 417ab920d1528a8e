import type { AppDb } from '../db/schema.ts'
import { replaceData } from '../data/replace-data.ts'
import { fixtureInstitution } from './fixture-institution.ts'
import { parseOrThrow } from './test-records.ts'

/**
 * Bulk upload (issue 29): Testville's draft lists CHEM101 (one title) and
 * BIO200 (empty), a submitted SUB300, HIS100 in two terms neither of which is
 * the current one, and Otherton's OTH100 to prove a course of another
 * institution is unknown. Three titles have ISBNs; Physics Now has none in
 * the catalogue under 9780000000002.
 */
const fixture = `
institutions:${fixtureInstitution('testville')}${fixtureInstitution('otherton')}
users:
  - { email: lib@testville.example, institution: testville, permissions: { booklist:view: true, booklist:bulkUpload: true } }
  - { email: lea@testville.example, institution: testville, permissions: { booklist:view: true, booklist:bulkUpload: true } }
  - { email: vic@testville.example, institution: testville, permissions: { booklist:view: true, booklist:edit: true } }
  - { email: ed@testville.example, institution: testville, permissions: { booklist:view: true, booklist:edit: true, booklist:bulkUpload: true,
      catalogue:search: true } }
  - { email: otto@otherton.example, institution: otherton, permissions: { booklist:view: true, booklist:bulkUpload: true } }
titles:
  - { nbsi: t-chem, isbn: "9780306406157", title: Organic Chemistry, price: 4599, currency: GBP }
  - { nbsi: t-bio, isbn: "9780131103627", title: Cell Biology, price: 2000, currency: GBP }
  - { nbsi: t-phys, isbn: "9781861972712", title: Physics Now, price: 1000, currency: GBP }
courses:
  - { id: testville-chem, code: CHEM101, title: Intro Chemistry, term: 2026-autumn, institution: testville, enrolment: 120, titles: [t-chem] }
  - { id: testville-bio, code: BIO200, title: Cell Biology, term: 2026-autumn, institution: testville, enrolment: 30, titles: [], booklist: draft }
  - { id: testville-sub, code: SUB300, title: Submitted, term: 2026-autumn, institution: testville, enrolment: 30, titles: [t-bio], booklist: submitted }
  - { id: testville-his-1, code: HIS100, title: History I, term: 2027-spring, institution: testville, enrolment: 20, titles: [], booklist: draft }
  - { id: testville-his-2, code: HIS100, title: History I, term: 2027-autumn, institution: testville, enrolment: 20, titles: [], booklist: draft }
  - { id: otherton-c1, code: OTH100, title: Elsewhere, term: 2026-autumn, institution: otherton, enrolment: 10, titles: [], booklist: draft }
`

export const uploadLists = {
  chem: 'testville-chem-bl',
  bio: 'testville-bio-bl',
  sub: 'testville-sub-bl',
  hisSpring: 'testville-his-1-bl',
  elsewhere: 'otherton-c1-bl',
} as const

export async function seedUploadsFixture(db: AppDb): Promise<void> {
  await replaceData(db, parseOrThrow(fixture, 'uploads-fixture.yaml'))
}
