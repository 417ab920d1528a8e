import { sql, type Kysely, type SqlBool } from 'kysely'
import type {
  AdoptionHistory,
  AssignedCourse,
  AssignedCoursesPage,
  AssignedCourseSortColumn,
  AssignedTitle,
  AwaitingPage,
  AwaitingSortColumn,
  CurrentAdoption,
} from '../../../contracts/adoptions.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import { historyOf } from '../../db/record-events-repo.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import type { Actor as WriteActor } from '../../trpc/record-write.ts'
import { readableCourses } from '../courses/course-record.ts'
import { adoptionColumns, adoptionRecord, instructorIdsOf } from './adoption-record.ts'
import { countOf, matchingText, readPage } from '../../db/list-read.ts'
import { previousApprovedCounts } from './readopt.repo.ts'

/** Whose courses: the actor of the write path, without the ability (passed on its own). */
type Actor = Pick<WriteActor, 'id' | 'institutionId'>

/** A list's input once parsed (listAdoptionsInput, listAwaitingInput). */
interface PageQuery<S extends string> {
  readonly q?: string | undefined
  readonly term?: string | undefined
  readonly sort?: S | undefined
  readonly desc: boolean
  readonly page: number
  readonly pageSize: number
}

const courseSort = { code: 'courses.code', title: 'courses.title', term: 'courses.term' } as const satisfies Record<AssignedCourseSortColumn, string>
const awaitingSort = { created: 'adoptions.created_at', course: 'courses.code', title: 'titles.title' } as const satisfies Record<AwaitingSortColumn, string>

/**
 * One page of the courses assigned to the user that they may read (`read
 * Course`, in SQL), filtered by term and text (code or title), each with the
 * titles of its booklist and its adoptions, and the latest adoption of each
 * title; with the total, the terms of all their assigned courses, and how
 * many proposals they may approve (`approve Adoption`, in SQL).
 */
export async function assignedCourses(
  db: Kysely<Database>,
  ability: AppAbility,
  actor: Actor,
  query: PageQuery<AssignedCourseSortColumn>,
): Promise<AssignedCoursesPage> {
  const mine = readableCourses(db, ability).where(
    sql<SqlBool>`exists (select 1 from course_instructors mine where mine.course_id = courses.id and mine.user_id = ${actor.id})`,
  )
  let filtered = mine
  if (query.term) filtered = filtered.where('courses.term', '=', query.term)
  if (query.q) filtered = filtered.where(matchingText(query.q, ['courses.code', 'courses.title']))
  let ordered = filtered.select(['courses.id', 'courses.code', 'courses.title', 'courses.term', 'courses.department', 'courses.enrolment'])
  // Unsorted: the newest term first, as before pages.
  ordered = query.sort ? ordered.orderBy(courseSort[query.sort], query.desc ? 'desc' : 'asc') : ordered.orderBy('courses.term', 'desc')
  const [{ rows: courses, total }, terms, awaitingCount] = await Promise.all([
    readPage(filtered, ordered.orderBy('courses.code').orderBy('courses.id'), query),
    mine.select('courses.term').distinct().orderBy('courses.term', 'desc').execute(),
    countOf(awaiting(db, ability)),
  ])
  const courseIds = courses.map((course) => course.id)
  const [instructors, listed, adopted, previousApproved] = await Promise.all([
    instructorIdsOf(db, courseIds),
    courseIds.length === 0
      ? []
      : db
          .selectFrom('booklist_items')
          .innerJoin('titles', 'titles.nbsi', 'booklist_items.nbsi')
          .select(['booklist_items.course_id', 'booklist_items.nbsi', 'booklist_items.requirement', 'titles.title', 'titles.authors'])
          .where('booklist_items.course_id', 'in', courseIds)
          .orderBy('booklist_items.position')
          .execute(),
    courseIds.length === 0
      ? []
      : db
          .selectFrom('adoptions')
          .innerJoin('titles', 'titles.nbsi', 'adoptions.nbsi')
          .leftJoin('users', 'users.id', 'adoptions.adopted_by')
          .selectAll('adoptions')
          .select(['titles.title', 'titles.authors', 'users.email as adopter_email'])
          .where('adoptions.course_id', 'in', courseIds)
          .orderBy('adoptions.created_at')
          .orderBy('adoptions.id')
          .execute(),
    previousApprovedCounts(db, courseIds),
  ])
  const assigned: AssignedCourse[] = courses.map((course) => {
    const instructorIds = instructors.get(course.id) ?? []
    const titles = new Map<string, AssignedTitle>()
    const prospective = (nbsi: string) =>
      adoptionRecord({ id: '', institution_id: actor.institutionId, course_id: course.id, nbsi, adopted_by: actor.id, status: 'proposed' }, instructorIds)
    for (const item of listed.filter((row) => row.course_id === course.id)) {
      if (titles.has(item.nbsi)) continue
      titles.set(item.nbsi, {
        nbsi: item.nbsi,
        title: item.title,
        authors: jsonList(item.authors),
        requirement: item.requirement,
        adoption: null,
        record: prospective(item.nbsi),
      })
    }
    // Oldest first, so the last one written for a title is its current state.
    for (const row of adopted.filter((adoption) => adoption.course_id === course.id)) {
      const current: CurrentAdoption = {
        id: row.id,
        status: row.status,
        version: row.version,
        adoptedBy: row.adopter_email ?? row.adopted_by,
        updatedAt: row.updated_at,
      }
      const onList = titles.get(row.nbsi)
      titles.set(row.nbsi, {
        nbsi: row.nbsi,
        title: row.title,
        authors: jsonList(row.authors),
        requirement: onList?.requirement ?? null,
        adoption: current,
        // Withdrawn or rejected: the next step is a new proposal, so the buttons ask about that one.
        record: row.status === 'withdrawn' || row.status === 'rejected' ? prospective(row.nbsi) : adoptionRecord(row, instructorIds),
      })
    }
    return { ...course, titles: [...titles.values()], previousApproved: previousApproved.get(course.id) ?? 0, readoptRecord: prospective('') }
  })
  return { rows: assigned, total, terms: terms.map((row) => row.term), awaitingCount }
}

