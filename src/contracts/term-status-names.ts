// The status board's closed lists (issue 55), without zod: the /adoptions/status route's loader imports them into the first load.

/** Where a course's booklist is against its term's booklist deadline. */
export const courseTermStatuses = ['notStarted', 'draft', 'onTime', 'late'] as const
export type CourseTermStatus = (typeof courseTermStatuses)[number]

/** The board's status filter: a status, or `missing` (not started or still a draft). */
export const termStatusFilters = [...courseTermStatuses, 'missing'] as const
export type TermStatusFilter = (typeof termStatusFilters)[number]

export const termStatusLabels: Readonly<Record<TermStatusFilter, string>> = {
  notStarted: 'Not started',
  draft: 'Draft',
  onTime: 'On time',
  late: 'Late',
  missing: 'Missing',
}

export const termStatusSortColumns = ['code', 'title', 'department', 'status', 'submittedAt'] as const
export type TermStatusSortColumn = (typeof termStatusSortColumns)[number]
