import { z } from 'zod'
import { listPage, listQuery } from './list-query.ts'
import { changeNote, idempotencyKey, recordVersion } from './record-change.ts'
import type { RecordEvent } from './record-history.ts'

/**
 * The Access review's API (issue 58): a holder of permissions:manage starts a
 * review (a stored snapshot of every staff member's permissions and what they
 * give under the policy of the day), decides to keep, change or revoke each
 * person's access, and signs the review off; a review compares with the
 * institution's previous one, saying why each person's access changed.
 */

export const reviewDecision = z.enum(['keep', 'change', 'revoke'])
export type ReviewDecision = z.infer<typeof reviewDecision>

const id = z.string().trim().min(1, 'Give an id.').max(200, 'An id has at most 200 characters.')

export const startAccessReviewInput = z.strictObject({ idempotencyKey })
export type StartAccessReviewInput = z.infer<typeof startAccessReviewInput>

export const accessReviewInput = z.strictObject({ id })
export type AccessReviewInput = z.infer<typeof accessReviewInput>

/** One decision on one person, at the review's version seen; revoke needs a note (the server says so). */
export const decideAccessInput = z.strictObject({
  reviewId: id,
  memberId: id,
  decision: reviewDecision,
  note: changeNote.optional(),
  version: recordVersion,
})
export type DecideAccessInput = z.infer<typeof decideAccessInput>

export const signOffAccessReviewInput = z.strictObject({ reviewId: id, version: recordVersion })
export type SignOffAccessReviewInput = z.infer<typeof signOffAccessReviewInput>

export const reviewPeopleSortColumns = ['email', 'name', 'decision', 'permissions'] as const
export type ReviewPeopleSortColumn = (typeof reviewPeopleSortColumns)[number]
export const reviewDecisionFilter = z.enum(['undecided', 'keep', 'change', 'revoke'])

/** The people of one review: `q` on email or name, a decision (or undecided), sorted and paged in SQL. */
export const accessReviewPeopleInput = listQuery({
  sortable: reviewPeopleSortColumns,
  filters: { reviewId: id, decision: reviewDecisionFilter.optional() },
}).strict()
export type AccessReviewPeopleInput = z.input<typeof accessReviewPeopleInput>

export const accessReviewStatus = z.enum(['open', 'signedOff'])

export const accessReviewSummary = z.object({
  id: z.string(),
  status: accessReviewStatus,
  /** The email of who started it. */
  startedBy: z.string(),
  startedAt: z.string(),
  signedOffBy: z.string().nullable(),
  signedOffAt: z.string().nullable(),
  /** The hash of the compiled policy the snapshot was answered with. */
  policyHash: z.string(),
  peopleCount: z.number().int(),
  decidedCount: z.number().int(),
  previousReviewId: z.string().nullable(),
  version: z.number().int(),
  /** Whether the caller may decide on people (the `decide` rule). */
  canDecide: z.boolean(),
  canSignOff: z.boolean(),
  /** Why the caller may not sign it off, in words; null when they may. */
  signOffRefusal: z.string().nullable(),
})
export type AccessReviewSummary = z.infer<typeof accessReviewSummary>

export const personAccessShape = z.object({
  pages: z.array(z.object({ path: z.string(), title: z.string().nullable() })),
  menu: z.array(z.object({ id: z.string(), title: z.string(), path: z.string() })),
  actions: z.array(z.object({ key: z.string(), label: z.string(), scope: z.string() })),
})
export type ReviewedAccess = z.infer<typeof personAccessShape>

export const accessReviewPerson = z.object({
  /** The staff member's user id. */
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  disabled: z.boolean(),
  granted: z.array(z.string()),
  access: personAccessShape,
  decision: reviewDecision.nullable(),
  note: z.string().nullable(),
  /** The email of who decided. */
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The review's version: what decide sends back. */
  version: z.number().int(),
})
export type AccessReviewPerson = z.infer<typeof accessReviewPerson>

export const accessReviewPeoplePage = listPage(accessReviewPerson)
export type AccessReviewPeoplePage = z.infer<typeof accessReviewPeoplePage>

export interface AccessReviewsList {
  readonly reviews: readonly AccessReviewSummary[]
}

export interface AccessReviewDetail {
  readonly review: AccessReviewSummary
  readonly events: readonly RecordEvent[]
}

/** Why a person's access changed between two reviews: their permissions, else the policy, else the institution's flags or configuration. */
export type AccessChangeReason = 'permissions' | 'policy' | 'facts'

export interface GainedAndLost<T> {
  readonly gained: readonly T[]
  readonly lost: readonly T[]
}

/** What a person's access gained and lost: pages by path, menu items by id and path, actions by key and scope (a scope that changed is lost and gained). */
export interface AccessItemsDiff {
  readonly pages: GainedAndLost<ReviewedAccess['pages'][number]>
  readonly menu: GainedAndLost<ReviewedAccess['menu'][number]>
  readonly actions: GainedAndLost<ReviewedAccess['actions'][number]>
}

export interface PersonAccessChange {
  readonly id: string
  readonly email: string
  readonly permissionsGained: readonly string[]
  readonly permissionsLost: readonly string[]
  readonly access: AccessItemsDiff
  readonly reason: AccessChangeReason
}

/** A StaffMember permission change made between the two reviews' starts. */
export interface PermissionChangeEvent {
  readonly memberId: string
  readonly memberEmail: string
  readonly byEmail: string
  readonly at: string
  readonly granted: readonly string[]
  readonly withdrawn: readonly string[]
  readonly note: string | null
}

export interface ReviewComparison {
  readonly review: { readonly id: string; readonly startedAt: string }
  /** The previous review, or null when this is the institution's first: then nothing else is compared. */
  readonly previous: { readonly id: string; readonly startedAt: string } | null
  readonly peopleAdded: readonly { readonly id: string; readonly email: string }[]
  readonly peopleRemoved: readonly { readonly id: string; readonly email: string }[]
  /** The people present in both whose permissions or access differ. */
  readonly changed: readonly PersonAccessChange[]
  readonly policyChanged: { readonly from: string; readonly to: string } | null
  readonly factsChanged: boolean
  readonly permissionChanges: readonly PermissionChangeEvent[]
}
