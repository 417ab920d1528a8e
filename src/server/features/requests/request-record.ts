import type { RequestSummary } from '../../../contracts/requests.ts'
import type { ColumnMap } from '../../db/access/rules-to-sql.ts'
import type { RequestRow } from '../../db/schema.ts'
import type { RequestRecord } from '../../policy.ts'
import { recordKind } from '../../trpc/record-write.ts'

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

export function requestRecord(row: Pick<RequestRow, 'id' | 'institution_id' | 'requester_id' | 'kind' | 'status' | 'nbsi' | 'course_id' | 'quantity'>): RequestRecord {
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
