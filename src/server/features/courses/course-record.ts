import { sql, type Kysely, type SqlBool } from 'kysely'
import { accessibleBy, type ColumnMap } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'

/**
 * The Course record fields of policy/resources/course.yaml, as SQL. A course's
 * instructorIds are the accounts in course_instructors (instructors without
 * an account have no id and so never match a user), read as a membership test.
 */
export const courseColumns: ColumnMap = {
  id: 'courses.id',
  institutionId: 'courses.institution_id',
  code: 'courses.code',
  title: 'courses.title',
  term: 'courses.term',
  department: 'courses.department',
  enrolment: 'courses.enrolment',
  instructorIds: {
    list: (userId) => sql<SqlBool>`exists (select 1 from course_instructors ci where ci.course_id = courses.id and ci.user_id = ${userId})`,
  },
}

/** The courses the user may read (`read Course`, in SQL), never filtered after loading: every list of courses starts here. */
export function readableCourses(db: Kysely<Database>, ability: AppAbility) {
  return db.selectFrom('courses').where(accessibleBy(ability, 'read', 'Course', { columns: courseColumns }))
}

/** The instructors of these courses, by course id, in email order. */
export async function instructorsOf(
  db: Kysely<Database>,
  courseIds: readonly string[],
): Promise<Map<string, { email: string; name: string | null; userId: string | null }[]>> {
  const byCourse = new Map<string, { email: string; name: string | null; userId: string | null }[]>()
  if (courseIds.length === 0) return byCourse
  const found = await db
    .selectFrom('course_instructors')
    .select(['course_id', 'email', 'name', 'user_id'])
    .where('course_id', 'in', courseIds)
    .orderBy('email')
    .execute()
  for (const row of found) {
    const list = byCourse.get(row.course_id) ?? []
    list.push({ email: row.email, name: row.name, userId: row.user_id })
    byCourse.set(row.course_id, list)
  }
  return byCourse
}
