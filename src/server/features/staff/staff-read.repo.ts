import { sql, type Kysely } from 'kysely'
import type { Permission } from '../../../generated/policy-names.gen.ts'
import { permissionNames } from '../../../generated/policy-names.gen.ts'
import type { ListStaffInput, StaffMemberDetail, StaffPage, StaffRow, StaffSortColumn } from '../../../contracts/staff.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import { permissionCatalogue } from './permission-catalogue.ts'
import { historyOf } from '../../db/record-events-repo.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { staffColumns } from './staff-record.ts'
import { matchingText, readPage } from '../../db/list-read.ts'

export type StaffQuery = Required<Pick<ListStaffInput, 'desc' | 'page' | 'pageSize'>> & Pick<ListStaffInput, 'q' | 'sort'>

const sortColumn = { email: 'users.email', name: 'users.display_name' } as const satisfies Record<StaffSortColumn, string>

/** The staff members the user may read (`read StaffMember`, in SQL), never filtered after loading. */
export function readableStaff(db: Kysely<Database>, ability: AppAbility) {
  return db.selectFrom('users').where(accessibleBy(ability, 'read', 'StaffMember', { columns: staffColumns }))
}

const rowColumns = ['users.id', 'users.institution_id', 'users.email', 'users.display_name', 'users.disabled', 'users.version'] as const

/**
 * One page of readable staff, filtered by text (email or display name,
 * case-insensitive), sorted by email or name (then id, so pages are stable),
 * with the total; each row's permissions come from one query for the page.
 */
export async function listStaff(db: Kysely<Database>, ability: AppAbility, query: StaffQuery, youId: string): Promise<StaffPage> {
  let filtered = readableStaff(db, ability)
  if (query.q) filtered = filtered.where(matchingText(query.q, ['users.email', sql`coalesce(users.display_name, '')`]))
  const direction = query.desc ? 'desc' : 'asc'
  const ordered = filtered
    .select(rowColumns)
    // The unnamed last in either direction (the databases disagree on where nulls sort).
    .$if(query.sort === 'name', (q) => q.orderBy(sql`case when users.display_name is null then 1 else 0 end`))
    .orderBy(sortColumn[query.sort ?? 'email'], direction)
    .orderBy('users.id')
  const { rows, total } = await readPage(filtered, ordered, query)
  const granted = await grantedOf(
    db,
    rows.map((row) => row.id),
  )
  return { rows: rows.map((row) => staffRow(row, granted.get(row.id) ?? [], youId)), total }
}

/** One readable staff member, or undefined when there is none or the user may not read them. */
export async function findReadableStaff(db: Kysely<Database>, ability: AppAbility, id: string, youId: string): Promise<StaffRow | undefined> {
  const row = await readableStaff(db, ability).select(rowColumns).where('users.id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const granted = await grantedOf(db, [row.id])
  return staffRow(row, granted.get(row.id) ?? [], youId)
}

/** One readable staff member with the audit of their permission changes; undefined when not found or not readable. */
export async function staffMember(db: Kysely<Database>, ability: AppAbility, id: string, youId: string): Promise<StaffMemberDetail | undefined> {
  const member = await findReadableStaff(db, ability, id, youId)
  if (!member) return undefined
  return { member, events: await historyOf(db, ability, 'StaffMember', id), permissions: permissionCatalogue }
}

/** The permissions each of these users holds (granted), in policy/permissions.yaml's order. */
export async function grantedOf(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, Permission[]>> {
  const byUser = new Map<string, Permission[]>()
  if (userIds.length === 0) return byUser
  const rows = await db.selectFrom('user_permissions').select(['user_id', 'permission']).where('user_id', 'in', userIds).where('granted', '=', 1).execute()
  const held = new Map<string, Set<string>>()
  for (const row of rows) held.set(row.user_id, (held.get(row.user_id) ?? new Set()).add(row.permission))
  for (const [userId, names] of held) byUser.set(userId, inPolicyOrder(names))
  return byUser
}

/** These names, known ones only, in policy/permissions.yaml's order. */
export function inPolicyOrder(names: Iterable<string>): Permission[] {
  const set = new Set(names)
  return permissionNames.filter((name) => set.has(name))
}

function staffRow(
  row: { id: string; institution_id: string | null; email: string; display_name: string | null; disabled: number; version: number },
  granted: Permission[],
  youId: string,
): StaffRow {
  // Readable means of the reader's institution, so it is never null here.
  return {
    id: row.id,
    institutionId: row.institution_id ?? '',
    email: row.email,
    name: row.display_name,
    disabled: row.disabled === 1,
    granted,
    isYou: row.id === youId,
    version: row.version,
  }
}
