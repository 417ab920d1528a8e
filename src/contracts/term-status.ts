import { z } from 'zod'
import { filterValueLength } from './course-names.ts'
import type { CourseInstructor } from './courses.ts'
import { listQuery } from './list-query.ts'
import { termStatusFilters, termStatusSortColumns, type CourseTermStatus } from './term-status-names.ts'
import type { TermSummary } from './terms.ts'

/** The status board of a term (issue 55): what the server accepts and answers, shared with the browser. */

export * from './term-status-names.ts'

const filterValue = z.string().trim().min(1).max(filterValueLength, 'A filter value has at most 100 characters.')

export const termStatusBoardInput = listQuery({
  sortable: termStatusSortColumns,
  filters: { term: filterValue.optional(), department: filterValue.optional(), status: z.enum(termStatusFilters).optional() },
}).strict()
export type TermStatusBoardInput = z.input<typeof termStatusBoardInput>

/** How many courses are in each status, and the share on time (one decimal; null without courses). */
export interface TermStatusCounts {
  readonly courses: number
  readonly notStarted: number
  readonly draft: number
  readonly onTime: number
  readonly late: number
  readonly percentOnTime: number | null
}

export interface DepartmentStatus extends TermStatusCounts {
  readonly department: string
}

/** One course of the board's page. */
export interface TermStatusRow {
  readonly id: string
  readonly code: string
  readonly title: string
  readonly department: string
  readonly instructors: readonly CourseInstructor[]
  readonly status: CourseTermStatus
  /** When its booklist was submitted (ISO); null for a course without a submitted list. */
  readonly submittedAt: string | null
}

export interface TermStatusBoard {
  /** The term's name, as courses and booklists hold it (`2027-spring`). */
  readonly termName: string
  /** The term as a record; null when the institution has no such term (then there is no deadline). */
  readonly term: TermSummary | null
  /** Whole days until the booklist deadline (negative once passed); null without a term. */
  readonly daysLeft: number | null
  /** The institution's terms, for the term choice. */
  readonly terms: readonly TermSummary[]
  /** Figures of every readable course of the term, whatever the filters. */
  readonly totals: TermStatusCounts
  readonly departments: readonly DepartmentStatus[]
  /** One page of the filtered courses and how many match. */
  readonly rows: readonly TermStatusRow[]
  readonly total: number
}

/** onTime out of courses, as a percentage with one decimal; null for no courses. */
export function percentOnTime(onTime: number, courses: number): number | null {
  return courses === 0 ? null : Math.round((onTime / courses) * 1000) / 10
}
