import type { RequestDecision, RequestStatus } from '../../../contracts/requests.ts'
import { changeRecord, createRecord, type Writer } from '../../trpc/record-write.ts'
import type { WriteResult } from '../../trpc/write-result.ts'
import { requestCreation, requestKind, type NewRequest } from './request-record.ts'

export type { NewRequest }

/**
 * Creates a request with its first event. When the policy lets the requester
 * approve at creation (booklist:autoApprove), the request starts approved and
 * a second event says why.
 */
export async function createRequest(writer: Writer, input: NewRequest): Promise<WriteResult> {
  return createRecord(writer, { ...requestCreation(writer.actor, input), idempotency: { key: input.idempotencyKey, procedure: 'requests.create' } })
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
