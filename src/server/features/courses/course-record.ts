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