/** The adoptions the user may `action` (in SQL), with their course and title: what names an adoption on screen. */
function adoptionsMay(db: Kysely<Database>, ability: AppAbility, action: 'read' | 'approve') {
  return db
    .selectFrom('adoptions')
    .innerJoin('courses', 'courses.id', 'adoptions.course_id')
    .innerJoin('titles', 'titles.nbsi', 'adoptions.nbsi')
    .where(accessibleBy(ability, action, 'Adoption', { columns: adoptionColumns }))
}

/** The proposals the user may approve (`approve Adoption`, in SQL), with their course and title. */
function awaiting(db: Kysely<Database>, ability: AppAbility) {
  return adoptionsMay(db, ability, 'approve')
}

/**
 * One adoption the user may read (`read Adoption`, in SQL) with its history, oldest first; undefined when missing or not readable (existence is not
 * leaked).
 */
export async function adoptionHistory(db: Kysely<Database>, ability: AppAbility, id: string): Promise<AdoptionHistory | undefined> {
  const row = await adoptionsMay(db, ability, 'read')
    .leftJoin('users', 'users.id', 'adoptions.adopted_by')
    .select([
      'adoptions.id',
      'adoptions.status',
      'adoptions.adopted_by',
      'courses.code',
      'courses.title as course_title',
      'titles.title',
      'users.email as adopter_email',
    ])
    .where('adoptions.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const adoption = {
    id: row.id,
    status: row.status,
    courseCode: row.code,
    courseTitle: row.course_title,
    title: row.title,
    adoptedBy: row.adopter_email ?? row.adopted_by,
  }
  return { adoption, events: await historyOf(db, ability, 'Adoption', id) }
}

/**
 * One page of the proposals awaiting the user's approval, filtered by term
 * and text (course code or title, title name), sorted by one column (then
 * id, so pages are stable), with the total and the terms of all of them.
 */
export async function awaitingApproval(db: Kysely<Database>, ability: AppAbility, query: PageQuery<AwaitingSortColumn>): Promise<AwaitingPage> {
  const all = awaiting(db, ability)
  let filtered = all
  if (query.term) filtered = filtered.where('courses.term', '=', query.term)
  if (query.q) filtered = filtered.where(matchingText(query.q, ['courses.code', 'courses.title', 'titles.title']))
  const ordered = filtered
    .leftJoin('users', 'users.id', 'adoptions.adopted_by')
    .selectAll('adoptions')
    .select(['courses.code as course_code', 'courses.title as course_title', 'titles.title', 'users.email as adopter_email'])
    .orderBy(awaitingSort[query.sort ?? 'created'], query.desc ? 'desc' : 'asc')
    .orderBy('adoptions.id')
  const [{ rows, total }, terms] = await Promise.all([
    readPage(filtered, ordered, query),
    all.select('courses.term').distinct().orderBy('courses.term', 'desc').execute(),
  ])
  const instructors = await instructorIdsOf(db, [...new Set(rows.map((row) => row.course_id))])
  const items = rows.map((row) => ({
    id: row.id,
    version: row.version,
    courseCode: row.course_code,
    courseTitle: row.course_title,
    term: row.term,
    nbsi: row.nbsi,
    title: row.title,
    adoptedBy: row.adopter_email ?? row.adopted_by,
    createdAt: row.created_at,
    record: adoptionRecord(row, instructors.get(row.course_id) ?? []),
  }))
  return { rows: items, total, terms: terms.map((row) => row.term) }
}

function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}
