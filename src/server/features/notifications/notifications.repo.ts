import type { Kysely } from 'kysely'
import {
  kindDescriptions,
  notificationKinds,
  notificationsPageSize,
  type EmailChoice,
  type NotificationItem,
  type NotificationKind,
  type NotificationSettings,
} from '../../../contracts/notifications.ts'
import { countOf } from '../../db/list-read.ts'
import { actorShown } from '../../terms/system-actor.ts'
import type { Database } from '../../db/schema.ts'

/**
 * A person's own inbox (issue 54): the notifications the write path made for
 * them, their reading state and their email choices. Every query here is
 * bound to one recipient, the signed-in person: nothing reads or changes
 * another person's rows, whatever the input says.
 */

/** Failed mail shown on the settings page, newest first. */
export const undeliverableShown = 5

const own = (db: Kysely<Database>, recipientId: string) => db.selectFrom('notifications').where('notifications.recipient_id', '=', recipientId)

/** How many of the person's notifications are unread. */
export function unreadCount(db: Kysely<Database>, recipientId: string): Promise<number> {
  return countOf(own(db, recipientId).where('notifications.read_at', 'is', null))
}

/** One page of the person's notifications, newest first (then by id, so pages are stable), with the total and the unread count. */
export async function listNotifications(
  db: Kysely<Database>,
  recipientId: string,
  page: number,
): Promise<{ readonly items: NotificationItem[]; readonly total: number; readonly unread: number }> {
  const rows = own(db, recipientId)
    // A left join: the deadline reminders' actor is the app itself (systemActorId), no user.
    .leftJoin('users as actor', 'actor.id', 'notifications.actor_id')
    .select([
      'notifications.id',
      'notifications.kind',
      'notifications.sentence',
      'notifications.note',
      'notifications.record_type',
      'notifications.record_id',
      'notifications.created_at',
      'notifications.read_at',
      'notifications.actor_id',
      'actor.email as actor_email',
    ])
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(notificationsPageSize)
    .offset((page - 1) * notificationsPageSize)
  const [found, total, unread] = await Promise.all([rows.execute(), countOf(own(db, recipientId)), unreadCount(db, recipientId)])
  const items = found.map((row): NotificationItem => ({
    id: row.id,
    kind: row.kind,
    sentence: row.sentence,
    note: row.note,
    recordType: row.record_type,
    recordId: row.record_id,
    actorEmail: actorShown(row.actor_id, row.actor_email),
    createdAt: row.created_at,
    read: row.read_at !== null,
  }))
  return { items, total, unread }
}

/** Marks the person's notification read (another person's id, or one already read, changes nothing); answers the unread count. */
export async function markRead(db: Kysely<Database>, recipientId: string, id: string, now: string): Promise<number> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('recipient_id', '=', recipientId)
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute()
  return unreadCount(db, recipientId)
}

/** Marks every unread notification of the person read; answers the unread count (0). */
export async function markAllRead(db: Kysely<Database>, recipientId: string, now: string): Promise<number> {
  await db.updateTable('notifications').set({ read_at: now }).where('recipient_id', '=', recipientId).where('read_at', 'is', null).execute()
  return unreadCount(db, recipientId)
}

/** The person's choice for each kind (a kind never changed: its default), their address, and the mail that could not reach them. */
export async function notificationSettings(db: Kysely<Database>, userId: string, address: string): Promise<NotificationSettings> {
  const [chosen, failed] = await Promise.all([
    db.selectFrom('notification_settings').select(['kind', 'email']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('mail_outbox')
      .select(['created_at', 'last_error'])
      .where('recipient_id', '=', userId)
      .where('status', '=', 'failed')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(undeliverableShown)
      .execute(),
  ])
  const choices = Object.fromEntries(notificationKinds.map((kind) => [kind, kindDescriptions[kind].defaultEmail])) as Record<NotificationKind, EmailChoice>
  for (const row of chosen) choices[row.kind] = row.email
  return {
    choices,
    address,
    undeliverable: failed.map((row) => ({ at: row.created_at, error: row.last_error ?? 'The mail server gave no reason.' })),
  }
}

/** The person's email choice for one kind: one row per (person, kind), the last write wins. */
export async function setEmailChoice(db: Kysely<Database>, userId: string, kind: NotificationKind, email: EmailChoice): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, kind, email })
    .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet({ email }))
    .execute()
}
