import type { AppDb } from './schema.ts'

/** Times are ms since the epoch here, as the sign-in code counts them; stored as ISO strings. */
export interface SessionRow {
  readonly tokenHash: string
  readonly userId: string
  readonly createdAt: number
  readonly expiresAt: number
}

const iso = (ms: number) => new Date(ms).toISOString()

export async function insertSession(db: AppDb, session: SessionRow): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ token_hash: session.tokenHash, user_id: session.userId, created_at: iso(session.createdAt), expires_at: iso(session.expiresAt) })
    .execute()
}

/** The session, if it exists and has not expired at `now` (ms since epoch). */
export async function findLiveSession(db: AppDb, tokenHash: string, now: number): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['token_hash', 'user_id', 'created_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', iso(now))
    .executeTakeFirst()
  return row && { tokenHash: row.token_hash, userId: row.user_id, createdAt: Date.parse(row.created_at), expiresAt: Date.parse(row.expires_at) }
}

export async function deleteSession(db: AppDb, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute()
}

export async function deleteExpiredSessions(db: AppDb, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', iso(now)).executeTakeFirst()
  return Number(result.numDeletedRows)
}
