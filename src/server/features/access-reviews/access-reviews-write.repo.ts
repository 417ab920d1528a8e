import { randomUUID } from 'node:crypto'
import type { DecideAccessInput, SignOffAccessReviewInput, StartAccessReviewInput } from '../../../contracts/access-reviews.ts'
import { permissionNames } from '../../../generated/policy-names.gen.ts'
import type { Facts } from '../../../policy/facts.ts'
import { personAccess, type PersonAccess } from '../../../policy/person-access.ts'
import { wholePolicy } from '../../access/whole-policy.ts'
import { institutionStaff } from '../../db/institution-staff-read.ts'
import { changeRecord, changeTogether, type Actor, type Writer } from '../../trpc/record-write.ts'
import { noSuch } from '../../trpc/faults.ts'
import { failure, type WriteResult } from '../../trpc/write-result.ts'
import { accessReviewKind, accessReviewRecord, jsonList, selfMarkedRefusal } from './access-review-record.ts'
import { alreadySignedOff, findReview } from './access-reviews-read.repo.ts'

/** The institution's flags and configuration a snapshot is answered with, as stored with the review (facts_json). */
export function factsUsed(facts: Pick<Facts, 'flags' | 'institution'>): string {
  return JSON.stringify({ flags: facts.flags, institution: facts.institution })
}

/**
 * Every staff member's access under the actor's policy and institution facts.
 * People with the same permissions get the same access (the scope words never
 * name the person), so the policy is asked once per distinct permission set.
 */
export function accessByGranted(actor: Actor, people: readonly { readonly id: string; readonly granted: readonly string[] }[]): Map<string, PersonAccess> {
  const policy = wholePolicy(actor.policy)
  const byGranted = new Map<string, PersonAccess>()
  for (const person of people) {
    const key = person.granted.join(',')
    if (byGranted.has(key)) continue
    const held = new Set(person.granted)
    const facts: Facts = {
      flags: actor.facts.flags,
      institution: actor.facts.institution,
      permissions: Object.fromEntries(permissionNames.map((name) => [name, held.has(name)])),
      user: { id: person.id, institutionId: actor.institutionId },
    }
    byGranted.set(key, personAccess(policy, facts))
  }
  return byGranted
}

/**
 * Starts a review: a stored snapshot of every staff member of the actor's
 * institution (their permissions and the pages, menu items and record actions
 * those give them now), with the policy's hash, the facts used and the
 * institution's previous review; one `start` event. The snapshot is the
 * review's own: it never moves when permissions change afterwards.
 */
export async function startReview(writer: Writer, input: StartAccessReviewInput): Promise<WriteResult> {
  const { actor, now } = writer
  let people: Record<string, unknown>[] = []
  return changeTogether(writer, { key: input.idempotencyKey, procedure: 'accessReviews.start' }, async (together) => {
    const created = await together.create({
      kind: accessReviewKind,
      action: 'create',
      noun: 'access review',
      verb: 'start',
      async prepare(trx) {
        const id = `review-${randomUUID()}`
        // Everyone the reviewer may read (`read StaffMember`, in SQL): with permissions:manage, the whole institution.
        const staff = await institutionStaff(trx, actor.institutionId, actor.ability)
        const access = accessByGranted(actor, staff)
        people = staff.map((member) => ({
          review_id: id,
          user_id: member.id,
          email: member.email,
          name: member.name,
          disabled: member.disabled ? 1 : 0,
          granted: JSON.stringify(member.granted),
          access: JSON.stringify(access.get(member.granted.join(','))),
          decision: null,
          note: null,
          decided_by: null,
          decided_at: null,
        }))
        const previous = await trx
          .selectFrom('access_reviews')
          .select('id')
          .where('institution_id', '=', actor.institutionId)
          .orderBy('started_at', 'desc')
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst()
        const row = {
          id,
          institution_id: actor.institutionId,
          status: 'open' as const,
          started_by: actor.id,
          started_at: now,
          policy_hash: actor.policy.hash,
          facts_json: factsUsed(actor.facts),
          previous_review_id: previous?.id ?? null,
          self_marked_by: '[]',
          signed_off_by: null,
          signed_off_at: null,
          people_count: staff.length,
        }
        return {
          row,
          fields: accessReviewRecord(row),
          events: [{ action: 'start', from: null, to: 'open', changes: { people: { from: null, to: staff.length } } }],
        }
      },
    })
    if (!created.ok) return created
    if (people.length > 0) await together.write({ insertRows: 'access_review_people', rows: people, stamp: false })
    return created
  })
}

/**
 * One decision on one person of an open review, at the review's version
 * seen: the person's entry is written as part of the review's change, and a
 * decision on one's own entry marks the reviewer in `self_marked_by` (who then
 * may not sign the review off). Revoking needs a note.
 */
export async function decideAccess(writer: Writer, input: DecideAccessInput): Promise<WriteResult> {
  const { actor, now } = writer
  const note = input.note?.trim() ? input.note.trim() : null
  return changeRecord(writer, {
    kind: accessReviewKind,
    id: input.reviewId,
    action: 'decide',
    version: input.version,
    async apply(trx, row) {
      const person = await trx
        .selectFrom('access_review_people')
        .select(['email', 'decision'])
        .where('review_id', '=', row.id)
        .where('user_id', '=', input.memberId)
        .executeTakeFirst()
      if (!person) return noSuch('staff member')
      if (input.decision === 'revoke' && note === null) return failure('BAD_REQUEST', `Say why ${person.email}'s access is revoked, in a note.`)
      const marked = jsonList(row.self_marked_by)
      const marksSelf = input.memberId === actor.id && !marked.includes(actor.id)
      return {
        write: marksSelf ? { self_marked_by: JSON.stringify([...marked, actor.id]) } : {},
        events: [
          {
            action: 'decide',
            from: null,
            to: null,
            note,
            changes: {
              memberId: { from: null, to: input.memberId },
              member: { from: null, to: person.email },
              decision: { from: person.decision, to: input.decision },
            },
          },
        ],
        also: [
          {
            update: 'access_review_people',
            where: ['review_id', row.id],
            alsoWhere: { user_id: input.memberId },
            set: { decision: input.decision, note, decided_by: actor.id, decided_at: now },
          },
        ],
      }
    },
  })
}

/**
 * Signs an open review off at the version seen (the `signOff` rule: never by
 * who marked their own access in it). A review already signed off is a
 * CONFLICT naming who signed it off and when, whatever version was sent.
 */
export async function signOffReview(writer: Writer, input: SignOffAccessReviewInput): Promise<WriteResult> {
  const { actor, now } = writer
  // Only a review the actor may read: another institution's stays NOT_FOUND (the write path says so).
  const seen = await findReview(writer.db, actor, input.reviewId)
  if (seen?.status === 'signedOff') return failure('CONFLICT', alreadySignedOff(seen.signedOffBy ?? 'someone', seen.signedOffAt))
  return changeRecord(writer, {
    kind: accessReviewKind,
    id: input.reviewId,
    action: 'signOff',
    verb: 'sign off',
    version: input.version,
    refusal: (row) => (row.status === 'open' && jsonList(row.self_marked_by).includes(actor.id) ? selfMarkedRefusal : undefined),
    async apply() {
      return {
        write: { status: 'signedOff', signed_off_by: actor.id, signed_off_at: now },
        events: [{ action: 'signOff', from: 'open', to: 'signedOff' }],
      }
    },
  })
}
