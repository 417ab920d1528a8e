import { insertInstitution, setInstitutionFlag } from '../db/institutions-repo.ts'
import type { AppDb } from '../db/schema.ts'
import type { DataFile } from './data-file-schema.ts'

/** Sets the flags the file names for the institution (a flag left out has no row, which reads as off). */
export async function setFileFlags(trx: AppDb, institution: DataFile['institutions'][number]): Promise<void> {
  for (const [flag, enabled] of Object.entries(institution.flags)) {
    if (enabled !== undefined) await setInstitutionFlag(trx, institution.id, flag, enabled)
  }
}

/** Inserts an institution of the file with its flags. */
export async function insertFileInstitution(trx: AppDb, institution: DataFile['institutions'][number]): Promise<void> {
  await insertInstitution(trx, institution)
  await setFileFlags(trx, institution)
}

export interface NewUser {
  readonly id: string
  readonly email: string
  readonly name: string | null
  readonly passwordHash: string | null
  readonly institutionId: string
  readonly disabled: boolean
  readonly note: string | null
}

/**
 * Users and their permissions as provisioning writes them (an empty or reset
 * database). The app changes them only through the write path
 * (src/server/features/staff): these live here so record-write.only-writer.test.ts keeps them out of the app.
 */
export async function insertUser(db: AppDb, user: NewUser, createdAt?: string): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      email_key: user.email.toLowerCase(),
      display_name: user.name,
      password_hash: user.passwordHash,
      institution_id: user.institutionId,
      disabled: user.disabled ? 1 : 0,
      note: user.note,
      ...(createdAt === undefined ? {} : { created_at: createdAt, updated_at: createdAt }),
    })
    .execute()
}

export async function setUserPermission(db: AppDb, userId: string, permission: string, granted: boolean): Promise<void> {
  await db
    .insertInto('user_permissions')
    .values({ user_id: userId, permission, granted: granted ? 1 : 0 })
    .onConflict((conflict) => conflict.columns(['user_id', 'permission']).doUpdateSet((eb) => ({ granted: eb.ref('excluded.granted') })))
    .execute()
}

/** Inserts a user of the file with the file's permissions; `createdAt` keeps the file's order. */
export async function insertFileUser(trx: AppDb, user: DataFile['users'][number], passwordHash: string | null, createdAt: string): Promise<void> {
  await insertUser(
    trx,
    {
      id: user.id,
      email: user.email,
      name: user.name ?? null,
      passwordHash,
      institutionId: user.institution,
      disabled: user.disabled,
      note: user.note ?? null,
    },
    createdAt,
  )
  for (const [permission, granted] of Object.entries(user.permissions)) {
    if (granted !== undefined) await setUserPermission(trx, user.id, permission, granted)
  }
}
