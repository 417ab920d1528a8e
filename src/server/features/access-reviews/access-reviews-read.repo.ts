import { subject } from '@casl/ability'
import { sql, type Kysely } from 'kysely'
import type {
  AccessReviewDetail,
  AccessReviewPeopleInput,
  AccessReviewPeoplePage,
  AccessReviewPerson,
  AccessReviewSummary,
  ReviewDecision,
  ReviewedAccess,
  ReviewPeopleSortColumn,
} from '../../../contracts/access-reviews.ts'
import { formatEventTime } from '../../../contracts/dates.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import { matchingText, readPage } from '../../db/list-read.ts'
import { historyOf } from '../../db/record-events-repo.ts'
import type { Database } from '../../db/schema.ts'
import { refusal, type Actor } from '../../trpc/record-write.ts'
import { accessReviewColumns, accessReviewRecord, jsonList, selfMarkedRefusal } from './access-review-record.ts'

export type PeopleQuery = Required<Pick<AccessReviewPeopleInput, 'desc' | 'page' | 'pageSize' | 'reviewId'>> &
  Pick<AccessReviewPeopleInput, 'q' | 'sort' | 'decision'>

/** The reviews the user may read (`read AccessReview`, in SQL). */
function readableReviews(db: Kysely<Database>, actor: Actor) {
  return db
    .selectFrom('access_reviews')
    .leftJoin('users as starter', 'starter.id', 'access_reviews.started_by')
    .leftJoin('users as signer', 'signer.id', 'access_reviews.signed_off_by')
    .where(accessibleBy(actor.ability, 'read', 'AccessReview', { columns: accessReviewColumns }))
    .selectAll('access_reviews')
    .select(['starter.email as starter_email', 'signer.email as signer_email'])
    .select((eb) =>
      eb
        .selectFrom('access_review_people as p')
        .select(sql<number | string>`count(*)`.as('n'))
        .whereRef('p.review_id', '=', 'access_reviews.id')
        .where('p.decision', 'is not', null)
        .as('decided_count'),
    )
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof readableReviews>['executeTakeFirstOrThrow']>>

/** The institution's readable reviews, newest first. */
export async function listReviews(db: Kysely<Database>, actor: Actor): Promise<AccessReviewSummary[]> {
  const rows = await readableReviews(db, actor).orderBy('access_reviews.started_at', 'desc').orderBy('access_reviews.id', 'desc').execute()
  return rows.map((row) => summaryOf(row, actor))
}

/** One readable review, or undefined (none, another institution's, or not readable). */
export async function findReview(db: Kysely<Database>, actor: Actor, id: string): Promise<AccessReviewSummary | undefined> {
  const row = await readableReviews(db, actor).where('access_reviews.id', '=', id).executeTakeFirst()
  return row ? summaryOf(row, actor) : undefined
}

/** One readable review with its history (started, each decision, its sign-off). */
export async function reviewDetail(db: Kysely<Database>, actor: Actor, id: string): Promise<AccessReviewDetail | undefined> {
  const review = await findReview(db, actor, id)
  if (!review) return undefined
  return { review, events: await historyOf(db, actor.ability, 'AccessReview', id) }
}

function summaryOf(row: ReviewRow, actor: Actor): AccessReviewSummary {
  const record = accessReviewRecord(row)
  const can = (action: 'decide' | 'signOff') => actor.ability.can(action, subject('AccessReview', { ...record }))
  const canSignOff = can('signOff')
  return {
    id: row.id,
    status: row.status,
    startedBy: row.starter_email ?? row.started_by,
    startedAt: row.started_at,
    signedOffBy: row.signed_off_by === null ? null : (row.signer_email ?? row.signed_off_by),
    signedOffAt: row.signed_off_at,
    policyHash: row.policy_hash,
    peopleCount: row.people_count,
    decidedCount: Number(row.decided_count ?? 0),
    previousReviewId: row.previous_review_id,
    version: row.version,
    canDecide: can('decide'),
    canSignOff,
    signOffRefusal: canSignOff ? null : signOffRefusal(row, actor),
  }
}

/** Why the actor may not sign this review off: already signed off (by whom, when), their own access marked, or the rule's own words. */
function signOffRefusal(row: ReviewRow, actor: Actor): string {
  if (row.status === 'signedOff') return alreadySignedOff(row.signer_email ?? row.signed_off_by ?? 'someone', row.signed_off_at)
  if (jsonList(row.self_marked_by).includes(actor.id)) return selfMarkedRefusal
  return refusal(actor, 'signOff', 'AccessReview', accessReviewRecord(row), { noun: 'access review', verb: 'sign off' })
}

export function alreadySignedOff(who: string, at: string | null): string {
  return `This access review was already signed off by ${who}${at ? ` at ${formatEventTime(at)}` : ''}; it is read-only.`
}

const sortColumn = {
  email: sql`p.email`,
  name: sql`p.name`,
  decision: sql`coalesce(p.decision, '')`,
  // Permission names hold no comma: the count of a JSON list of them, the same on both databases.
  permissions: sql`case when p.granted = '[]' then 0 else length(p.granted) - length(replace(p.granted, ',', '')) + 1 end`,
} as const satisfies Record<ReviewPeopleSortColumn, unknown>

/** One page of a readable review's people, filtered, sorted (then by email and id) and paged in SQL; undefined when the review is not readable. */
export async function reviewPeople(db: Kysely<Database>, actor: Actor, query: PeopleQuery): Promise<AccessReviewPeoplePage | undefined> {
  const review = await findReview(db, actor, query.reviewId)
  if (!review) return undefined
  let filtered = db.selectFrom('access_review_people as p').where('p.review_id', '=', review.id)
  if (query.q) filtered = filtered.where(matchingText(query.q, ['p.email', sql`coalesce(p.name, '')`]))
  if (query.decision === 'undecided') filtered = filtered.where('p.decision', 'is', null)
  else if (query.decision) filtered = filtered.where('p.decision', '=', query.decision)
  const direction = query.desc ? 'desc' : 'asc'
  const ordered = filtered
    .select(['p.user_id', 'p.email', 'p.name', 'p.disabled', 'p.granted', 'p.access', 'p.decision', 'p.note', 'p.decided_at', 'p.decided_by'])
    .select((eb) => eb.selectFrom('users as d').select('d.email').whereRef('d.id', '=', 'p.decided_by').as('decider_email'))
    // The unnamed last in either direction (the databases disagree on where nulls sort).
    .$if(query.sort === 'name', (q) => q.orderBy(sql`case when p.name is null then 1 else 0 end`))
    .orderBy(sortColumn[query.sort ?? 'email'], direction)
    .orderBy('p.email')
    .orderBy('p.user_id')
  const { rows, total } = await readPage(filtered, ordered, query)
  return {
    rows: rows.map((row): AccessReviewPerson => ({
      id: row.user_id,
      email: row.email,
      name: row.name,
      disabled: row.disabled === 1,
      granted: jsonList(row.granted),
      access: JSON.parse(row.access) as ReviewedAccess,
      decision: row.decision as ReviewDecision | null,
      note: row.note,
      decidedBy: row.decided_by === null ? null : (row.decider_email ?? row.decided_by),
      decidedAt: row.decided_at,
      version: review.version,
    })),
    total,
  }
}
