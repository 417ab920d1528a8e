import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely'
import {
  percentOnTime,
  type CourseTermStatus,
  type DepartmentStatus,
  type TermStatusBoard,
  type TermStatusCounts,
  type TermStatusFilter,
  type TermStatusSortColumn,
} from '../../../contracts/term-status.ts'
import { daysUntil } from '../../../contracts/terms.ts'
import { matchingText, readPage } from '../../db/list-read.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { currentTermName, institutionTerms } from '../../terms/institution-terms.ts'
import { instructorsOf, readableCourses } from '../courses/course-record.ts'

export interface TermStatusQuery {
  readonly term?: string | undefined
  readonly department?: string | undefined
  readonly status?: TermStatusFilter | undefined
  readonly q?: string | undefined
  readonly sort?: TermStatusSortColumn | undefined
  readonly desc: boolean
  readonly page: number
  readonly pageSize: number
}

/**
 * A course's status in its term, in SQL: no booklist, not started; a draft,
 * draft; submitted (or final) by the last moment of the booklist deadline,
 * on time; after it, late. Without a deadline (a term that is not a record)
 * nothing is late.
 */
function statusOf(deadlineAt: string | null): RawBuilder<CourseTermStatus> {
  const onTime = deadlineAt === null ? sql`1 = 1` : sql`(${sql.ref('booklists.submitted_at')} is null or ${sql.ref('booklists.submitted_at')} <= ${deadlineAt})`
  return sql<CourseTermStatus>`(case when ${sql.ref('booklists.id')} is null then 'notStarted' when ${sql.ref('booklists.state')} = 'draft' then 'draft' when ${onTime} then 'onTime' else 'late' end)`
}

/** How many rows of a group have this status: sum(case ...), which PostgreSQL hands over as a string. */
const countWhere = (status: RawBuilder<CourseTermStatus>, value: CourseTermStatus) =>
  sql<number | string>`sum(case when ${status} = ${sql.lit(value)} then 1 else 0 end)`

const sortColumn = (status: Expression<CourseTermStatus>): Record<TermStatusSortColumn, Expression<unknown>> => ({
  code: sql.ref('courses.code'),
  title: sql.ref('courses.title'),
  department: sql.ref('courses.department'),
  status,
  submittedAt: sql.ref('booklists.submitted_at'),
})

/**
 * The status board of a term: its record and days left, the figures of every
 * readable active course of the term (in all and per department, counted in
 * SQL), and one page of those courses filtered by department, status and text.
 * Without a term in the query, the term being worked on: the earliest open or
 * past-deadline term, else the current one.
 */
export async function termStatusBoard(
  db: Kysely<Database>,
  ability: AppAbility,
  institutionId: string,
  nowMs: number,
  query: TermStatusQuery,
): Promise<TermStatusBoard> {
  const terms = await institutionTerms(db, institutionId, nowMs)
  const termName =
    query.term ?? terms.find((term) => term.state === 'open' || term.state === 'pastDeadline')?.name ?? (await currentTermName(db, institutionId, nowMs))
  const term = terms.find((candidate) => candidate.name === termName) ?? null
  const status = statusOf(term?.booklistDeadlineAt ?? null)
  const inTerm = readableCourses(db, ability)
    .where('courses.term', '=', termName)
    .where('courses.status', '=', 'active')
    .leftJoin('booklists', (join) => join.onRef('booklists.course_id', '=', 'courses.id').onRef('booklists.term', '=', 'courses.term'))

  let filtered = inTerm
  if (query.department) filtered = filtered.where('courses.department', '=', query.department)
  if (query.q) filtered = filtered.where(matchingText(query.q, ['courses.code', 'courses.title']))
  if (query.status === 'missing') filtered = filtered.where(status, 'in', ['notStarted', 'draft'])
  else if (query.status) filtered = filtered.where(status, '=', query.status)
  const ordered = filtered
    .select(['courses.id', 'courses.code', 'courses.title', 'courses.department', 'booklists.submitted_at'])
    .select(status.as('status'))
    .orderBy(sortColumn(status)[query.sort ?? 'code'], query.desc ? 'desc' : 'asc')
    .orderBy('courses.code')
    .orderBy('courses.id')

  const [{ rows, total }, groups] = await Promise.all([
    readPage(filtered, ordered, query),
    inTerm
      .select('courses.department')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('courses'),
        countWhere(status, 'notStarted').as('not_started'),
        countWhere(status, 'draft').as('draft'),
        countWhere(status, 'onTime').as('on_time'),
        countWhere(status, 'late').as('late'),
      ])
      .groupBy('courses.department')
      .orderBy('courses.department')
      .execute(),
  ])
  const departments: DepartmentStatus[] = groups.map((group) =>
    withPercent({
      department: group.department,
      courses: Number(group.courses),
      notStarted: Number(group.not_started),
      draft: Number(group.draft),
      onTime: Number(group.on_time),
      late: Number(group.late),
    }),
  )
  const instructors = await instructorsOf(
    db,
    rows.map((row) => row.id),
  )
  return {
    termName,
    term,
    daysLeft: term ? daysUntil(term.booklistDeadlineAt, nowMs) : null,
    terms,
    totals: withPercent(sumOf(departments)),
    departments,
    rows: rows.map((row) => ({
      id: row.id,
      code: row.code,
      title: row.title,
      department: row.department,
      instructors: (instructors.get(row.id) ?? []).map(({ email, name }) => ({ email, name })),
      status: row.status,
      submittedAt: row.status === 'onTime' || row.status === 'late' ? (row.submitted_at ?? null) : null,
    })),
    total,
  }
}

function withPercent<T extends Omit<TermStatusCounts, 'percentOnTime'>>(counts: T): T & { percentOnTime: number | null } {
  return { ...counts, percentOnTime: percentOnTime(counts.onTime, counts.courses) }
}

/** The departments' counts added up (each course is in one department, so this is every course of the term). */
function sumOf(departments: readonly Omit<TermStatusCounts, 'percentOnTime'>[]): Omit<TermStatusCounts, 'percentOnTime'> {
  const zero = { courses: 0, notStarted: 0, draft: 0, onTime: 0, late: 0 }
  return departments.reduce(
    (sum, d) => ({
      courses: sum.courses + d.courses,
      notStarted: sum.notStarted + d.notStarted,
      draft: sum.draft + d.draft,
      onTime: sum.onTime + d.onTime,
      late: sum.late + d.late,
    }),
    zero,
  )
}
