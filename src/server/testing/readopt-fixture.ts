import { replaceData } from '../data/replace-data.ts'
import type { AppDb } from '../db/schema.ts'
import { fixtureInstitution } from './fixture-institution.ts'
import { parseOrThrow } from './seed.ts'

/**
 * Re-adopt (issue 56): CHEM101 ran in spring and runs again in autumn 2026,
 * both taught by ivan; spring approved three titles (one now out of print),
 * rejected one and had one withdrawn. apu reads every course but teaches none;
 * BIO201 runs only in autumn (no earlier term).
 */
export const readoptCourses = { spring: 'c-chem-spring', autumn: 'c-chem-autumn', bio: 'c-bio-autumn' } as const

const fixture = `
institutions:${fixtureInstitution('testville', {
  more: {
    terms: [
      { name: '2026-spring', starts: '2026-01-12', ends: '2026-05-15', adoptionDeadline: '2025-12-14', booklistDeadline: '2025-12-07' },
      { name: '2026-autumn', starts: '2026-09-14', ends: '2026-12-18', adoptionDeadline: '2026-08-17', booklistDeadline: '2026-08-10' },
    ],
  },
})}
users:
  - { email: ivan@testville.example, institution: testville, permissions: { adoptions:viewAssignedCourses: true } }
  - { email: apu@testville.example, institution: testville, permissions: { adoptions:viewAllCourses: true, adoptions:viewAssignedCourses: true,
      adoptions:approve: true } }
titles:
  - { nbsi: t-chem, title: Organic Chemistry, price: 4599 }
  - { nbsi: t-lab, title: Lab Manual, price: 1999 }
  - { nbsi: t-old, title: Old Tables, price: 999 }
  - { nbsi: t-rej, title: Rejected Reader, price: 999 }
  - { nbsi: t-gone, title: Withdrawn Workbook, price: 999 }
courses:
  - { id: ${readoptCourses.spring}, code: CHEM101, title: Intro Chemistry, term: 2026-spring, institution: testville, department: Chemistry,
      instructors: [ivan@testville.example] }
  - { id: ${readoptCourses.autumn}, code: CHEM101, title: Intro Chemistry, term: 2026-autumn, institution: testville, department: Chemistry,
      instructors: [ivan@testville.example] }
  - { id: ${readoptCourses.bio}, code: BIO201, title: Cell Biology, term: 2026-autumn, institution: testville, department: Biology,
      instructors: [ivan@testville.example] }
`

export async function seedReadoptFixture(db: AppDb): Promise<void> {
  await replaceData(db, parseOrThrow(fixture, 'readopt-fixture.yaml'))
  const ivan = await db.selectFrom('users').select('id').where('email', '=', 'ivan@testville.example').executeTakeFirstOrThrow()
  const spring = [
    ['t-chem', 'approved'],
    ['t-lab', 'approved'],
    ['t-old', 'approved'],
    ['t-rej', 'rejected'],
    ['t-gone', 'withdrawn'],
  ] as const
  await db
    .insertInto('adoptions')
    .values(
      spring.map(([nbsi, status]) => ({
        id: `ad-spring-${nbsi}`,
        institution_id: 'testville',
        course_id: readoptCourses.spring,
        nbsi,
        term: '2026-spring',
        adopted_by: ivan.id,
        status,
        decided_by: null,
        decided_at: null,
        note: null,
      })),
    )
    .execute()
  // No longer sold: a title an adoption refers to stays in the catalogue, out of print.
  await db.updateTable('titles').set({ availability: 'out-of-print' }).where('nbsi', '=', 't-old').execute()
}
