import { personName } from '../../../contracts/person-name.ts'
import type { UploadProblem, UploadRowStatus, UploadRowView, UploadStatus, UploadSummary } from '../../../contracts/uploads.ts'
import type { ColumnMap } from '../../db/access/rules-to-sql.ts'
import { recordKind } from '../../trpc/record-kind.ts'
import type { UploadRecord } from '../../policy.ts'

/**
 * An upload as the policy's record rules read it (policy/resources/upload.yaml):
 * the same field names in memory and, through `uploadColumns`, in SQL.
 */
export const uploadColumns: ColumnMap = {
  id: 'uploads.id',
  institutionId: 'uploads.institution_id',
  uploaderId: 'uploads.uploaded_by',
  status: 'uploads.status',
}

export function uploadRecord(row: { id: string; institution_id: string; uploaded_by: string; status: UploadStatus }): UploadRecord {
  return { id: row.id, institutionId: row.institution_id, uploaderId: row.uploaded_by, status: row.status }
}

export interface UploadRowRead {
  id: string
  institution_id: string
  file_name: string
  byte_size: number | null
  status: UploadStatus
  row_count: number
  error_count: number
  applied_count: number
  uploaded_by: string
  uploader_name: string | null
  uploader_email: string | null
  created_at: string | Date
  committed_at: string | Date | null
  columns: string | null
  separator: string | null
  version: number
}

/** A stored time as ISO text: SQLite keeps text, PostgreSQL answers a Date. */
export const iso = (at: string | Date) => (at instanceof Date ? at.toISOString() : at)

export function uploadSummary(row: UploadRowRead): UploadSummary {
  return {
    id: row.id,
    fileName: row.file_name,
    byteSize: row.byte_size === null ? null : Number(row.byte_size),
    status: row.status,
    rowCount: Number(row.row_count),
    errorCount: Number(row.error_count),
    appliedCount: Number(row.applied_count),
    // Named as people are everywhere (name, else email); an upload outlives its uploader's account: then only the id is left.
    uploadedBy: {
      id: row.uploaded_by,
      name: row.uploader_email === null ? row.uploaded_by : personName({ name: row.uploader_name, email: row.uploader_email }),
    },
    createdAt: iso(row.created_at),
    committedAt: row.committed_at === null ? null : iso(row.committed_at),
    columns: uploadColumnsOf(row.columns),
    separator: row.separator === ';' ? ';' : ',',
    version: Number(row.version),
    record: uploadRecord(row),
  }
}

/** The file's header as kept (a JSON array); none for uploads kept before headers were. */
export const uploadColumnsOf = (json: string | null): string[] => parseJsonArray(json).map(String)

/** A stored row for the screen; older uploads kept one message and no columns, and still read. */
export function uploadRowView(row: {
  row_number: number
  data: string
  status: UploadRowStatus
  message: string | null
  problems: string | null
}): UploadRowView {
  const problems = row.problems === null ? (row.message ? [{ column: null, message: row.message }] : []) : parseJsonArray(row.problems).filter(isProblem)
  return { row: Number(row.row_number), cells: parseCells(row.data), status: row.status, problems }
}

function isProblem(value: unknown): value is UploadProblem {
  return typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string'
}

function parseCells(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value ?? '')]))
  } catch {
    return {}
  }
}

function parseJsonArray(json: string | null): unknown[] {
  if (json === null) return []
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

/** Uploads as the write path reads them: checked, then added or discarded, each with its event on the upload's own history. */
export const uploadKind = recordKind({
  type: 'Upload',
  table: 'uploads',
  noun: 'upload',
  fields: async (_trx, row) => uploadRecord(row),
})
