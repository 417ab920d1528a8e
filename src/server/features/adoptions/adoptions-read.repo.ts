import { sql, type Kysely, type SqlBool } from 'kysely'
import type { AdoptionsOverview, AssignedCourse, AssignedTitle, AwaitingApproval, CurrentAdoption } from '../../../contracts/adoptions.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import type { Actor as WriteActor } from '../../trpc/record-write.ts'
import { readableCourses } from '../courses/courses-read.repo.ts'
import { adoptionColumns, adoptionRecord, instructorIdsOf } from './adoption-record.ts'

/** A teacher's courses fit on one screen; past this many the oldest terms are left out. */
const maxCourses = 200
const maxAwaiting = 100

/** Whose courses: the actor of the write path, without the ability (passed on its own). */
type Actor = Pick<WriteActor, 'id' | 'institutionId'>

/**
 * The courses assigned to the user that they may read (`read Course`, in SQL),
 * each with the titles of its booklist and its adoptions, and the latest
 * adoption of each title; then the proposed adoptions the user may approve
 * (`approve Adoption`, in SQL).
 */
export async function adoptionsOverview(db: Kysely<Database>, ability: AppAbility, actor: Actor): Promise<AdoptionsOverview> {
  const courses = await readableCourses(db, ability)
    .where(sql<SqlBool>`exists (select 1 from course_instructors mine where mine.course_id = courses.id and mine.user_id = ${actor.id})`)
    .select(['courses.id', 'courses.code', 'courses.title', 'courses.term', 'courses.department', 'courses.enrolment'])
    .orderBy('courses.term', 'desc')
    .orderBy('courses.code')
    .limit(maxCourses)
    .execute()
  const courseIds = courses.map((course) => course.id)
  const [instructors, listed, adopted, awaiting] = await Promise.all([
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
    awaitingApproval(db, ability),
  ])
  const assigned: AssignedCourse[] = courses.map((course) => {
    const instructorIds = instructors.get(course.id) ?? []
    const titles = new Map<string, AssignedTitle>()
    const prospective = (nbsi: string) => adoptionRecord({ id: '', institution_id: actor.institutionId, course_id: course.id, nbsi, adopted_by: actor.id, status: 'proposed' }, instructorIds)
    for (const item of listed.filter((row) => row.course_id === course.id)) {
      if (titles.has(item.nbsi)) continue
      titles.set(item.nbsi, { nbsi: item.nbsi, title: item.title, authors: jsonList(item.authors), requirement: item.requirement, adoption: null, record: prospective(item.nbsi) })
    }
    // Oldest first, so the last one written for a title is its current state.
    for (const row of adopted.filter((adoption) => adoption.course_id === course.id)) {
      const current: CurrentAdoption = { id: row.id, status: row.status, version: row.version, adoptedBy: row.adopter_email ?? row.adopted_by, updatedAt: row.updated_at }
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
    return { ...course, titles: [...titles.values()] }
  })
  return { courses: assigned, awaitingApproval: awaiting }
}

async function awaitingApproval(db: Kysely<Database>, ability: AppAbility): Promise<AwaitingApproval[]> {
  const rows = await db
    .selectFrom('adoptions')
    .innerJoin('courses', 'courses.id', 'adoptions.course_id')
    .innerJoin('titles', 'titles.nbsi', 'adoptions.nbsi')
    .leftJoin('users', 'users.id', 'adoptions.adopted_by')
    .where(accessibleBy(ability, 'approve', 'Adoption', { columns: adoptionColumns }))
    .selectAll('adoptions')
    .select(['courses.code as course_code', 'courses.title as course_title', 'titles.title', 'users.email as adopter_email'])
    .orderBy('adoptions.created_at')
    .orderBy('adoptions.id')
    .limit(maxAwaiting)
    .execute()
  const instructors = await instructorIdsOf(db, [...new Set(rows.map((row) => row.course_id))])
  return rows.map((row) => ({
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
}

function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}
