// Tables of src/server/db/schema.ts: terms with their deadlines, the reminders sent, and calendar feeds (issue 55).
import type { DefaultTime, Version } from './column-types.ts'

/**
 * A term of an institution. The `_on` and deadline columns are dates as the
 * institution says them (YYYY-MM-DD, in its time zone); the `_at` columns are
 * the UTC instants they stand for: the first moment of the first day, the last
 * moment of the last day and of each deadline day.
 */
export interface TermsTable {
  id: string
  institution_id: string
  /** How courses, booklists and URLs name it: `2026-autumn`. */
  name: string
  starts_on: string
  ends_on: string
  adoption_deadline: string
  booklist_deadline: string
  starts_at: string
  ends_at: string
  adoption_deadline_at: string
  booklist_deadline_at: string
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

/** One reminder sent for one course of one term, `offset_days` before its booklist deadline (0: the late notice). */
export interface TermRemindersTable {
  course_id: string
  term_id: string
  offset_days: number
  sent_at: string
}

/** A person's secret calendar address: the token is the whole credential, so resetting it ends the old address. */
export interface CalendarFeedsTable {
  user_id: string
  token: string
  created_at: string
}
