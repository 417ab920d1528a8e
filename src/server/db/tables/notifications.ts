// Tables of src/server/db/schema.ts: notifications, each person's email choices, and the mail outbox (issue 54).
import type { ColumnType, Generated } from 'kysely'
import type { EmailChoice, NotificationKind, NotifiedRecordType } from '../../../contracts/notifications.ts'

/** What a person is told: written by the write path in the change's transaction, never updated but for read_at and digested_at. */
export interface NotificationsTable {
  id: string
  institution_id: string
  recipient_id: string
  kind: NotificationKind
  record_type: NotifiedRecordType
  record_id: string
  /** The record event it tells of (record_events.id). */
  event_id: number
  actor_id: string
  /** Plain text, built from record fields when the change was made; rendered as text everywhere. */
  sentence: string
  note: string | null
  created_at: string
  read_at: string | null
  /** How it reaches the person by email, chosen when it was made from their setting. */
  email: 'none' | 'immediate' | 'digest'
  /** When the daily digest took it (null: not yet, or not for the digest). */
  digested_at: string | null
}

/** A person's email choice for one kind; no row: the kind's default. */
export interface NotificationSettingsTable {
  user_id: string
  kind: NotificationKind
  email: EmailChoice
}

/** A mail to send: one notification, or one person's digest of a day. */
export interface MailOutboxTable {
  id: Generated<number>
  /** `notification:<id>:email` or `digest:<user>:<day>`: unique, so nothing is queued twice. */
  key: string
  institution_id: string
  recipient_id: string
  notification_id: string | null
  /** The institution's local day (YYYY-MM-DD) a digest covers. */
  digest_day: string | null
  status: 'pending' | 'sent' | 'failed'
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: string
  /** A worker holds the row until then; past it, another may take it (the first crashed). */
  lease_until: string | null
  last_error: string | null
  created_at: string
  sent_at: string | null
  /** The Message-ID sent, from the key: a retry after a crash mid-send carries the same one. */
  message_id: string | null
}

/** A secret every server of one database shares (the unsubscribe links' signing key), made on first use. */
export interface AppSecretsTable {
  name: string
  value: string
}
