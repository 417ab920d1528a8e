import { randomUUID } from 'node:crypto'
import { subject } from '@casl/ability'
import type { Kysely, Transaction } from 'kysely'
import type { AdoptInput, AdoptionChange, DecideAdoptionInput } from '../../../contracts/adoptions.ts'
import { dialectOf } from '../../db/dialects/index.ts'
import type { AdoptionStatus, Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { adoptionRecord, instructorIdsOf } from './adoption-record.ts'

export type AdoptionWrite = { readonly ok: true; readonly change: AdoptionChange } | { readonly ok: false; readonly code: 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT' | 'BAD_REQUEST'; readonly message: string }

export interface Actor {
  readonly id: string
  readonly institutionId: string
}

const procedure = 'adoptions.adopt'

/**
 * Proposes a title for a course, with its first event, in one transaction. A
 * retry with the same idempotency key answers the first attempt's adoption; a
 * title already proposed or approved for the course is a conflict (two
 * instructors of one course adopting at once: exactly one wins).
 */
export async function adopt(db: Kysely<Database>, ability: AppAbility, actor: Actor, input: AdoptInput, now: string): Promise<AdoptionWrite> {
  return db.transaction().execute(async (trx) => {
    await dialectOf(trx).lockKey(trx, `idempotency:${actor.id}:${input.idempotencyKey}`)
    const seen = await trx.selectFrom('idempotency_keys').select(['procedure', 'result_id']).where('user_id', '=', actor.id).where('key', '=', input.idempotencyKey).executeTakeFirst()
    if (seen) {
      if (seen.procedure !== procedure) return failure('BAD_REQUEST', 'This idempotency key was already used for another action; send a new key.')
      const first = await trx.selectFrom('adoptions').select(['id', 'status', 'version']).where('id', '=', seen.result_id).executeTakeFirstOrThrow()
      return { ok: true, change: first }
    }
    const course = await trx.selectFrom('courses').select(['id', 'term']).where('id', '=', input.courseId).where('institution_id', '=', actor.institutionId).executeTakeFirst()
    if (!course) return failure('NOT_FOUND', `Your institution has no course with the id "${input.courseId}".`)
    const title = await trx.selectFrom('titles').select('nbsi').where('nbsi', '=', input.nbsi).executeTakeFirst()
    if (!title) return failure('BAD_REQUEST', `There is no title with the id "${input.nbsi}" in the catalogue.`)
    const instructorIds = (await instructorIdsOf(trx, [course.id])).get(course.id) ?? []
    const id = `ad-${randomUUID()}`
    const row = { id, institution_id: actor.institutionId, course_id: course.id, nbsi: input.nbsi, adopted_by: actor.id, status: 'proposed' as const }
    if (!ability.can('adopt', subject('Adoption', { ...adoptionRecord(row, instructorIds) }))) return failure('FORBIDDEN', 'You may adopt titles only for the courses you teach.')
    // One proposal at a time per course and title, whoever sends it.
    await dialectOf(trx).lockKey(trx, `adoption:${course.id}:${input.nbsi}`)
    const active = await trx
      .selectFrom('adoptions')
      .select('status')
      .where('course_id', '=', course.id)
      .where('nbsi', '=', input.nbsi)
      .where('status', 'in', ['proposed', 'approved'])
      .executeTakeFirst()
    if (active) return failure('CONFLICT', `This title is already ${active.status} for the course. Reload to see the latest state.`)
    await trx.insertInto('adoptions').values({ ...row, term: course.term, decided_by: null, decided_at: null, note: null, created_at: now, updated_at: now, version: 1 }).execute()
    await trx.insertInto('adoption_events').values({ adoption_id: id, actor_id: actor.id, at: now, from_status: null, to_status: 'proposed', note: null }).execute()
    await trx.insertInto('idempotency_keys').values({ user_id: actor.id, key: input.idempotencyKey, procedure, result_id: id, created_at: now }).execute()
    return { ok: true, change: { id, status: 'proposed', version: 1 } }
  })
}

export type AdoptionDecision = 'withdraw' | 'approve'
const decisions: Record<AdoptionDecision, { readonly action: 'adopt' | 'approve'; readonly to: AdoptionStatus }> = {
  withdraw: { action: 'adopt', to: 'withdrawn' },
  approve: { action: 'approve', to: 'approved' },
}

/**
 * Withdraw (the `adopt` rule) or approve (the `approve` rule): load the row,
 * check the version the user saw, ask the rule on that row, then write the
 * change and its event in one transaction; the UPDATE repeats the version test.
 */
export async function decideAdoption(db: Kysely<Database>, ability: AppAbility, actor: Actor, decision: AdoptionDecision, input: DecideAdoptionInput, now: string): Promise<AdoptionWrite> {
  const { action, to } = decisions[decision]
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('adoptions').selectAll().where('id', '=', input.id).executeTakeFirst()
    const instructorIds = row ? ((await instructorIdsOf(trx, [row.course_id])).get(row.course_id) ?? []) : []
    const record = row ? subject('Adoption', { ...adoptionRecord(row, instructorIds) }) : undefined
    // Existence is not leaked: an adoption the user may neither read nor act on does not exist for them.
    if (!row || !record || !(ability.can('read', record) || ability.can(action, record))) return failure('NOT_FOUND', 'There is no such adoption.')
    if (row.version !== input.version) return failure('CONFLICT', await changedMeanwhile(trx, row.id))
    if (!ability.can(action, record)) return failure('FORBIDDEN', `You may not ${decision} this adoption while it is ${row.status}.`)
    const decided = decision === 'approve' ? { decided_by: actor.id, decided_at: now } : {}
    const updated = await trx
      .updateTable('adoptions')
      .set({ status: to, version: row.version + 1, updated_at: now, ...decided, ...(input.note === undefined ? {} : { note: input.note }) })
      .where('id', '=', row.id)
      .where('version', '=', input.version)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) return failure('CONFLICT', await changedMeanwhile(trx, row.id))
    await trx.insertInto('adoption_events').values({ adoption_id: row.id, actor_id: actor.id, at: now, from_status: row.status, to_status: to, note: input.note ?? null }).execute()
    return { ok: true, change: { id: row.id, status: to, version: row.version + 1 } }
  })
}

async function changedMeanwhile(trx: Transaction<Database>, adoptionId: string): Promise<string> {
  const last = await trx
    .selectFrom('adoption_events')
    .leftJoin('users', 'users.id', 'adoption_events.actor_id')
    .select(['users.email', 'adoption_events.to_status', 'adoption_events.at'])
    .where('adoption_events.adoption_id', '=', adoptionId)
    .orderBy('adoption_events.id', 'desc')
    .limit(1)
    .executeTakeFirst()
  const what = last ? ` ${last.email ?? 'Someone'} set it to ${last.to_status} at ${last.at}.` : ''
  return `Someone changed this adoption after you loaded it.${what} Reload it to see the latest version.`
}

function failure(code: Exclude<AdoptionWrite, { ok: true }>['code'], message: string): AdoptionWrite {
  return { ok: false, code, message }
}
