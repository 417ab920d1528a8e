import type { AppDb } from '../db/schema.ts'
import { replaceData } from '../data/replace-data.ts'
import { institution } from './requests-fixture.ts'
import { parseOrThrow } from './seed.ts'

/**
 * A small catalogue whose titles differ in every field the detailed search
 * filters and sorts on, two institutions whose courses list one of them, and
 * readers with and without booklist:view (who see the courses or not), and
 * with and without cart:purchase or booklist:approve (who see list prices or
 * not: cara and abby do, sam, olga and lena do not).
 */
const fixture = `
institutions:${institution('testville')}${institution('otherton')}
users:
  - { email: cara@testville.example, institution: testville, permissions: { catalogue:search: true, booklist:view: true, cart:purchase: true } }
  - { email: sam@testville.example, institution: testville, permissions: { catalogue:search: true } }
  - { email: olga@otherton.example, institution: otherton, permissions: { catalogue:search: true, booklist:view: true } }
  - { email: lena@testville.example, institution: testville, permissions: { catalogue:search: true, booklist:view: true } }
  - { email: abby@testville.example, institution: testville, permissions: { catalogue:search: true, booklist:approve: true } }
titles:
  - { nbsi: t-org, isbn: "9780306406157", title: Organic Chemistry, authors: [A. Author], publisher: P, price: 4599, currency: GBP, year: 2024, edition: 3,
      formats: [print, ebook], subjects: [Chemistry], licences: [ { model: print-copy, price: 4599 }, { model: subscription-12m, price: 1999, months: 12 } ] }
  - { nbsi: t-phys, title: Physical Chemistry, authors: [B. Writer], publisher: Q, price: 9900, currency: GBP, year: 2019, formats: [print],
      subjects: [Chemistry, Physics] }
  - { nbsi: t-cell, title: Cell Biology, authors: [C. Scholar], publisher: P, price: 2500, currency: GBP, year: 2022, formats: [ebook],
      subjects: [Biology_100%],
      licences: [ { model: unlimited, price: 30000 } ] }
  - { nbsi: t-hist, title: A History of Chemistry, authors: [D. Old], publisher: R, price: 1500, currency: GBP, formats: [print], subjects: [History] }
courses:
  - { code: CHEM101, title: Intro Chemistry, term: 2026-autumn, institution: testville, department: Chemistry, booklist: draft }
  - { code: CHEM201, title: Further Chemistry, term: 2027-spring, institution: testville, department: Chemistry, booklist: final }
  - { code: OC1, title: Other Chemistry, term: 2026-autumn, institution: otherton, booklist: draft }
`

export async function seedCatalogueFixture(db: AppDb): Promise<void> {
  const data = parseOrThrow(fixture, 'catalogue-fixture.yaml')
  await replaceData(db, data)
  const item = (course: (typeof data.courses)[number], requirement: 'essential' | 'optional', position: number) => ({
    id: `${course.id}-t-org`,
    booklist_id: `${course.id}-bl`,
    institution_id: course.institution,
    course_id: course.id,
    list_state: course.booklist ?? 'draft',
    nbsi: 't-org',
    requirement,
    quantity: 1,
    note: null,
    status: 'proposed' as const,
    internal_status: null,
    position,
  })
  await db
    .insertInto('booklist_items')
    .values(data.courses.map((course, i) => item(course, i === 1 ? 'optional' : 'essential', i)))
    .execute()
}
