import { z } from 'zod'

/**
 * The requests API: what the server accepts and answers, shared with the
 * browser so a form validates with the schema the server enforces.
 */
export const requestKinds = ['title', 'supply', 'purchase'] as const
export type RequestKind = (typeof requestKinds)[number]

export const requestStatuses = ['draft', 'pending', 'approved', 'rejected', 'ordered', 'fulfilled', 'cancelled'] as const
export type RequestStatus = (typeof requestStatuses)[number]

const id = z.string().trim().min(1, 'Give an id.').max(100, 'An id has at most 100 characters.')
const note = z.string().trim().max(2000, 'A note has at most 2,000 characters.')

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
  note: note.optional(),
  /** The same key on a retry returns the request the first attempt created. */
  idempotencyKey: z.string().min(8, 'The idempotency key has at least 8 characters.').max(100),
})
export type CreateRequestInput = z.input<typeof createRequestInput>

/** approve, reject and cancel: the version the user saw, so a change made meanwhile is a conflict, not an overwrite. */
export const decideRequestInput = z.object({
  id,
  version: z.number().int().min(1),
  note: note.optional(),
})
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

export interface RequestEvent {
  readonly id: number
  readonly actorId: string
  readonly actorEmail: string
  readonly at: string
  readonly from: RequestStatus | null
  readonly to: RequestStatus
  readonly note: string | null
}

export interface RequestDetail extends RequestSummary {
  readonly events: readonly RequestEvent[]
}

export interface RequestPage {
  readonly items: readonly RequestSummary[]
  readonly nextCursor: string | null
  readonly total: number
}
