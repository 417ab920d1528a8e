import type { Selectable } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { AccessReviewRecord } from '../../policy.ts'
import type { ColumnMap } from '../../db/access/rules-to-sql.ts'
import { recordKind } from '../../trpc/record-kind.ts'

type StoredReview = Selectable<Database['access_reviews']>

/** The ids a JSON list column holds (self_marked_by, granted); anything else reads as none. */
export function jsonList(text: string | null): string[] {
  if (!text) return []
  const parsed: unknown = JSON.parse(text)
  return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : []
}

/** The review as the policy's rules read it (policy/resources/access-review.yaml). */
export function accessReviewRecord(row: Pick<StoredReview, 'id' | 'institution_id' | 'status' | 'self_marked_by'>): AccessReviewRecord {
  return { id: row.id, institutionId: row.institution_id, status: row.status, selfMarkedBy: jsonList(row.self_marked_by) }
}

/** How the write path and the live hub read an access review; its people are its part (access_review_people). */
export const accessReviewKind = recordKind({
  type: 'AccessReview',
  table: 'access_reviews',
  noun: 'access review',
  fields: async (_trx, row) => accessReviewRecord(row),
})

/** The columns of the fields the read rule tests, for the lists' SQL (rules-to-sql). */
export const accessReviewColumns: ColumnMap = {
  id: 'access_reviews.id',
  institutionId: 'access_reviews.institution_id',
  status: 'access_reviews.status',
}

/** The sign-off refused to who marked their own access in the review (the `signOff` rule), in words that say what to do. */
export const selfMarkedRefusal = 'You marked your own access in this review; another holder of permissions:manage signs it off.'
