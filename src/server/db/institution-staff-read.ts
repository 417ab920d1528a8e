import type { AppAbility } from '../policy.ts'
import { staffColumns } from '../features/staff/staff-record.ts'
import { accessibleBy } from './access/rules-to-sql.ts'
import type { AppDb } from './schema.ts'

/** One staff member as the policy sees them: who they are and the permissions they hold (granted). */
export interface StaffFacts {
  readonly id: string
  readonly email: string
  readonly name: string | null
  readonly disabled: boolean
  /** Granted permission names, sorted. */
  readonly granted: readonly string[]
}

/**
 * Every staff member of an institution with their granted permissions, in two
 * queries whatever the number of staff ("who can" and the access review ask
 * the policy about all of them at once), ordered by email.
 */
export async function institutionStaff(db: AppDb, institutionId: string, readableBy?: AppAbility): Promise<StaffFacts[]> {
  let query = db.selectFrom('users').select(['id', 'email', 'display_name', 'disabled']).where('institution_id', '=', institutionId)
  // The people the asker may read (`read StaffMember`, in SQL), never filtered after loading.
  if (readableBy) query = query.where(accessibleBy(readableBy, 'read', 'StaffMember', { columns: staffColumns }))
  const users = await query.orderBy('email_key').orderBy('id').execute()
  const grants = await db
    .selectFrom('user_permissions as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.permission'])
    .where('u.institution_id', '=', institutionId)
    .where('p.granted', '=', 1)
    .execute()
  const held = new Map<string, string[]>()
  for (const row of grants) held.set(row.user_id, [...(held.get(row.user_id) ?? []), row.permission])
  return users.map((user) => ({
    id: user.id,
    email: user.email,
    name: user.display_name,
    disabled: user.disabled === 1,
    granted: (held.get(user.id) ?? []).sort(),
  }))
}
