import { sql, type Kysely, type SqlBool } from 'kysely'
import type { AdoptionRecordFields } from '../../../contracts/adoptions.ts'
import type { ColumnMap } from '../../db/access/rules-to-sql.ts'
import type { AdoptionStatus, Database } from '../../db/schema.ts'
import { recordKind } from '../../trpc/record-kind.ts'

/**
 * The Adoption record fields of policy/resources/adoption.yaml, as SQL. Its
 * instructorIds are its course's (course_instructors), so "assigned to the
 * user" is read from the course the adoption belongs to.
 */
export const adoptionColumns: ColumnMap = {
  id: 'adoptions.id',
  institutionId: 'adoptions.institution_id',
  courseId: 'adoptions.course_id',
  nbsi: 'adoptions.nbsi',
  adopterId: 'adoptions.adopted_by',
  status: 'adoptions.status',
  instructorIds: {
    list: (userId) => sql<SqlBool>`exists (select 1 from course_instructors ci where ci.course_id = adoptions.course_id and ci.user_id = ${userId})`,
  },
}

interface AdoptionKey {
  readonly id: string
  readonly institution_id: string
  readonly course_id: string
  readonly nbsi: string
  readonly adopted_by: string
  readonly status: AdoptionStatus
}

export function adoptionRecord(row: AdoptionKey, instructorIds: readonly string[]): AdoptionRecordFields {
  return {
    id: row.id,
    institutionId: row.institution_id,
    courseId: row.course_id,
    nbsi: row.nbsi,
    adopterId: row.adopted_by,
    instructorIds,
    status: row.status,
  }
}

/** The accounts teaching each course (instructors without an account have no id), by course id. */
export async function instructorIdsOf(db: Kysely<Database>, courseIds: readonly string[]): Promise<Map<string, string[]>> {
  const byCourse = new Map<string, string[]>()
  if (courseIds.length === 0) return byCourse
  const rows = await db
    .selectFrom('course_instructors')
    .select(['course_id', 'user_id'])
    .where('course_id', 'in', courseIds)
    .where('user_id', 'is not', null)
    .orderBy('user_id')
    .execute()
  for (const row of rows) if (row.user_id !== null) byCourse.set(row.course_id, [...(byCourse.get(row.course_id) ?? []), row.user_id])
  return byCourse
}

/** Adoptions as the write path reads them: the rules see the course's instructors (policy/resources/adoption.yaml). */
export const adoptionKind = recordKind({
  type: 'Adoption',
  table: 'adoptions',
  noun: 'adoption',
  fields: async (trx, row) => adoptionRecord(row, (await instructorIdsOf(trx, [row.course_id])).get(row.course_id) ?? []),
})
