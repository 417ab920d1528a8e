import { replaceData } from '../data/replace-data.ts'
import { storeTerms } from '../data/store-terms.ts'
import type { AppDb } from '../db/schema.ts'
import { fixtureInstitution } from './fixture-institution.ts'
import { parseOrThrow } from './seed.ts'

/**
 * Courses of Spring 2027 in every booklist status, for the status board
 * (issue 55): Testville's booklist deadline is 7 Dec 2026; one list was
 * submitted on the deadline day, one the day after; an archived course and an
 * autumn course do not count; Otherton's course never counts for Testville.
 */
export const termStatusNow = Date.parse('2026-12-10T12:00:00.000Z')

const spring = { name: '2027-spring', startsOn: '2027-01-11', endsOn: '2027-05-14', adoptionDeadline: '2026-12-14', booklistDeadline: '2026-12-07' }
const autumn = { name: '2026-autumn', startsOn: '2026-09-07', endsOn: '2026-12-18', adoptionDeadline: '2026-08-14', booklistDeadline: '2026-08-07' }

const fixture = `
institutions:${fixtureInstitution('testville')}${fixtureInstitution('otherton')}
users:
  - { email: vera@testville.example, institution: testville, permissions: { adoptions:viewAllCourses: true } }
  - { email: ivan@testville.example, institution: testville, permissions: { adoptions:viewAssignedCourses: true } }
  - { email: nora@testville.example, institution: testville, permissions: {} }
  - { email: otto@otherton.example, institution: otherton, permissions: { adoptions:viewAllCourses: true } }
courses:
  - { id: c-chem1, code: CHEM101, title: Intro Chemistry, term: 2027-spring, institution: testville, department: Chemistry,
      instructors: [ivan@testville.example] }
  - { id: c-chem2, code: CHEM202, title: Organic Chemistry, term: 2027-spring, institution: testville, department: Chemistry, booklist: draft }
  - { id: c-bio1, code: BIO201, title: Cell Biology 100% online, term: 2027-spring, institution: testville, department: Biology,
      booklist: submitted, instructors: [ivan@testville.example] }
  - { id: c-bio2, code: BIO305, title: Genetics, term: 2027-spring, institution: testville, department: Biology, booklist: submitted }
  - { id: c-hist, code: HIST100, title: World History, term: 2027-spring, institution: testville, department: History, booklist: submitted }
  - { id: c-phys, code: PHYS110, title: Mechanics, term: 2027-spring, institution: testville, department: Physics, booklist: final }
  - { id: c-arch, code: ARCH100, title: Archived, term: 2027-spring, institution: testville, department: History, booklist: submitted }
  - { id: c-autumn, code: GEO100, title: Autumn Geography, term: 2026-autumn, institution: testville, department: Geography }
  - { id: c-other, code: CHEM101, title: Otherton Chemistry, term: 2027-spring, institution: otherton, department: Chemistry, booklist: submitted }
`

export async function seedTermStatusFixture(db: AppDb): Promise<void> {
  await replaceData(db, parseOrThrow(fixture, 'term-status-fixture.yaml'))
  await storeTerms(
    db,
    [
      { id: 'testville', terms: [autumn, spring] },
      { id: 'otherton', terms: [spring] },
    ],
    new Date(termStatusNow).toISOString(),
  )
  const { booklist_deadline_at: deadline } = await db
    .selectFrom('terms')
    .select('booklist_deadline_at')
    .where('id', '=', 'testville-2027-spring')
    .executeTakeFirstOrThrow()
  const at = (hours: number) => new Date(Date.parse(deadline) + hours * 3_600_000).toISOString()
  const submitted: Record<string, string> = {
    'c-bio1': '2026-12-01T10:00:00.000Z',
    // The deadline day itself, a few hours before its last moment: on time.
    'c-bio2': at(-5),
    'c-hist': at(10),
    'c-phys': '2026-11-20T10:00:00.000Z',
    'c-arch': at(-48),
    'c-other': at(20),
  }
  for (const [course, when] of Object.entries(submitted))
    await db.updateTable('booklists').set({ submitted_at: when }).where('course_id', '=', course).execute()
  await db.updateTable('courses').set({ status: 'archived' }).where('id', '=', 'c-arch').execute()
}
