import type { SendMailOptions } from 'nodemailer'
import type { NotificationKind } from '../../../contracts/notifications.ts'
import type { AppDb, MailOutboxTable } from '../../db/schema.ts'
import type { Selectable } from 'kysely'
import { composeDigestMail, composeNotificationMail, type MailEnvelope, type MailNotification } from './compose-mail.ts'
import { unsubscribeUrl } from './unsubscribe-token.ts'

export type OutboxRow = Selectable<MailOutboxTable>

/** A mail ready to send, or why it never can be (the row is then marked failed with it). */
export type OutboxMail = { readonly ok: true; readonly message: SendMailOptions } | { readonly ok: false; readonly error: string }

/**
 * Reads what an outbox row's mail says at the moment it is sent: the person
 * (still enabled, with an address) and the notification, or for a digest the
 * notifications stamped with the digest row's creation time (digest.ts).
 */
export async function outboxMail(db: AppDb, row: OutboxRow, options: { appOrigin: string; from: string }): Promise<OutboxMail> {
  const recipient = await db.selectFrom('users').select(['email', 'disabled']).where('id', '=', row.recipient_id).executeTakeFirst()
  if (recipient === undefined) return { ok: false, error: 'the recipient no longer exists' }
  if (recipient.disabled === 1) return { ok: false, error: 'the recipient is disabled' }
  if (recipient.email.trim() === '') return { ok: false, error: 'the recipient has no email address' }
  const envelope: MailEnvelope = { key: row.key, from: options.from, to: recipient.email, appOrigin: options.appOrigin }
  const link = (kinds: readonly NotificationKind[]) => unsubscribeUrl(db, options.appOrigin, row.recipient_id, kinds)

  const columns = ['kind', 'sentence', 'note', 'record_type', 'record_id'] as const
  if (row.digest_day === null) {
    const found = await db
      .selectFrom('notifications')
      .select(columns)
      .where('id', '=', row.notification_id ?? '')
      .executeTakeFirst()
    if (found === undefined) return { ok: false, error: 'the notification no longer exists' }
    return { ok: true, message: composeNotificationMail(envelope, asMail(found), await link([found.kind])) }
  }
  const rows = await db
    .selectFrom('notifications')
    .select(columns)
    .where('recipient_id', '=', row.recipient_id)
    .where('email', '=', 'digest')
    .where('digested_at', '=', row.created_at)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  if (rows.length === 0) return { ok: false, error: 'the digest holds no notifications' }
  const kinds = [...new Set(rows.map((found) => found.kind))]
  const perKind = await Promise.all(kinds.map(async (kind) => ({ kind, unsubscribeUrl: await link([kind]) })))
  return { ok: true, message: composeDigestMail(envelope, row.digest_day, rows.map(asMail), perKind, await link(kinds)) }
}

function asMail(row: {
  kind: NotificationKind
  sentence: string
  note: string | null
  record_type: MailNotification['recordType']
  record_id: string
}): MailNotification {
  return { kind: row.kind, sentence: row.sentence, note: row.note, recordType: row.record_type, recordId: row.record_id }
}
