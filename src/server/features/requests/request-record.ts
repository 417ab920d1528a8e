import { randomUUID } from 'node:crypto'
import { subject } from '@casl/ability'
import type { RequestKind, RequestSummary } from '../../../contracts/requests.ts'
import type { ColumnMap } from '../../db/access/rules-to-sql.ts'
import type { RequestRow } from '../../db/schema.ts'
import { findTitle } from '../../db/titles-repo.ts'
import type { RequestRecord } from '../../policy.ts'
import { unknownCourse, unknownTitle } from '../../trpc/faults.ts'
import { recordKind } from '../../trpc/record-kind.ts'
import type { Actor, Creation } from '../../trpc/record-write.ts'

export type { RequestRecord }

/**
 * A request as the policy's record rules read it (policy/resources/request.yaml,
 * generated as RequestRecord): the same field names in memory
 * (`ability.can('approve', subject('Request', record))`) and, through
 * `requestColumns`, in SQL.
 */

export const requestColumns: ColumnMap = {
  id: 'requests.id',
  institutionId: 'requests.institution_id',
  requesterId: 'requests.requester_id',
  kind: 'requests.kind',
  status: 'requests.status',
  nbsi: 'requests.nbsi',
  courseId: 'requests.course_id',
  quantity: 'requests.quantity',
}

export function requestRecord(
  row: Pick<RequestRow, 'id' | 'institution_id' | 'requester_id' | 'kind' | 'status' | 'nbsi' | 'course_id' | 'quantity'>,
): RequestRecord {
  return {
    id: row.id,
    institutionId: row.institution_id,
    requesterId: row.requester_id,
    kind: row.kind,
    status: row.status,
    nbsi: row.nbsi,
    courseId: row.course_id,
    quantity: row.quantity,
  }
}

export type SummaryRow = RequestRow & { readonly requester_email: string; readonly title: string }

export function requestSummary(row: SummaryRow): RequestSummary {
  return {
    id: row.id,
    institutionId: row.institution_id,
    requesterId: row.requester_id,
    requesterEmail: row.requester_email,
    kind: row.kind,
    status: row.status,
    nbsi: row.nbsi,
    title: row.title,
    courseId: row.course_id,
    quantity: row.quantity,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  }
}

/** Requests as the write path reads them (policy/resources/request.yaml). */
export const requestKind = recordKind({
  type: 'Request',
  table: 'requests',
  noun: 'request',
  fields: async (_trx, row) => requestRecord(row),
})

export interface NewRequest {
  readonly kind: RequestKind
  readonly nbsi: string
  readonly courseId?: string | undefined
  readonly quantity: number
  readonly note?: string | undefined
  readonly idempotencyKey: string
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
        const course = await trx
          .selectFrom('courses')
          .select('id')
          .where('id', '=', input.courseId)
          .where('institution_id', '=', actor.institutionId)
          .executeTakeFirst()
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
          ...(approvedAtOnce
            ? [{ action: 'approve', from: 'pending', to: 'approved', note: 'Approved at creation: the requester holds booklist:autoApprove.' }]
            : []),
        ],
      }
    },
  }
}
