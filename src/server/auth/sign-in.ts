import { clearFailedSignIns, failedSignInsAfter, pruneSignInAttempts, recordFailedSignIn } from '../db/sign-in-attempts-repo.ts'
import { dialectOf } from '../db/dialects/index.ts'
import type { AppDb } from '../db/schema.ts'
import { findUserByEmail } from '../db/users-repo.ts'
import { decoyHash, verifyPassword } from './password.ts'

export interface RateLimit {
  /** Failed attempts allowed per account within the window. */
  readonly maxFailures: number
  readonly windowMs: number
}

export const defaultRateLimit: RateLimit = { maxFailures: 5, windowMs: 15 * 60 * 1000 }

export interface SignInOptions {
  readonly rateLimit: RateLimit
  /** Development only: accounts without a password accept any password. */
  readonly allowPasswordless: boolean
  readonly now: () => number
}

export type SignInResult =
  | { readonly ok: true; readonly userId: string }
  | { readonly ok: false; readonly reason: 'invalid' }
  | { readonly ok: false; readonly reason: 'rate-limited'; readonly retryAfterMs: number }

/**
 * Checks an email and password. A disabled account still signs in: the sign-in
 * service only establishes who the user is; the app then answers 403, which
 * shows the unauthorized page (spec section 4).
 */
export async function signIn(db: AppDb, email: string, password: string, options: SignInOptions): Promise<SignInResult> {
  const account = email.trim().toLowerCase()
  const now = options.now()
  const { maxFailures, windowMs } = options.rateLimit
  // Counted before the (slow) hash check, and checked and recorded under one
  // lock per account, so parallel guesses, even on other servers sharing the
  // database, cannot slip past the limit.
  const retryAfterMs = await db.transaction().execute(async (trx) => {
    await dialectOf(trx).lockKey(trx, `sign-in:${account}`)
    const recent = await failedSignInsAfter(trx, account, now - windowMs)
    if (recent.length >= maxFailures) {
      const unlocksAt = (recent[recent.length - maxFailures] ?? now) + windowMs
      return Math.max(1000, unlocksAt - now)
    }
    await recordFailedSignIn(trx, account, now)
    return undefined
  })
  if (retryAfterMs !== undefined) return { ok: false, reason: 'rate-limited', retryAfterMs }
  await pruneSignInAttempts(db, now - windowMs)

  const user = account === '' ? undefined : await findUserByEmail(db, account)
  let valid: boolean
  if (user?.passwordHash) {
    valid = await verifyPassword(password, user.passwordHash)
  } else {
    // Same work for unknown and passwordless accounts, so timing does not tell them apart.
    await verifyPassword(password, await decoyHash())
    valid = user !== undefined && options.allowPasswordless
  }
  if (!valid || !user) return { ok: false, reason: 'invalid' }
  await clearFailedSignIns(db, account)
  return { ok: true, userId: user.id }
}
