import { z } from 'zod'
import type { RecordEvent } from './record-history.ts'
import { changeNote, idempotencyKey, notedChange } from './record-change.ts'

/**
 * The requests API: what the server accepts and answers, shared with the
 * browser so a form validates with the schema the server enforces.
 */
export const requestKinds = ['title', 'supply', 'purchase'] as const
export type RequestKind = (typeof requestKinds)[number]

export const requestStatuses = ['draft', 'pending', 'approved', 'rejected', 'ordered', 'fulfilled', 'cancelled'] as const
export type RequestStatus = (typeof requestStatuses)[number]

const id = z.string().trim().min(1, 'Give an id.').max(100, 'An id has at most 100 characters.')

export const listRequestsInput = z.object({
  status: z.enum(requestStatuses).optional(),
  /** Only the requests the signed-in user made. */
  mine: z.boolean().optional(),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.number().int('The limit is a whole number.').min(1, 'The limit is at least 1.').max(100, 'The limit is at most 100.').default(50),
})
export type ListRequestsInput = z.input<typeof listRequestsInput>

export const getRequestInput = z.object({ id })

export const createRequestInput = z.object({
  kind: z.enum(requestKinds),
  nbsi: id,
  courseId: id.optional(),
  quantity: z.number().int('The quantity is a whole number.').min(1, 'The quantity is at least 1.').max(10_000, 'The quantity is at most 10,000.'),
  note: changeNote.optional(),
  /** The same key on a retry returns the request the first attempt created. */
  idempotencyKey,
})
export type CreateRequestInput = z.input<typeof createRequestInput>

/** approve, reject and cancel: the version the user saw, so a change made meanwhile is a conflict, not an overwrite. */
export const decideRequestInput = notedChange
export type DecideRequestInput = z.input<typeof decideRequestInput>

export interface RequestSummary {
  readonly id: string
  readonly institutionId: string
  readonly requesterId: string
  readonly requesterEmail: string
  readonly kind: RequestKind
  readonly status: RequestStatus
  readonly nbsi: string
  readonly title: string
  readonly courseId: string | null
  readonly quantity: number
  readonly note: string | null
  readonly createdAt: string
  readonly updatedAt: string
  readonly version: number
}

export interface RequestDetail extends RequestSummary {
  readonly events: readonly RecordEvent[]
}

export interface RequestPage {
  readonly items: readonly RequestSummary[]
  readonly nextCursor: string | null
  readonly total: number
}
