import { replaceData } from '../data/replace-data.ts'
import type { AppDb } from '../db/schema.ts'
import { fixtureInstitution } from './fixture-institution.ts'
import { parseOrThrow } from './seed.ts'

/**
 * Access reviews (issue 58): ada and eve hold permissions:manage at testville,
 * bob edits booklists, cat holds nothing; otto manages otherton's permissions
 * and never sees testville's reviews.
 */
export const accessReviewsNow = Date.parse('2026-11-30T09:00:00.000Z')

export const accessReviewsFixture = `
institutions:${fixtureInstitution('testville')}${fixtureInstitution('otherton')}
users:
  - { email: ada@testville.example, institution: testville, permissions: { permissions:manage: true } }
  - { email: eve@testville.example, institution: testville, permissions: { permissions:manage: true } }
  - { email: bob@testville.example, institution: testville, permissions: { booklist:view: true, booklist:edit: true } }
  - { email: cat@testville.example, institution: testville, permissions: {} }
  - { email: otto@otherton.example, institution: otherton, permissions: { permissions:manage: true } }
`

export async function seedAccessReviewsFixture(db: AppDb): Promise<void> {
  await replaceData(db, parseOrThrow(accessReviewsFixture, 'access-reviews-fixture.yaml'))
}
