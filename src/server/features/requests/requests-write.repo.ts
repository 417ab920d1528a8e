import { randomUUID } from 'node:crypto'
import { subject } from '@casl/ability'
import type { RequestDecision, RequestKind, RequestStatus } from '../../../contracts/requests.ts'
import { changeRecord, createRecord, type Actor, type Creation, type Writer } from '../../trpc/record-write.ts'
import { findTitle } from '../../db/titles-repo.ts'
import type { WriteResult } from '../../trpc/write-result.ts'
import { unknownCourse, unknownTitle } from '../../trpc/faults.ts'
import { requestKind, type RequestRecord } from './request-record.ts'

export interface NewRequest {
  readonly kind: RequestKind
  readonly nbsi: string
  readonly courseId?: string | undefined
  readonly quantity: number
  readonly note?: string | undefined
  readonly idempotencyKey: string
}

/**
 * Creates a request with its first event. When the policy lets the requester
 * approve at creation (booklist:autoApprove), the request starts approved and
 * a second event says why.
 */
export async function createRequest(writer: Writer, input: NewRequest): Promise<WriteResult> {
  return createRecord(writer, { ...requestCreation(writer.actor, input), idempotency: { key: input.idempotencyKey, procedure: 'requests.create' } })
}

/**
 * A new request as the write path creates it, alone (createRequest) or with
 * others in one transaction (supplies raised for a course, under one key).
 */
export function requestCreation(actor: Actor, input: Omit<NewRequest, 'idempotencyKey'>): Omit<Creation<'Request'>, 'idempotency'> {
  return {
    kind: requestKind,
    action: 'create',
    async prepare(trx) {
      if (!(await findTitle(trx, input.nbsi))) return unknownTitle(input.nbsi)
      if (input.courseId !== undefined) {
        const course = await trx.selectFrom('courses').select('id').where('id', '=', input.courseId).where('institution_id', '=', actor.institutionId).executeTakeFirst()
        if (!course) return unknownCourse(input.courseId)
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
      const approvedAtOnce = actor.ability.can('autoApprove', subject('Request', { ...record }))
      const note = input.note ?? null
      return {
        fields: record,
        row: {
          id: record.id,
          institution_id: record.institutionId,
          requester_id: record.requesterId,
          kind: record.kind,
          status: approvedAtOnce ? 'approved' : 'pending',
          nbsi: record.nbsi,
          course_id: record.courseId,
          quantity: record.quantity,
          note,
          order_id: null,
        },
        events: [
          { action: 'create', from: null, to: 'pending', note },
          ...(approvedAtOnce ? [{ action: 'approve', from: 'pending', to: 'approved', note: 'Approved at creation: the requester holds booklist:autoApprove.' }] : []),
        ],
      }
    },
  }
}

const decidedStatus: Record<RequestDecision, RequestStatus> = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' }

export interface DecisionInput {
  readonly id: string
  readonly version: number
  readonly note?: string | undefined
}

/** approve / reject / cancel, each the policy's rule of that name on the row. */
export async function decideRequest(writer: Writer, decision: RequestDecision, input: DecisionInput): Promise<WriteResult> {
  const to = decidedStatus[decision]
  return changeRecord(writer, {
    kind: requestKind,
    id: input.id,
    version: input.version,
    action: decision,
    apply: async () => ({ write: { status: to }, events: [{ action: decision, to, note: input.note ?? null }] }),
  })
}
