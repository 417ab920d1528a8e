import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { notificationKinds, type NotificationKind } from '../../../contracts/notifications.ts'
import type { AppDb } from '../../db/schema.ts'

/**
 * The signed token of an unsubscribe link: who, and which kinds of mail to
 * stop. Mail is read where nobody is signed in, and a mail program follows
 * List-Unsubscribe-Post without a session (RFC 8058), so the link itself must
 * prove it was ours: `base64url(userId:kind,kind…).base64url(HMAC-SHA256)`.
 *
 * A token carries a list of kinds, not one: a notification's mail stops its
 * own kind, and a daily digest's one-click header stops every kind the digest
 * held. Otherwise a person who clicks "unsubscribe" on a digest keeps
 * getting digests of the other kinds, which is what RFC 8058 means to prevent.
 */
export interface UnsubscribeRequest {
  readonly userId: string
  readonly kinds: readonly NotificationKind[]
}

const secretName = 'unsubscribe'

/**
 * The signing key every server of the database shares, made on first use.
 * Two servers making it at once both insert-if-absent, then both read back
 * the one row that won, so links one server signs verify on any other.
 */
export async function unsubscribeSecret(db: AppDb): Promise<Buffer> {
  const read = async () => (await db.selectFrom('app_secrets').select('value').where('name', '=', secretName).executeTakeFirst())?.value
  const existing = await read()
  if (existing !== undefined) return Buffer.from(existing, 'base64url')
  await db
    .insertInto('app_secrets')
    .values({ name: secretName, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  const made = await read()
  if (made === undefined) throw new Error('The unsubscribe signing key could not be stored')
  return Buffer.from(made, 'base64url')
}

export async function signUnsubscribeToken(db: AppDb, userId: string, kinds: readonly NotificationKind[]): Promise<string> {
  const payload = `${userId}:${kinds.join(',')}`
  return `${Buffer.from(payload).toString('base64url')}.${mac(await unsubscribeSecret(db), payload).toString('base64url')}`
}

/** The person and kinds of a token we signed; undefined for a forged, altered or garbled one. */
export async function verifyUnsubscribeToken(db: AppDb, token: string): Promise<UnsubscribeRequest | undefined> {
  const parts = token.split('.')
  if (parts.length !== 2 || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return undefined
  const [encodedPayload = '', encodedMac = ''] = parts
  const payload = Buffer.from(encodedPayload, 'base64url').toString('utf8')
  const expected = mac(await unsubscribeSecret(db), payload)
  const given = Buffer.from(encodedMac, 'base64url')
  // Constant time, so the time a refusal takes tells nothing of how much of the signature was right.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  // A user id may hold a colon; the kinds never do.
  const split = payload.lastIndexOf(':')
  const userId = payload.slice(0, split)
  const kinds = payload.slice(split + 1).split(',')
  if (split <= 0 || !kinds.every(isKind)) return undefined
  return { userId, kinds }
}

/** Where the app answers the links (features/notifications/unsubscribe-link.ts): GET shows, POST is the one click. */
export const unsubscribePath = '/notifications/unsubscribe'

/** The link a mail carries. */
export async function unsubscribeUrl(db: AppDb, appOrigin: string, userId: string, kinds: readonly NotificationKind[]): Promise<string> {
  return `${appOrigin}${unsubscribePath}?token=${await signUnsubscribeToken(db, userId, kinds)}`
}

function mac(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest()
}

function isKind(value: string): value is NotificationKind {
  return (notificationKinds as readonly string[]).includes(value)
}
