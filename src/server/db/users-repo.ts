import type { AppDb } from './schema.ts'

export interface UserRow {
  readonly id: string
  readonly email: string
  readonly passwordHash: string | null
  /** Null once the user's institution has been deleted. */
  readonly institutionId: string | null
  readonly disabled: boolean
  readonly note: string | null
}

const columns = ['id', 'email', 'password_hash', 'institution_id', 'disabled', 'note'] as const

function toUser(row: {
  id: string
  email: string
  password_hash: string | null
  institution_id: string | null
  disabled: number
  note: string | null
}): UserRow {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    institutionId: row.institution_id,
    disabled: row.disabled === 1,
    note: row.note,
  }
}

export async function findUserById(db: AppDb, id: string): Promise<UserRow | undefined> {
  const row = await db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst()
  return row && toUser(row)
}

/** Emails compare case-insensitively (through the lower-case `email_key`). */
export async function findUserByEmail(db: AppDb, email: string): Promise<UserRow | undefined> {
  const row = await db.selectFrom('users').select(columns).where('email_key', '=', email.toLowerCase()).executeTakeFirst()
  return row && toUser(row)
}

export async function userPermissions(db: AppDb, userId: string): Promise<Record<string, boolean>> {
  const rows = await db.selectFrom('user_permissions').select(['permission', 'granted']).where('user_id', '=', userId).execute()
  return Object.fromEntries(rows.map((row) => [row.permission, row.granted === 1]))
}

export interface UserListing {
  readonly email: string
  readonly institutionName: string | null
  readonly disabled: boolean
  readonly hasPassword: boolean
  readonly note: string | null
}

/** Every account with its institution's name, in the order they were loaded, for the demo listing. */
export async function listUsers(db: AppDb): Promise<UserListing[]> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('institutions as i', 'i.id', 'u.institution_id')
    .select(['u.email', 'i.name as institution_name', 'u.disabled', 'u.password_hash', 'u.note'])
    .orderBy('u.created_at')
    .orderBy('u.id')
    .execute()
  return rows.map((row) => ({
    email: row.email,
    institutionName: row.institution_name,
    disabled: row.disabled === 1,
    hasPassword: row.password_hash !== null,
    note: row.note,
  }))
}
