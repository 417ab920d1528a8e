import type { ColumnMap } from '../../db/access/rules-to-sql.ts'
import { recordKind } from '../../trpc/record-kind.ts'

/**
 * A staff member as the policy's record rules read it
 * (policy/resources/staff-member.yaml): a user of the `users` table, in SQL
 * through `staffColumns` and in memory through `staffKind.fields`.
 */
export const staffColumns: ColumnMap = {
  id: 'users.id',
  institutionId: 'users.institution_id',
  email: 'users.email',
  disabled: 'users.disabled',
}

/** Staff members as the write path reads them: their permission changes move the user's version. */
export const staffKind = recordKind({
  type: 'StaffMember',
  table: 'users',
  noun: 'staff member',
  fields: async (_trx, row) => ({ id: row.id, institutionId: row.institution_id, email: row.email, disabled: row.disabled === 1 }),
  statusOf: (row) => (row.disabled === 1 ? 'disabled' : 'active'),
})
