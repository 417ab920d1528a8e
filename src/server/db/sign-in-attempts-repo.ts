import type { AppDb } from './schema.ts'

const iso = (ms: number) => new Date(ms).toISOString()

export async function recordFailedSignIn(db: AppDb, account: string, at: number): Promise<void> {
  await db
    .insertInto('sign_in_attempts')
    .values({ account, attempted_at: iso(at) })
    .execute()
}

/** Times (ms) of the account's failed attempts later than `after`, oldest first. */
export async function failedSignInsAfter(db: AppDb, account: string, after: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sign_in_attempts')
    .select('attempted_at')
    .where('account', '=', account)
    .where('attempted_at', '>', iso(after))
    .orderBy('attempted_at')
    .execute()
  return rows.map((row) => Date.parse(row.attempted_at))
}

export async function clearFailedSignIns(db: AppDb, account: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('account', '=', account).execute()
}

/** Attempts older than the window no longer count; dropping them keeps the table small. */
export async function pruneSignInAttempts(db: AppDb, notAfter: number): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('attempted_at', '<=', iso(notAfter)).execute()
}
