import type { Db } from './open-database.ts'

export interface UserRow {
  readonly id: string
  readonly email: string
  readonly passwordHash: string | null
  /** Null once the user's institution has been deleted. */
  readonly institutionId: string | null
  readonly disabled: boolean
  readonly note: string | null
}

interface RawUser {
  id: string
  email: string
  password_hash: string | null
  institution_id: string | null
  disabled: number
  note: string | null
}

const columns = 'id, email, password_hash, institution_id, disabled, note'

function toUser(row: RawUser): UserRow {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    institutionId: row.institution_id,
    disabled: row.disabled === 1,
    note: row.note,
  }
}

export function findUserById(db: Db, id: string): UserRow | undefined {
  const row = db.prepare(`SELECT ${columns} FROM users WHERE id = ?`).get(id) as RawUser | undefined
  return row && toUser(row)
}

/** Emails compare case-insensitively (the column is COLLATE NOCASE). */
export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  const row = db.prepare(`SELECT ${columns} FROM users WHERE email = ?`).get(email) as RawUser | undefined
  return row && toUser(row)
}

export function userPermissions(db: Db, userId: string): Record<string, boolean> {
  const rows = db.prepare('SELECT permission, granted FROM user_permissions WHERE user_id = ?').all(userId) as {
    permission: string
    granted: number
  }[]
  return Object.fromEntries(rows.map((row) => [row.permission, row.granted === 1]))
}

export interface UserListing {
  readonly email: string
  readonly institutionName: string | null
  readonly disabled: boolean
  readonly hasPassword: boolean
  readonly note: string | null
}

/** Every account with its institution's name, in email order, for the demo listing. */
export function listUsers(db: Db): UserListing[] {
  const rows = db
    .prepare(
      `SELECT u.email, i.name AS institution_name, u.disabled, u.password_hash IS NOT NULL AS has_password, u.note
       FROM users u LEFT JOIN institutions i ON i.id = u.institution_id ORDER BY u.rowid`,
    )
    .all() as { email: string; institution_name: string | null; disabled: number; has_password: number; note: string | null }[]
  return rows.map((row) => ({
    email: row.email,
    institutionName: row.institution_name,
    disabled: row.disabled === 1,
    hasPassword: row.has_password === 1,
    note: row.note,
  }))
}

export interface NewUser {
  readonly id: string
  readonly email: string
  readonly passwordHash: string | null
  readonly institutionId: string
  readonly disabled: boolean
  readonly note: string | null
}

export function insertUser(db: Db, user: NewUser): void {
  db.prepare(
    'INSERT INTO users (id, email, password_hash, institution_id, disabled, note) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(user.id, user.email, user.passwordHash, user.institutionId, user.disabled ? 1 : 0, user.note)
}

export function setUserPermission(db: Db, userId: string, permission: string, granted: boolean): void {
  db.prepare(
    `INSERT INTO user_permissions (user_id, permission, granted) VALUES (?, ?, ?)
     ON CONFLICT (user_id, permission) DO UPDATE SET granted = excluded.granted`,
  ).run(userId, permission, granted ? 1 : 0)
}

export function setUserDisabled(db: Db, userId: string, disabled: boolean): void {
  db.prepare('UPDATE users SET disabled = ? WHERE id = ?').run(disabled ? 1 : 0, userId)
}
