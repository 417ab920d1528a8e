import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/open-database.ts'
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession } from '../db/sessions-repo.ts'

/** How long a sign-in lasts. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Starts a session and returns the token for the cookie; only its hash is stored. */
export function startSession(db: Db, userId: string, now: number): { token: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = now + sessionLifetimeMs
  deleteExpiredSessions(db, now)
  insertSession(db, { tokenHash: hashToken(token), userId, createdAt: now, expiresAt })
  return { token, expiresAt }
}

/** The user id of a live session, or undefined. */
export function sessionUserId(db: Db, token: string, now: number): string | undefined {
  return findLiveSession(db, hashToken(token), now)?.userId
}

export function endSession(db: Db, token: string): void {
  deleteSession(db, hashToken(token))
}
