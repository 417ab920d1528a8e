import { startSession } from '../auth/sessions.ts'
import type { DataFile } from '../data/data-file-schema.ts'
import { parseDataFile } from '../data/parse-data-file.ts'
import type { AppDb } from '../db/schema.ts'
import { findUserByEmail } from '../db/users-repo.ts'
import { policy } from '../policy.ts'

// Free of file paths (no import.meta.url), so screen tests under jsdom can load them.

export function parseOrThrow(text: string, file = 'test.yaml'): DataFile {
  const parsed = parseDataFile(text, file, policy)
  if (!parsed.ok) throw new Error(`Test data does not parse:\n${JSON.stringify(parsed.diagnostics, null, 2)}`)
  return parsed.data
}

/** A Cookie header carrying a fresh session for the account. */
export async function cookieFor(db: AppDb, email: string, now = Date.now()): Promise<string> {
  const user = await findUserByEmail(db, email)
  if (!user) throw new Error(`No test account ${email}`)
  return `adoptions_session=${(await startSession(db, user.id, now)).token}`
}
