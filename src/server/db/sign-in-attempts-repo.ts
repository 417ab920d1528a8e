import type { Db } from './open-database.ts'

export function recordFailedSignIn(db: Db, account: string, at: number): void {
  db.prepare('INSERT INTO sign_in_attempts (account, attempted_at) VALUES (?, ?)').run(account, at)
}

/** Times (ms) of the account's failed attempts later than `after`, oldest first. */
export function failedSignInsAfter(db: Db, account: string, after: number): number[] {
  return db
    .prepare('SELECT attempted_at FROM sign_in_attempts WHERE account = ? AND attempted_at > ? ORDER BY attempted_at')
    .pluck()
    .all(account, after)
    .map((at) => Number(at))
}

export function clearFailedSignIns(db: Db, account: string): void {
  db.prepare('DELETE FROM sign_in_attempts WHERE account = ?').run(account)
}

/** Attempts older than the window no longer count; dropping them keeps the table small. */
export function pruneSignInAttempts(db: Db, notAfter: number): void {
  db.prepare('DELETE FROM sign_in_attempts WHERE attempted_at <= ?').run(notAfter)
}
