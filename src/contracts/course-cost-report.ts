import { z } from 'zod'
import { filterValueLength } from './course-names.ts'

/** The term cost report (issue 56): what the server accepts and answers, shared with the browser. */

export const costReportInput = z
  .object({
    /** Omitted: the current term (as the Booklist list opens on). */
    term: z.string().trim().min(1).max(filterValueLength, 'A filter value has at most 100 characters.').optional(),
  })
  .strict()
export type CostReportInput = z.input<typeof costReportInput>

/**
 * The cost figures of a set of courses (a department, or the whole term).
 * Required cost per student is one copy of each essential title the library
 * does not hold (booklist-cost-record.ts). Only lists the user may read count.
 */
export interface CostFigures {
  readonly courses: number
  /** Courses with a list in the term (one the user may read). */
  readonly withList: number
  /** Lists with nothing required to buy (in one currency, or none). */
  readonly zeroCost: number
  /** Lists at or under the low-cost threshold, the zero-cost ones included: the Courses list's "zero or low" filter. */
  readonly lowCost: number
  /** Lists whose cost is added up: in the report's currency, or with nothing to buy. */
  readonly added: number
  /** Lists in several currencies, or in another than the report's: counted here, never added up. */
  readonly notAdded: number
  /** The middle added list's required cost (the two middle ones' mean, rounded, when even); minor units; null without added lists. */
  readonly medianPerStudent: number | null
  /** The added lists' required costs summed; minor units. */
  readonly totalPerStudent: number
}

export interface DepartmentCost extends CostFigures {
  readonly department: string
}

export interface CostReport {
  /** The term's name, as courses hold it (`2026-autumn`). */
  readonly term: string
  /** The terms of the courses the user may read, for the term choice. */
  readonly terms: readonly string[]
  /** The institution's currency (from its region): the one costs are added up in. */
  readonly currency: string
  /** The institution's low-cost threshold, minor units of that currency. */
  readonly lowCostThreshold: number
  /** By department name. */
  readonly departments: readonly DepartmentCost[]
  /** The whole term: every department's courses, with the median over all its added lists. */
  readonly totals: CostFigures
}
