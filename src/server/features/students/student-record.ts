import type { AnyAbility } from '@casl/ability'
import { sql, type RawBuilder } from 'kysely'
import { expiringWithinDays, type StudentAccessState, type StudentRow } from '../../../contracts/students.ts'
import type { ColumnMap } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { StudentRecord } from '../../policy.ts'
import { readableView } from '../../access/record-fields.ts'
import { recordKind } from '../../trpc/record-kind.ts'

export type { StudentRecord }

type StoredStudent = Pick<Database['students'], 'id' | 'institution_id' | 'email' | 'access_expires_at' | 'access_revoked_at'>

/**
 * The Student record fields of policy/resources/student.yaml, as SQL. The read
 * rule names only the institution, so accessState (worked out from the dates
 * at a moment) has no column: `accessStateSql` is the same rule for the filter.
 */
export const studentColumns: ColumnMap = {
  id: 'students.id',
  institutionId: 'students.institution_id',
  email: 'students.email',
}

const dayMs = 24 * 60 * 60 * 1000

/** `days` days after an ISO time, as an ISO time. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * dayMs).toISOString()
}

/**
 * A student's access at `now` (times as ISO strings): revoked while staff's
 * withdrawal stands; expired when it ended (at `now` included) or was never
 * granted; expiring when it ends within the next `expiringWithinDays` days
 * (at the boundary included); active beyond that.
 */
export function accessStateOf(accessExpiresAt: string | null, accessRevokedAt: string | null, now: string): StudentAccessState {
  if (accessRevokedAt !== null) return 'revoked'
  if (accessExpiresAt === null) return 'expired'
  const ends = Date.parse(accessExpiresAt)
  if (ends <= Date.parse(now)) return 'expired'
  if (ends <= Date.parse(addDays(now, expiringWithinDays))) return 'expiring'
  return 'active'
}

/**
 * accessStateOf in SQL, so the list filters by access before paging. The two
 * moments are parameters compared with the time columns: ISO text on SQLite
 * (which orders as time), timestamptz on PostgreSQL.
 */
export function accessStateSql(now: string): RawBuilder<StudentAccessState> {
  const expiringUntil = addDays(now, expiringWithinDays)
  return sql<StudentAccessState>`case
    when students.access_revoked_at is not null then 'revoked'
    when students.access_expires_at is null or students.access_expires_at <= ${now} then 'expired'
    when students.access_expires_at <= ${expiringUntil} then 'expiring'
    else 'active' end`
}

/** The student as the policy's rules read it, at `now`. */
export function studentRecord(row: StoredStudent, now: string): StudentRecord {
  return { id: row.id, institutionId: row.institution_id, email: row.email, accessState: accessStateOf(row.access_expires_at, row.access_revoked_at, now) }
}

/**
 * A student as the list reads them; `email` is not read at all for someone the
 * read rule's field rule withholds it from on every student (readableColumns).
 */
export type StudentReadRow = Pick<
  Database['students'],
  'id' | 'institution_id' | 'student_number' | 'name' | 'status' | 'access_expires_at' | 'access_revoked_at'
> & {
  email?: string
  version: number
}

/** The student for the screen, without the fields the read rule's field rules withhold from this person on them (the email address). */
export function studentRow(row: StudentReadRow, now: string, ability: AnyAbility): StudentRow {
  const accessState = accessStateOf(row.access_expires_at, row.access_revoked_at, now)
  const email = row.email === undefined ? {} : { email: row.email }
  const record = { id: row.id, institutionId: row.institution_id, ...email, accessState }
  return readableView(
    {
      id: row.id,
      institutionId: row.institution_id,
      studentNumber: row.student_number,
      name: row.name,
      ...email,
      enrolment: row.status,
      accessState,
      accessExpiresAt: row.access_expires_at,
      accessRevokedAt: row.access_revoked_at,
      version: row.version,
    },
    ability,
    'Student',
    record,
  )
}

/** Students as the write path reads them at `now` (policy/resources/student.yaml); their status is their access state. */
export function studentKind(now: string) {
  return recordKind({
    type: 'Student',
    table: 'students',
    noun: 'student',
    fields: async (_trx, row) => studentRecord(row, now),
    statusOf: (row) => accessStateOf(row.access_expires_at, row.access_revoked_at, now),
  })
}
