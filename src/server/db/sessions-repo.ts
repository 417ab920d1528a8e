import type { Db } from './open-database.ts'

export interface SessionRow {
  readonly tokenHash: string
  readonly userId: string
  readonly createdAt: number
  readonly expiresAt: number
}

export function insertSession(db: Db, session: SessionRow): void {
  db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    session.tokenHash,
    session.userId,
    session.createdAt,
    session.expiresAt,
  )
}

/** The session, if it exists and has not expired at `now` (ms since epoch). */
export function findLiveSession(db: Db, tokenHash: string, now: number): SessionRow | undefined {
  const row = db
    .prepare('SELECT token_hash, user_id, created_at, expires_at FROM sessions WHERE token_hash = ? AND expires_at > ?')
    .get(tokenHash, now) as { token_hash: string; user_id: string; created_at: number; expires_at: number } | undefined
  return row && { tokenHash: row.token_hash, userId: row.user_id, createdAt: row.created_at, expiresAt: row.expires_at }
}

export function deleteSession(db: Db, tokenHash: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash)
}

export function deleteExpiredSessions(db: Db, now: number): number {
  return db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now).changes
}
