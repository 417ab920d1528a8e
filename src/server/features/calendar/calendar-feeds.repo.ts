import { randomBytes } from 'node:crypto'
import type { AppDb } from '../../db/schema.ts'

/**
 * Each person's calendar address. The token is 32 random bytes (base64url):
 * guessing one is hopeless, so it alone lets a calendar program read that
 * person's deadlines (and nothing else). It is kept as it is so the settings
 * page can show the address again; resetting replaces it, ending the old one.
 */
export async function calendarTokenOfUser(db: AppDb, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst()
  return row?.token
}

export async function userOfCalendarToken(db: AppDb, token: string): Promise<string | undefined> {
  const row = await db.selectFrom('calendar_feeds').select('user_id').where('token', '=', token).executeTakeFirst()
  return row?.user_id
}

/** Makes the person's address, or replaces it (the old one stops working at once); answers the new token. */
export async function resetCalendarToken(db: AppDb, userId: string, now: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token, created_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ token, created_at: now }))
    .execute()
  return token
}
