// The courses list's closed lists, without zod: the Courses route's loader imports them into the first load.
/** `cost`: the required cost per student of the course's list in its term. */
export const courseSortColumns = ['code', 'title', 'term', 'department', 'enrolment', 'cost'] as const
export type CourseSortColumn = (typeof courseSortColumns)[number]
/** A term or department filter is free text the server matches exactly; past this length it cannot match. */
export const filterValueLength = 100
