import { z } from 'zod'
import type { RequestRecord } from '../generated/records.gen.ts'
import { listQuery } from './list-query.ts'
import type { RecordEvent } from './record-history.ts'
import { changeNote, idempotencyKey, notedChange } from './record-change.ts'
import { dayPattern, isCalendarDay } from './list-names.ts'
import {
  idFilterLength,
  requestKinds,
  requestSortColumns,
  requestStages,
  requestStatuses,
  type RequestKind,
  type RequestStage,
  type RequestStatus,
} from './request-names.ts'

export * from './request-names.ts'

/**
 * The requests API: what the server accepts and answers, shared with the
 * browser so a form validates with the schema the server enforces.
 */
const id = z.string().trim().min(1, 'Give an id.').max(100, 'An id has at most 100 characters.')

const idFilter = z.string().trim().min(1, 'Give an id.').max(idFilterLength, `An id has at most ${idFilterLength} characters.`)
const day = z.string().regex(dayPattern, 'Write a day as YYYY-MM-DD.').refine(isCalendarDay, 'That day is not in the calendar.')

/**
 * One page of the requests the user may read: `stage` picks the open ones
 * (the Requests page) or the closed ones (History); `q` matches the title or
 * the requester's email; `from` and `to` are days of creation, both included.
 */
export const listRequestsInput = listQuery({
  sortable: requestSortColumns,
  filters: {
    stage: z.enum(requestStages).default('open'),
    status: z.enum(requestStatuses).optional(),
    kind: z.enum(requestKinds).optional(),
    requester: idFilter.optional(),
    course: idFilter.optional(),
    from: day.optional(),
    to: day.optional(),
  },
}).refine((input) => !(input.from && input.to && input.to < input.from), { message: 'The end day is before the start day.', path: ['to'] })
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

/** A row of a requests list: the summary, the course's code, and the request as the record rules read it (which buttons it gets). */
export interface RequestListRow extends RequestSummary {
  readonly courseCode: string | null
  readonly record: RequestRecord
}

/** Someone a list can be filtered by: the requesters and courses of the requests the user may read at that stage. */
export interface FilterChoice {
  readonly id: string
  readonly label: string
}

export interface RequestPage {
  readonly rows: readonly RequestListRow[]
  readonly total: number
  readonly stage: RequestStage
  readonly requesters: readonly FilterChoice[]
  readonly courses: readonly FilterChoice[]
}
