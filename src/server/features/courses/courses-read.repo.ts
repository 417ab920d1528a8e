import type { Kysely } from 'kysely'
import type { CourseRow, CoursesPage, CourseSortColumn } from '../../../contracts/courses.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { matchingText, readPage } from '../../db/list-read.ts'
import { instructorsOf, readableCourses } from './course-record.ts'

export interface CoursesQuery {
  readonly q?: string | undefined
  readonly term?: string | undefined
  readonly department?: string | undefined
  readonly sort?: CourseSortColumn | undefined
  readonly desc: boolean
  readonly page: number
  readonly pageSize: number
}

const sortColumn = {
  code: 'courses.code',
  title: 'courses.title',
  term: 'courses.term',
  department: 'courses.department',
  enrolment: 'courses.enrolment',
} as const satisfies Record<CourseSortColumn, string>

/**
 * One page of readable courses, filtered by term, department and text (code
 * or title), sorted by one column (then code and id, so pages are stable), with
 * the total and the filter choices of the whole readable set. `ingestion`
 * adds where and when each course was last imported.
 */
export async function listCourses(db: Kysely<Database>, ability: AppAbility, query: CoursesQuery, ingestion: boolean): Promise<CoursesPage> {
  const readable = readableCourses(db, ability)
  let filtered = readable
  if (query.term) filtered = filtered.where('courses.term', '=', query.term)
  if (query.department) filtered = filtered.where('courses.department', '=', query.department)
  if (query.q) filtered = filtered.where(matchingText(query.q, ['courses.code', 'courses.title']))
  const direction = query.desc ? 'desc' : 'asc'
  const ordered = filtered
    .leftJoin('booklists', (join) => join.onRef('booklists.course_id', '=', 'courses.id').onRef('booklists.term', '=', 'courses.term'))
    .select([
      'courses.id',
      'courses.code',
      'courses.title',
      'courses.term',
      'courses.department',
      'courses.enrolment',
      'courses.import_source',
      'courses.imported_at',
    ])
    .select(['booklists.state as booklist_state', 'booklists.id as booklist_id'])
    .orderBy(sortColumn[query.sort ?? 'code'], direction)
    .orderBy('courses.code')
    .orderBy('courses.id')
  const [{ rows, total }, terms, departments] = await Promise.all([
    readPage(filtered, ordered, query),
    readable.select('courses.term').distinct().orderBy('courses.term').execute(),
    readable.select('courses.department').distinct().orderBy('courses.department').execute(),
  ])
  const instructors = await instructorsOf(
    db,
    rows.map((row) => row.id),
  )
  const items: CourseRow[] = rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.title,
    term: row.term,
    department: row.department,
    enrolment: row.enrolment,
    instructors: (instructors.get(row.id) ?? []).map(({ email, name }) => ({ email, name })),
    booklistState: row.booklist_state ?? null,
    booklistId: row.booklist_id ?? null,
    lastImport: ingestion && row.import_source !== null && row.imported_at !== null ? { source: row.import_source, at: row.imported_at } : null,
  }))
  // PostgreSQL counts as bigint, which `pg` hands over as a string.
  return { rows: items, total, terms: terms.map((t) => t.term), departments: departments.map((d) => d.department), ingestion }
}
