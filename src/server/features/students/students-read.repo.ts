import { sql, type Kysely } from 'kysely'
import type { z } from 'zod'
import type { listStudentsInput, StudentHistory, StudentRow, StudentSortColumn, StudentsPage } from '../../../contracts/students.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import { historyOf } from '../../db/record-events-repo.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { accessStateSql, studentColumns, studentRow } from './student-record.ts'
import { matchingText, readPage } from '../../db/list-read.ts'

/** The list's input once parsed (defaults filled in). */
export type StudentsQuery = z.output<typeof listStudentsInput>

const sortColumn = {
  name: 'students.name',
  email: 'students.email',
  studentNumber: 'students.student_number',
  accessExpiresAt: 'students.access_expires_at',
} as const satisfies Record<StudentSortColumn, string>

const columns = [
  'students.id',
  'students.institution_id',
  'students.student_number',
  'students.name',
  'students.email',
  'students.status',
  'students.access_expires_at',
  'students.access_revoked_at',
  'students.version',
] as const

/** The students the user may read (`read Student`, in SQL), never filtered after loading. */
export function readableStudents(db: Kysely<Database>, ability: AppAbility) {
  return db.selectFrom('students').where(accessibleBy(ability, 'read', 'Student', { columns: studentColumns }))
}

/**
 * One page of readable students, searched (name, email or student number),
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
  if (query.q) filtered = filtered.where(matchingText(query.q, ['students.name', 'students.email', 'students.student_number']))
  if (query.access) filtered = filtered.where(accessStateSql(now), '=', query.access)
  const direction = query.desc ? 'desc' : 'asc'
  const sort = query.sort ?? 'name'
  let ordered = filtered.select(columns)
  // Never granted (no expiry) sorts last, ascending or descending, on both databases.
  if (sort === 'accessExpiresAt') ordered = ordered.orderBy(sql`case when students.access_expires_at is null then 1 else 0 end`)
  ordered = ordered.orderBy(sortColumn[sort], direction).orderBy('students.id')
  const { rows, total } = await readPage(filtered, ordered, query)
  return { rows: rows.map((row) => studentRow(row, now)), total, accessLengthDays }
}

/** One readable student as the list shows them; undefined when missing or not readable (existence is not leaked). */
export async function findReadableStudent(db: Kysely<Database>, ability: AppAbility, id: string, now: string): Promise<StudentRow | undefined> {
  const row = await readableStudents(db, ability).select(columns).where('students.id', '=', id).executeTakeFirst()
  return row ? studentRow(row, now) : undefined
}

/** One readable student with their access history, oldest first; undefined when missing or not readable. */
export async function studentHistory(db: Kysely<Database>, ability: AppAbility, id: string, now: string): Promise<StudentHistory | undefined> {
  const student = await findReadableStudent(db, ability, id, now)
  if (!student) return undefined
  return { student, events: await historyOf(db, ability, 'Student', id) }
}
