import { sql, type SqlBool } from 'kysely'
import type { ColumnMap } from '../../db/access/rules-to-sql.ts'

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
