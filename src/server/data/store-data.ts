import { insertInstitution, setInstitutionFlag } from '../db/institutions-repo.ts'
import type { Db } from '../db/open-database.ts'
import { insertUser, setUserPermission } from '../db/users-repo.ts'
import { hashPassword } from '../auth/password.ts'
import type { DataFile } from './data-file-schema.ts'

/**
 * Makes the database hold exactly the institutions, users and flags of `data`:
 * everything before is removed (sessions and sign-in attempts too, since they
 * belong to the old accounts). One transaction, so a failure leaves the old
 * contents untouched.
 */
export async function storeData(db: Db, data: DataFile): Promise<void> {
  // Hash first: scrypt is asynchronous and a better-sqlite3 transaction must not await.
  const hashes = await Promise.all(data.users.map((user) => (user.password === undefined ? null : hashPassword(user.password))))
  db.transaction(() => {
    db.exec('DELETE FROM sessions; DELETE FROM sign_in_attempts; DELETE FROM user_permissions; DELETE FROM users; DELETE FROM institution_flags; DELETE FROM institutions;')
    for (const institution of data.institutions) {
      insertInstitution(db, institution)
      for (const [flag, enabled] of Object.entries(institution.flags)) {
        if (enabled !== undefined) setInstitutionFlag(db, institution.id, flag, enabled)
      }
    }
    data.users.forEach((user, index) => {
      insertUser(db, {
        id: user.id,
        email: user.email,
        passwordHash: hashes[index] ?? null,
        institutionId: user.institution,
        disabled: user.disabled,
        note: user.note ?? null,
      })
      for (const [permission, granted] of Object.entries(user.permissions)) {
        if (granted !== undefined) setUserPermission(db, user.id, permission, granted)
      }
    })
  })()
}
