import { z } from 'zod'
import { costBands, costFilters } from './booklist-names.ts'
import { courseSortColumns, filterValueLength } from './course-names.ts'
import { listPage, listQuery } from './list-query.ts'

/** The courses list: what the server accepts and answers, shared with the browser (and the page's URL). */

export * from './course-names.ts'

const filterValue = z.string().trim().min(1).max(filterValueLength, 'A filter value has at most 100 characters.')

export const listCoursesInput = listQuery({
  sortable: courseSortColumns,
  filters: {
    term: filterValue.optional(),
    department: filterValue.optional(),
    /** By the course's list in its term: zero, or zero-or-low cost per student. */
    cost: z.enum(costFilters).optional(),
  },
})
export type ListCoursesInput = z.input<typeof listCoursesInput>

export const booklistStateValues = ['draft', 'submitted', 'final'] as const

export const courseInstructor = z.object({ email: z.string(), name: z.string().nullable() })
export type CourseInstructor = z.infer<typeof courseInstructor>

export const courseRow = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  term: z.string(),
  department: z.string(),
  enrolment: z.number().int(),
  instructors: z.array(courseInstructor),
  /** The course's booklist for its term; null when it has none yet. */
  booklistState: z.enum(booklistStateValues).nullable(),
  /** That booklist's id (the Booklist page opens it with ?list=); null when the course has none yet. */
  booklistId: z.string().nullable(),
  /** What the course's list costs one student (see ListCost); null without a list the user may read. */
  cost: z
    .discriminatedUnion('kind', [
      z.object({
        kind: z.literal('single'),
        currency: z.string().nullable(),
        requiredPerStudent: z.number().int(),
        withRecommendedPerStudent: z.number().int(),
      }),
      z.object({ kind: z.literal('mixed'), currencies: z.array(z.string()).readonly() }),
    ])
    .nullable(),
  costBand: z.enum(costBands).nullable(),
  /** Only where the institution ingests courses (courseIngestionEnabled): where and when it was last imported. */
  lastImport: z.object({ source: z.string(), at: z.string() }).nullable(),
})
export type CourseRow = z.infer<typeof courseRow>

export const coursesPage = listPage(courseRow).extend({
  /** The terms and departments of the courses the user may read, for the filters. */
  terms: z.array(z.string()),
  departments: z.array(z.string()),
  /** Whether lastImport is part of the answer at this institution. */
  ingestion: z.boolean(),
})
export type CoursesPage = z.infer<typeof coursesPage>
