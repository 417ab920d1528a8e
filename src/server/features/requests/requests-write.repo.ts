import { randomUUID } from 'node:crypto'
import { subject } from '@casl/ability'
import type { Kysely, Transaction } from 'kysely'
import type { RequestKind, RequestStatus } from '../../../contracts/requests.ts'
import { dialectOf } from '../../db/dialects/index.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { failure, type WriteResult } from '../../trpc/write-result.ts'
import { requestRecord, type RequestRecord } from './request-record.ts'


export interface Actor {
  readonly id: string
  readonly institutionId: string
}

export interface NewRequest {
  readonly kind: RequestKind
  readonly nbsi: string
  readonly courseId?: string | undefined
  readonly quantity: number
  readonly note?: string | undefined
  readonly idempotencyKey: string
}

const procedure = 'requests.create'

/**
 * Creates a request with its first event, in one transaction. A retry with the
 * same idempotency key answers the request the first attempt made. When the
 * policy lets the requester approve at creation (booklist:autoApprove), the
 * request starts approved and a second event says why.
 */
export async function createRequest(db: Kysely<Database>, ability: AppAbility, actor: Actor, input: NewRequest, now: string): Promise<WriteResult> {
  return db.transaction().execute(async (trx) => {
    // Two attempts with one key (a double click) run one after the other, so the second finds the first's key.
    await dialectOf(trx).lockKey(trx, `idempotency:${actor.id}:${input.idempotencyKey}`)
    const seen = await trx
      .selectFrom('idempotency_keys')
      .select(['procedure', 'result_id'])
      .where('user_id', '=', actor.id)
      .where('key', '=', input.idempotencyKey)
      .executeTakeFirst()
    if (seen) {
      return seen.procedure === procedure
        ? { ok: true, id: seen.result_id }
        : failure('BAD_REQUEST', 'This idempotency key was already used for another action; send a new key.')
    }
    const title = await trx.selectFrom('titles').select('nbsi').where('nbsi', '=', input.nbsi).executeTakeFirst()
    if (!title) return failure('BAD_REQUEST', `There is no title with the id "${input.nbsi}" in the catalogue.`)
    if (input.courseId !== undefined) {
      const course = await trx.selectFrom('courses').select('id').where('id', '=', input.courseId).where('institution_id', '=', actor.institutionId).executeTakeFirst()
      if (!course) return failure('BAD_REQUEST', `Your institution has no course with the id "${input.courseId}".`)
    }
    const record: RequestRecord = {
      id: `req-${randomUUID()}`,
      institutionId: actor.institutionId,
      requesterId: actor.id,
      kind: input.kind,
      status: 'pending',
      nbsi: input.nbsi,
      courseId: input.courseId ?? null,
      quantity: input.quantity,
    }
    if (!ability.can('create', subject('Request', { ...record }))) return failure('FORBIDDEN', 'You may not make this request.')
    const approvedAtOnce = ability.can('autoApprove', subject('Request', { ...record }))
    await trx
      .insertInto('requests')
      .values({
        id: record.id,
        institution_id: record.institutionId,
        requester_id: record.requesterId,
        kind: input.kind,
        status: approvedAtOnce ? 'approved' : 'pending',
        nbsi: record.nbsi,
        course_id: record.courseId,
        quantity: record.quantity,
        note: input.note ?? null,
        order_id: null,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .execute()
    await trx.insertInto('request_events').values({ request_id: record.id, actor_id: actor.id, at: now, from_status: null, to_status: 'pending', note: input.note ?? null }).execute()
    if (approvedAtOnce) {
      const note = 'Approved at creation: the requester holds booklist:autoApprove.'
      await trx.insertInto('request_events').values({ request_id: record.id, actor_id: actor.id, at: now, from_status: 'pending', to_status: 'approved', note }).execute()
    }
    await trx.insertInto('idempotency_keys').values({ user_id: actor.id, key: input.idempotencyKey, procedure, result_id: record.id, created_at: now }).execute()
    return { ok: true, id: record.id }
  })
}

export type Decision = 'approve' | 'reject' | 'cancel'
const decidedStatus: Record<Decision, RequestStatus> = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' }

export interface DecisionInput {
  readonly id: string
  readonly version: number
  readonly note?: string | undefined
}

/**
 * approve / reject / cancel: load the row, check the version the user saw,
 * check the policy's rule for the action on that row, then write the change
 * and its event in one transaction. The UPDATE repeats the version test, so
 * of two concurrent deciders exactly one changes the row.
 */
export async function decideRequest(db: Kysely<Database>, ability: AppAbility, actor: Actor, decision: Decision, input: DecisionInput, now: string): Promise<WriteResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('requests').selectAll().where('id', '=', input.id).executeTakeFirst()
    if (!row || !ability.can('read', subject('Request', { ...requestRecord(row) }))) return failure('NOT_FOUND', 'There is no such request.')
    if (row.version !== input.version) return failure('CONFLICT', await changedMeanwhile(trx, row.id))
    if (!ability.can(decision, subject('Request', { ...requestRecord(row) }))) {
      return failure('FORBIDDEN', `You may not ${decision} this request while it is ${row.status}.`)
    }
    const to = decidedStatus[decision]
    const updated = await trx
      .updateTable('requests')
      .set({ status: to, version: row.version + 1, updated_at: now })
      .where('id', '=', row.id)
      .where('version', '=', input.version)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) return failure('CONFLICT', await changedMeanwhile(trx, row.id))
    await trx.insertInto('request_events').values({ request_id: row.id, actor_id: actor.id, at: now, from_status: row.status, to_status: to, note: input.note ?? null }).execute()
    return { ok: true, id: row.id }
  })
}

/** "Someone changed this": who did what last, so the user knows what they are about to reload. */
async function changedMeanwhile(trx: Transaction<Database>, requestId: string): Promise<string> {
  const last = await trx
    .selectFrom('request_events')
    .innerJoin('users', 'users.id', 'request_events.actor_id')
    .select(['users.email', 'request_events.to_status', 'request_events.at'])
    .where('request_events.request_id', '=', requestId)
    .orderBy('request_events.id', 'desc')
    .limit(1)
    .executeTakeFirst()
  const what = last ? ` ${last.email} set it to ${last.to_status} at ${last.at}.` : ''
  return `Someone changed this request after you loaded it.${what} Reload it to see the latest version.`
}
