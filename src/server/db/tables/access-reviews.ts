// Tables of src/server/db/schema.ts: access reviews and the people each snapshotted (issue 58).
import type { ColumnType } from 'kysely'
import type { DefaultTime, Flag01, Version } from './column-types.ts'

export type AccessReviewStatus = 'open' | 'signedOff'
export type AccessReviewDecision = 'keep' | 'change' | 'revoke'

/**
 * One access review of an institution: when and by whom it started, the
 * policy (its hash) and institution facts its snapshot was answered with, and
 * its sign-off. A record of the write path; its people are its part.
 */
export interface AccessReviewsTable {
  id: string
  institution_id: string
  status: ColumnType<AccessReviewStatus, AccessReviewStatus | undefined, AccessReviewStatus>
  started_by: string
  started_at: string
  policy_hash: string
  /** JSON `{ flags, institution }`: the institution's flags and configuration the snapshot was answered with. */
  facts_json: string
  /** The institution's latest review before this one started, if any: what compare reads against. */
  previous_review_id: string | null
  /** JSON array of the ids of the people who decided on their own entry. */
  self_marked_by: string
  signed_off_by: string | null
  signed_off_at: string | null
  people_count: number
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

/** One staff member as a review snapshotted them, and the decision on them. */
export interface AccessReviewPeopleTable {
  review_id: string
  user_id: string
  email: string
  name: string | null
  disabled: Flag01
  /** JSON array of the permissions they held, sorted. */
  granted: string
  /** JSON PersonAccess (src/policy/person-access.ts): their pages, menu items and record actions with scopes. */
  access: string
  decision: AccessReviewDecision | null
  note: string | null
  decided_by: string | null
  decided_at: string | null
}
