import { z } from 'zod'
import type { RecordEvent } from './record-history.ts'
import { listPage, listQuery } from './list-query.ts'
import { notedChange } from './record-change.ts'
import { studentAccessStates, studentSortColumns } from './student-names.ts'

/** The Students page: what the server accepts and answers, shared with the browser (and the page's URL). */

export * from './student-names.ts'

export const listStudentsInput = listQuery({
  sortable: studentSortColumns,
  filters: { access: z.enum(studentAccessStates, { message: 'Choose active, expiring, expired or revoked.' }).optional() },
})
export type ListStudentsInput = z.input<typeof listStudentsInput>

export const studentRow = z.object({
  id: z.string(),
  /** With id, email and accessState: the record as policy/resources/student.yaml reads it, for the page's per-row rules. */
  institutionId: z.string(),
  studentNumber: z.string(),
  name: z.string(),
  /** Left out where the read rule's field rule withholds it (policy/resources/student.yaml: only with permissions:manage). */
  email: z.string().optional(),
  /** Their enrolment at the institution (from its student records), not their access. */
  enrolment: z.enum(['active', 'suspended', 'graduated']),
  accessState: z.enum(studentAccessStates),
  /** When access ends (or ended); null when it was never granted. */
  accessExpiresAt: z.string().nullable(),
  /** When staff withdrew it; null unless revoked. */
  accessRevokedAt: z.string().nullable(),
  version: z.number().int(),
})
export type StudentRow = z.infer<typeof studentRow>

export const studentsPage = listPage(studentRow).extend({
  /** The institution's enabledAccessLength: how many days a grant or extension gives. */
  accessLengthDays: z.number().int(),
})
export type StudentsPage = z.infer<typeof studentsPage>

/** Grant, extend or revoke one student's access, at the version the user saw, with an optional note for the history. */
export const studentAccessChange = notedChange
export type StudentAccessChange = z.input<typeof studentAccessChange>

export const studentHistoryInput = z.object({ id: z.string().trim().min(1).max(200) })

/** One student with their access history (record_events), oldest first: the timeline of the Students page. */
export interface StudentHistory {
  readonly student: StudentRow
  readonly events: RecordEvent[]
}
