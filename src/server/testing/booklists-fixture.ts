import type { AppDb } from '../db/schema.ts'
import { replaceData } from '../data/replace-data.ts'
import { fixtureInstitution } from './fixture-institution.ts'
import { parseOrThrow } from './test-records.ts'

/**
 * Two institutions with courses in 2026-autumn (one list per state) and one
 * in 2027-spring; an editor who also sees internal statuses, a viewer, and
 * an editor elsewhere to prove isolation. `now` for these tests is in
 * November 2026, so the current term is 2026-autumn.
 */
const institution = (id: string) => fixtureInstitution(id)

const fixture = `
institutions:${institution('testville')}${institution('otherton')}
users:
  - { email: ed@testville.example, institution: testville, permissions: { booklist:view: true, booklist:edit: true, booklist:viewInternalStatus: true } }
  - { email: eve@testville.example, institution: testville, permissions: { booklist:view: true, booklist:edit: true } }
  - { email: vic@testville.example, institution: testville, permissions: { booklist:view: true } }
  - { email: otto@otherton.example, institution: otherton, permissions: { booklist:view: true, booklist:edit: true } }
titles:
  - { nbsi: t-chem, isbn: 978-0-306-40615-7, title: Organic Chemistry, authors: [A. Author, B. Writer], price: 4599, currency: GBP }
  - { nbsi: t-bio, isbn: "9780804429573", title: Cell Biology, price: 2000, currency: GBP }
  - { nbsi: t-phys, title: Physics Now, price: 1000, currency: USD }
courses:
  - { code: CHEM101, title: Intro Chemistry, term: 2026-autumn, institution: testville, department: Chemistry, enrolment: 10, booklist: draft }
  - { code: BIO200, title: Cell Biology, term: 2026-autumn, institution: testville, department: Biology, enrolment: 0, booklist: submitted }
  - { code: ART300, title: Art History, term: 2026-autumn, institution: testville, department: Arts, enrolment: 5, booklist: final }
  - { code: CHEM102, title: More Chemistry, term: 2027-spring, institution: testville, booklist: draft }
  - { code: OTH100, title: Elsewhere, term: 2026-autumn, institution: otherton, booklist: draft }
`

export const lists = {
  draft: 'testville-CHEM101-2026-autumn-bl',
  submitted: 'testville-BIO200-2026-autumn-bl',
  final: 'testville-ART300-2026-autumn-bl',
  spring: 'testville-CHEM102-2027-spring-bl',
  otherton: 'otherton-OTH100-2026-autumn-bl',
} as const

/** The fixture, with one item on the draft list (internal status set) and one on the final list. */
export async function seedBooklistsFixture(db: AppDb): Promise<void> {
  await replaceData(db, parseOrThrow(fixture, 'booklists-fixture.yaml'))
  const now = '2026-11-01T09:00:00.000Z'
  const item = (id: string, list: string, course: string, state: 'draft' | 'final', nbsi: string, quantity: number) => ({
    id,
    booklist_id: list,
    institution_id: 'testville',
    course_id: course,
    list_state: state,
    nbsi,
    requirement: 'essential' as const,
    quantity,
    note: null,
    status: 'proposed' as const,
    internal_status: 'price-check' as const,
    position: 1,
    created_at: now,
    updated_at: now,
    version: 1,
  })
  await db
    .insertInto('booklist_items')
    .values([
      item('i-draft-chem', lists.draft, 'testville-CHEM101-2026-autumn', 'draft', 't-chem', 2),
      item('i-final-bio', lists.final, 'testville-ART300-2026-autumn', 'final', 't-bio', 1),
    ])
    .execute()
}
