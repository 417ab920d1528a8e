import { randomUUID } from 'node:crypto'
import { kindDescriptions, type EmailChoice, type NotificationKind } from '../../contracts/notifications.ts'
import { insertBatched } from '../db/insert-batched.ts'
import type { AppDb } from '../db/schema.ts'
import type { NotificationsTable } from '../db/tables/notifications.ts'

/** A notification to make: everything but its id, time and email, which storeNotifications decides. */
export type NotificationToStore = Omit<NotificationsTable, 'id' | 'created_at' | 'read_at' | 'email' | 'digested_at'>

/** How many notifications were made, and how many of them queued a mail at once (the bench reads it). */
export interface Told {
  readonly notifications: number
  readonly mails: number
}

const ids = 500

/**
 * Writes the notifications in the caller's transaction, each marked with its
 * person's email choice for its kind (the kind's default when they never
 * chose), and a row of the mail outbox for each one mailed at once. The write
 * path (notify-change.ts) and the deadline reminders both make theirs here.
 */
export async function storeNotifications(trx: AppDb, made: readonly NotificationToStore[], now: string): Promise<Told> {
  if (made.length === 0) return { notifications: 0, mails: 0 }
  const choicesOf = new Map<NotificationKind, Promise<Map<string, EmailChoice>>>()
  const notifications = []
  for (const notification of made) {
    const known =
      choicesOf.get(notification.kind) ??
      emailChoices(
        trx,
        notification.kind,
        made.filter((other) => other.kind === notification.kind).map((other) => other.recipient_id),
      )
    choicesOf.set(notification.kind, known)
    const choice = (await known).get(notification.recipient_id) ?? kindDescriptions[notification.kind].defaultEmail
    notifications.push({ ...notification, id: randomUUID(), created_at: now, read_at: null, email: emailOf(choice), digested_at: null })
  }
  await insertBatched(trx, 'notifications', notifications)
  const mails = notifications
    .filter((notification) => notification.email === 'immediate')
    .map((notification) => ({
      key: `notification:${notification.id}:email`,
      institution_id: notification.institution_id,
      recipient_id: notification.recipient_id,
      notification_id: notification.id,
      digest_day: null,
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: now,
      lease_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
      message_id: null,
    }))
  if (mails.length > 0) await insertBatched(trx, 'mail_outbox', mails)
  return { notifications: notifications.length, mails: mails.length }
}

async function emailChoices(trx: AppDb, kind: NotificationKind, userIds: readonly string[]): Promise<Map<string, EmailChoice>> {
  const unique = [...new Set(userIds)]
  const choices = new Map<string, EmailChoice>()
  for (let start = 0; start < unique.length; start += ids) {
    const rows = await trx
      .selectFrom('notification_settings')
      .select(['user_id', 'email'])
      .where('kind', '=', kind)
      .where('user_id', 'in', unique.slice(start, start + ids))
      .execute()
    for (const row of rows) choices.set(row.user_id, row.email)
  }
  return choices
}

function emailOf(choice: EmailChoice): 'none' | 'immediate' | 'digest' {
  return choice === 'off' ? 'none' : choice === 'immediate' ? 'immediate' : 'digest'
}
