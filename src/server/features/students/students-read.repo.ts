import { sql, type Kysely } from 'kysely'
import type { z } from 'zod'
import type { listStudentsInput, StudentHistory, StudentRow, StudentSortColumn, StudentsPage } from '../../../contracts/students.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import { historyOf } from '../../db/record-events-repo.ts'
import type { Database } from '../../db/schema.ts'
import { policy, type AppAbility } from '../../policy.ts'
import { withheldFields } from '../../../policy/field-access.ts'
import { readableColumns } from '../../access/record-fields.ts'
import { accessStateSql, studentColumns, studentRow, type StudentReadRow } from './student-record.ts'
import { matchingText, readPage } from '../../db/list-read.ts'

/** The list's input once parsed (defaults filled in). */
export type StudentsQuery = z.output<typeof listStudentsInput>

const sortColumn = {
  name: 'students.name',
  email: 'students.email',
  studentNumber: 'students.student_number',
  accessExpiresAt: 'students.access_expires_at',
} as const satisfies Record<StudentSortColumn, string>

/** The columns besides the record's own (studentColumns, which readableColumns selects without what the field rules withhold). */
const otherColumns = [
  'students.student_number',
  'students.name',
  'students.status',
  'students.access_expires_at',
  'students.access_revoked_at',
  'students.version',
] as const

/** Whether the field rules withhold the email address from this person on every student: then it is never read, searched or sorted by. */
function emailWithheld(ability: AppAbility): boolean {
  return withheldFields(policy, ability, 'read', 'Student').includes('email')
}

/** The readable students' columns for this person: their email address only where the field rules let them read it. */
function selectStudents(query: ReturnType<typeof readableStudents>, ability: AppAbility) {
  return query.select(otherColumns).select(readableColumns(studentColumns, ability, 'Student'))
}

/** readableColumns selects the record's columns by name, which Kysely cannot type. */
const asStudentRow = <R extends object>(row: R) => row as R & StudentReadRow

/** The students the user may read (`read Student`, in SQL), never filtered after loading. */
export function readableStudents(db: Kysely<Database>, ability: AppAbility) {
  return db.selectFrom('students').where(accessibleBy(ability, 'read', 'Student', { columns: studentColumns }))
}

/**
 * One page of readable students, searched (name, email or student number;
 * not the email for someone the field rules withhold it from, nor sorted by it),
 * filtered by their access state at `now` (in SQL), sorted by one column
 * (name by default; students never granted access sort last either way
 * under accessExpiresAt), then by id so pages are stable; with the total.
 */
export async function listStudents(
  db: Kysely<Database>,
  ability: AppAbility,
  query: StudentsQuery,
  now: string,
  accessLengthDays: number,
): Promise<StudentsPage> {
  let filtered = readableStudents(db, ability)
  const withheld = emailWithheld(ability)
  const searched = withheld ? ['students.name', 'students.student_number'] : ['students.name', 'students.email', 'students.student_number']
  if (query.q) filtered = filtered.where(matchingText(query.q, searched))
  if (query.access) filtered = filtered.where(accessStateSql(now), '=', query.access)
  const direction = query.desc ? 'desc' : 'asc'
  // An email address withheld is not sorted by either (the order would tell it): by name instead.
  const sort = query.sort === undefined || (query.sort === 'email' && withheld) ? 'name' : query.sort
  let ordered = selectStudents(filtered, ability)
  // Never granted (no expiry) sorts last, ascending or descending, on both databases.
  if (sort === 'accessExpiresAt') ordered = ordered.orderBy(sql`case when students.access_expires_at is null then 1 else 0 end`)
  ordered = ordered.orderBy(sortColumn[sort], direction).orderBy('students.id')
  const { rows, total } = await readPage(filtered, ordered, query)
  return { rows: rows.map((row) => studentRow(asStudentRow(row), now, ability)), total, accessLengthDays }
}

/** One readable student as the list shows them; undefined when missing or not readable (existence is not leaked). */
export async function findReadableStudent(db: Kysely<Database>, ability: AppAbility, id: string, now: string): Promise<StudentRow | undefined> {
  const row = await selectStudents(readableStudents(db, ability), ability).where('students.id', '=', id).executeTakeFirst()
  return row ? studentRow(asStudentRow(row), now, ability) : undefined
}

/** One readable student with their access history, oldest first; undefined when missing or not readable. */
export async function studentHistory(db: Kysely<Database>, ability: AppAbility, id: string, now: string): Promise<StudentHistory | undefined> {
  const student = await findReadableStudent(db, ability, id, now)
  if (!student) return undefined
  return { student, events: await historyOf(db, ability, 'Student', id) }
}
