import { insertInstitution, setInstitutionFlag } from '../db/institutions-repo.ts'
import type { AppDb } from '../db/schema.ts'
import { insertUser, setUserPermission } from '../db/users-repo.ts'
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

/** Inserts a user of the file with the file's permissions; `createdAt` keeps the file's order. */
export async function insertFileUser(trx: AppDb, user: DataFile['users'][number], passwordHash: string | null, createdAt: string): Promise<void> {
  await insertUser(trx, { id: user.id, email: user.email, passwordHash, institutionId: user.institution, disabled: user.disabled, note: user.note ?? null }, createdAt)
  for (const [permission, granted] of Object.entries(user.permissions)) {
    if (granted !== undefined) await setUserPermission(trx, user.id, permission, granted)
  }
}
