// Tables of src/server/db/schema.ts: courses, their instructors, booklists with their items, and adoptions.
import type { DefaultTime, Version } from './column-types.ts'

export interface CoursesTable {
  id: string
  institution_id: string
  code: string
  title: string
  /** `2026-autumn`, `2027-spring`, `2027-summer`. */
  term: string
  department: string
  enrolment: number
  status: 'active' | 'archived'
  /** Where the course came from last: `data-file`, `generator`, `sis-import`, `manual`. */
  import_source: string | null
  imported_at: string | null
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

/** Instructors by email; user_id is set when the instructor has an account. */
export interface CourseInstructorsTable {
  course_id: string
  email: string
  name: string | null
  user_id: string | null
}

export const booklistStates = ['draft', 'submitted', 'final'] as const
export type BooklistState = (typeof booklistStates)[number]

export interface BooklistsTable {
  id: string
  institution_id: string
  course_id: string
  term: string
  state: BooklistState
  submitted_at: string | null
  finalised_at: string | null
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

export const requirements = ['essential', 'recommended', 'optional'] as const
export type Requirement = (typeof requirements)[number]
export const booklistItemStatuses = ['proposed', 'confirmed', 'ordered', 'available', 'withdrawn'] as const
export type BooklistItemStatus = (typeof booklistItemStatuses)[number]
// The contract's list: the browser offers these values and the migration's CHECK allows them.
export { internalStatuses, type InternalStatus } from '../../../contracts/booklist-names.ts'
import type { InternalStatus } from '../../../contracts/booklist-names.ts'

/**
 * `institution_id`, `course_id` and `list_state` repeat the booklist's, so a
 * policy rule (and its SQL) can read them from the item alone; the booklist
 * repository changes them in the same transaction as the list.
 */
export interface BooklistItemsTable {
  id: string
  booklist_id: string
  institution_id: string
  course_id: string
  list_state: BooklistState
  nbsi: string
  requirement: Requirement
  quantity: number
  note: string | null
  status: BooklistItemStatus
  /** Staff-only workflow state, shown with booklist:viewInternalStatus. */
  internal_status: InternalStatus | null
  position: number
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

export const adoptionStatuses = ['proposed', 'approved', 'rejected', 'withdrawn'] as const
export type AdoptionStatus = (typeof adoptionStatuses)[number]

/** An instructor's decision to use a title for a course in a term, and its approval. */
export interface AdoptionsTable {
  id: string
  institution_id: string
  course_id: string
  nbsi: string
  term: string
  /** The adopter's user id (an instructor without an account, in imported data: their email). */
  adopted_by: string
  status: AdoptionStatus
  decided_by: string | null
  decided_at: string | null
  note: string | null
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}
