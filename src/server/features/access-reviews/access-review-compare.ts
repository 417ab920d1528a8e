import type { Kysely } from 'kysely'
import type {
  AccessItemsDiff,
  GainedAndLost,
  PermissionChangeEvent,
  PersonAccessChange,
  ReviewComparison,
  ReviewedAccess,
} from '../../../contracts/access-reviews.ts'
import { parseChanges } from '../../db/record-events-repo.ts'
import type { Database } from '../../db/schema.ts'
import type { Actor } from '../../trpc/record-write.ts'
import { jsonList } from './access-review-record.ts'
import { findReview } from './access-reviews-read.repo.ts'

interface Snapshot {
  readonly id: string
  readonly startedAt: string
  readonly policyHash: string
  readonly facts: string
  readonly people: ReadonlyMap<string, SnapshotPerson>
}

interface SnapshotPerson {
  readonly id: string
  readonly email: string
  readonly granted: readonly string[]
  readonly access: ReviewedAccess
}

/**
 * A readable review against the institution's previous one (the latest
 * before it started): the people added and removed, and each person in both
 * whose permissions or access differ, with why: their permissions, else the
 * policy (its hash), else the institution's flags or configuration. With the
 * permission changes made between the two starts. Undefined when the review
 * is not readable.
 */
export async function compareReview(db: Kysely<Database>, actor: Actor, id: string): Promise<ReviewComparison | undefined> {
  const review = await findReview(db, actor, id)
  if (!review) return undefined
  const current = await snapshotOf(db, review.id)
  const previousSummary = review.previousReviewId === null ? undefined : await findReview(db, actor, review.previousReviewId)
  const none = { peopleAdded: [], peopleRemoved: [], changed: [], policyChanged: null, factsChanged: false, permissionChanges: [] }
  if (!previousSummary) return { review: { id: current.id, startedAt: current.startedAt }, previous: null, ...none }
  const previous = await snapshotOf(db, previousSummary.id)
  const policyChanged = previous.policyHash === current.policyHash ? null : { from: previous.policyHash, to: current.policyHash }
  const factsChanged = canonical(previous.facts) !== canonical(current.facts)
  const byEmail = (a: { readonly email: string }, b: { readonly email: string }) => a.email.localeCompare(b.email)
  const changed: PersonAccessChange[] = []
  for (const person of current.people.values()) {
    const before = previous.people.get(person.id)
    if (!before) continue
    const permissions = gainedAndLost(before.granted, person.granted, (name) => name)
    const access = accessDiff(before.access, person.access)
    const permissionsMoved = permissions.gained.length + permissions.lost.length > 0
    const accessMoved = [access.pages, access.menu, access.actions].some((diff) => diff.gained.length + diff.lost.length > 0)
    if (!permissionsMoved && !accessMoved) continue
    changed.push({
      id: person.id,
      email: person.email,
      permissionsGained: permissions.gained,
      permissionsLost: permissions.lost,
      access,
      reason: permissionsMoved ? 'permissions' : policyChanged !== null || !factsChanged ? 'policy' : 'facts',
    })
  }
  const only = (from: Snapshot, notIn: Snapshot) =>
    [...from.people.values()]
      .filter((person) => !notIn.people.has(person.id))
      .map(({ id, email }) => ({ id, email }))
      .sort(byEmail)
  return {
    review: { id: current.id, startedAt: current.startedAt },
    previous: { id: previous.id, startedAt: previous.startedAt },
    peopleAdded: only(current, previous),
    peopleRemoved: only(previous, current),
    changed: changed.sort(byEmail),
    policyChanged,
    factsChanged,
    permissionChanges: await permissionChangesBetween(db, actor.institutionId, previous.startedAt, current.startedAt),
  }
}

async function snapshotOf(db: Kysely<Database>, id: string): Promise<Snapshot> {
  const review = await db.selectFrom('access_reviews').select(['id', 'started_at', 'policy_hash', 'facts_json']).where('id', '=', id).executeTakeFirstOrThrow()
  const rows = await db.selectFrom('access_review_people').select(['user_id', 'email', 'granted', 'access']).where('review_id', '=', id).execute()
  const people = new Map(
    rows.map((row): [string, SnapshotPerson] => [
      row.user_id,
      { id: row.user_id, email: row.email, granted: jsonList(row.granted), access: JSON.parse(row.access) as ReviewedAccess },
    ]),
  )
  return { id: review.id, startedAt: review.started_at, policyHash: review.policy_hash, facts: review.facts_json, people }
}

function accessDiff(before: ReviewedAccess, after: ReviewedAccess): AccessItemsDiff {
  return {
    pages: gainedAndLost(before.pages, after.pages, (page) => page.path),
    menu: gainedAndLost(before.menu, after.menu, (item) => `${item.id} ${item.path}`),
    actions: gainedAndLost(before.actions, after.actions, (action) => `${action.key}\n${action.scope}`),
  }
}

function gainedAndLost<T>(before: readonly T[], after: readonly T[], keyOf: (item: T) => string): GainedAndLost<T> {
  const had = new Set(before.map(keyOf))
  const has = new Set(after.map(keyOf))
  return { gained: after.filter((item) => !had.has(keyOf(item))), lost: before.filter((item) => !has.has(keyOf(item))) }
}

/** The same JSON whatever the order of its keys (flags read from the database in any order). */
function canonical(json: string): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, entry]) => [key, sorted(entry)]),
          )
        : value
  return JSON.stringify(sorted(JSON.parse(json)))
}

/** The institution's staff permission changes after one start and up to the other, oldest first: whose, by whom, when, what. */
async function permissionChangesBetween(db: Kysely<Database>, institutionId: string, after: string, upTo: string): Promise<PermissionChangeEvent[]> {
  const rows = await db
    .selectFrom('record_events as e')
    .leftJoin('users as member', 'member.id', 'e.record_id')
    .leftJoin('users as actor', 'actor.id', 'e.actor_id')
    .select(['e.id', 'e.record_id', 'e.at', 'e.note', 'e.changes', 'e.actor_id', 'member.email as member_email', 'actor.email as actor_email'])
    .where('e.record_type', '=', 'StaffMember')
    .where('e.action', '=', 'changePermissions')
    .where('e.institution_id', '=', institutionId)
    .where('e.at', '>', after)
    .where('e.at', '<=', upTo)
    .orderBy('e.at')
    .orderBy('e.id')
    .execute()
  return rows.map((row) => {
    const changes = Object.entries(parseChanges(row.changes))
    return {
      memberId: row.record_id,
      memberEmail: row.member_email ?? row.record_id,
      byEmail: row.actor_email ?? row.actor_id,
      at: new Date(row.at).toISOString(),
      granted: changes.filter(([, change]) => change.to === 'held').map(([name]) => name),
      withdrawn: changes.filter(([, change]) => change.to === 'not held').map(([name]) => name),
      note: row.note,
    }
  })
}
