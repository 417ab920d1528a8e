import type { AppDb } from '../db/schema.ts'
import { replaceData } from '../data/replace-data.ts'
import { fixtureInstitution } from './fixture-institution.ts'
import { parseOrThrow } from './seed.ts'

/**
 * Two institutions with courses, instructors, booklists and titles: Testville
 * ingests its courses (courseIngestionEnabled) and approves adoptions;
 * Otherton proves isolation. One person per role of the courses and adoptions rules.
 */
const institution = (id: string, ingestion: boolean) =>
  fixtureInstitution(id, {
    config: {
      enabledAccessLength: 365,
      isEAorIA: true,
      isEA: true,
      approval_config: 'adoption_approvals',
      hasApprovalPermission: true,
      enable_supply_request: 'enabled',
      courseIngestionEnabled: ingestion,
      opt_out_hosting_type: 'adoptions-hosted',
    },
  })

const fixture = `
institutions:${institution('testville', true)}${institution('otherton', false)}
users:
  - { email: vera@testville.example, institution: testville, permissions: { adoptions:viewAllCourses: true } }
  - { email: ivan@testville.example, institution: testville, permissions: { adoptions:viewAssignedCourses: true } }
  - { email: ida@testville.example, institution: testville, permissions: { adoptions:viewAssignedCourses: true, adoptions:approve: true } }
  - { email: apu@testville.example, institution: testville, permissions: { adoptions:viewAllCourses: true, adoptions:viewAssignedCourses: true,
      adoptions:approve: true } }
  - { email: nora@testville.example, institution: testville, permissions: {} }
  - { email: otto@otherton.example, institution: otherton, permissions: { adoptions:viewAllCourses: true, adoptions:viewAssignedCourses: true,
      adoptions:approve: true } }
titles:
  - { nbsi: t-chem, isbn: "9780306406157", title: Organic Chemistry, authors: [A. Author], price: 4599 }
  - { nbsi: t-bio, isbn: "9780804429573", title: Cell Biology, authors: [B. Author], price: 3999 }
courses:
  - { id: c-chem, code: CHEM101, title: Intro Chemistry, term: 2026-autumn, institution: testville, department: Chemistry, enrolment: 120,
      instructors: [ivan@testville.example, guest@elsewhere.example], booklist: draft }
  - { id: c-bio, code: BIO201, title: Cell Biology 100% online, term: 2026-autumn, institution: testville, department: Biology, enrolment: 45,
      instructors: [ivan@testville.example, ida@testville.example], booklist: submitted }
  - { id: c-phys, code: PHYS110, title: Mechanics, term: 2027-spring, institution: testville, department: Physics, enrolment: 300,
      instructors: [ida@testville.example] }
  - { id: c-hist, code: HIST100, title: World History, term: 2027-spring, institution: testville, department: History, enrolment: 80 }
  - { id: c-other, code: CHEM101, title: Otherton Chemistry, term: 2026-autumn, institution: otherton, department: Chemistry, enrolment: 10,
      instructors: [otto@otherton.example], booklist: draft }
`

/** Booklist items, so an assigned course has titles to adopt: chemistry lists both titles, biology one. */
export async function seedCoursesFixture(db: AppDb): Promise<void> {
  await replaceData(db, parseOrThrow(fixture, 'courses-fixture.yaml'))
  const items = [
    { course: 'c-chem', nbsi: 't-chem', state: 'draft' as const },
    { course: 'c-chem', nbsi: 't-bio', state: 'draft' as const },
    { course: 'c-bio', nbsi: 't-bio', state: 'submitted' as const },
    { course: 'c-other', nbsi: 't-chem', state: 'draft' as const },
  ]
  await db
    .insertInto('booklist_items')
    .values(
      items.map((item, position) => ({
        id: `${item.course}-item-${position}`,
        booklist_id: `${item.course}-bl`,
        institution_id: item.course === 'c-other' ? 'otherton' : 'testville',
        course_id: item.course,
        list_state: item.state,
        nbsi: item.nbsi,
        requirement: 'essential' as const,
        quantity: 10,
        note: null,
        status: 'proposed' as const,
        internal_status: null,
        position,
      })),
    )
    .execute()
}
