import { createHash, randomBytes } from 'node:crypto'
import type { AppDb } from '../db/schema.ts'
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession } from '../db/sessions-repo.ts'

/** How long a sign-in lasts. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Starts a session and returns the token for the cookie; only its hash is stored. */
export async function startSession(db: AppDb, userId: string, now: number): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = now + sessionLifetimeMs
  await deleteExpiredSessions(db, now)
  await insertSession(db, { tokenHash: hashToken(token), userId, createdAt: now, expiresAt })
  return { token, expiresAt }
}

/** The user id of a live session, or undefined. */
export async function sessionUserId(db: AppDb, token: string, now: number): Promise<string | undefined> {
  return (await findLiveSession(db, hashToken(token), now))?.userId
}

export async function endSession(db: AppDb, token: string): Promise<void> {
  await deleteSession(db, hashToken(token))
}
