import { replaceData } from '../data/replace-data.ts'
import type { AppDb } from '../db/schema.ts'
import { fixtureInstitution } from './fixture-institution.ts'
import { parseOrThrow } from './test-records.ts'

/**
 * Course lists to roll from 2026-autumn to 2027-spring (issue 56). `count`
 * courses RO001… run in both terms, each autumn list a draft with `items`
 * titles; beside them the cases a rollover leaves alone: NORUN (no spring
 * course), HAS (a spring draft already), REVIEW (a spring list submitted),
 * DONE (an autumn list that is final). ed edits lists, vic only reads them,
 * otto edits another institution's. The clock is late November 2026.
 */
export const rolloverNow = Date.parse('2026-11-23T08:00:00.000Z')

export const rolloverTitles = (items: number) => Array.from({ length: items }, (_, i) => `t-${String(i + 1).padStart(3, '0')}`)

export const rolledCode = (i: number) => `RO${String(i + 1).padStart(4, '0')}`

export function rolloverFixture(count: number, items: number): string {
  const titles = rolloverTitles(items)
  const both = Array.from({ length: count }, (_, i) => [
    `  - { code: ${rolledCode(i)}, title: Course ${i + 1}, term: 2026-autumn, institution: testville, enrolment: 20, booklist: draft, titles: [${titles.join(', ')}] }`,
    `  - { code: ${rolledCode(i)}, title: Course ${i + 1}, term: 2027-spring, institution: testville, enrolment: 20 }`,
  ]).flat()
  return `
institutions:${fixtureInstitution('testville')}${fixtureInstitution('otherton')}
users:
  - { email: ed@testville.example, institution: testville, permissions: { booklist:view: true, booklist:edit: true } }
  - { email: vic@testville.example, institution: testville, permissions: { booklist:view: true } }
  - { email: otto@otherton.example, institution: otherton, permissions: { booklist:view: true, booklist:edit: true } }
titles:
${titles.map((nbsi, i) => `  - { nbsi: ${nbsi}, title: Title ${i + 1}, price: ${1000 + i}, currency: GBP }`).join('\n')}
courses:
${both.join('\n')}
  - { code: NORUN, title: Autumn only, term: 2026-autumn, institution: testville, booklist: draft, titles: [${titles[0] ?? ''}] }
  - { code: HAS, title: Has spring, term: 2026-autumn, institution: testville, booklist: draft, titles: [${titles[0] ?? ''}] }
  - { code: HAS, title: Has spring, term: 2027-spring, institution: testville, booklist: draft }
  - { code: REVIEW, title: Under review, term: 2026-autumn, institution: testville, booklist: submitted, titles: [${titles[0] ?? ''}] }
  - { code: REVIEW, title: Under review, term: 2027-spring, institution: testville, booklist: submitted }
  - { code: DONE, title: Final, term: 2026-autumn, institution: testville, booklist: final }
  - { code: DONE, title: Final, term: 2027-spring, institution: testville }
  - { code: OTH100, title: Elsewhere, term: 2026-autumn, institution: otherton, booklist: draft }
  - { code: OTH100, title: Elsewhere, term: 2027-spring, institution: otherton }
`
}

/** The list id the data file gives a course's list: `<institution>-<code>-<term>-bl`. */
export const listOf = (code: string, term = '2026-autumn', institution = 'testville') => `${institution}-${code}-${term}-bl`

export async function seedRolloverFixture(db: AppDb, count = 3, items = 3): Promise<void> {
  await replaceData(db, parseOrThrow(rolloverFixture(count, items), 'rollover-fixture.yaml'))
}
