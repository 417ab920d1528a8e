import { sql } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import { oneOf } from './columns.ts'

/** The kinds this step knew; a later step that adds one widens the CHECKs, so the list is frozen here. */
const kinds = [
  'requestRaised',
  'requestDecided',
  'requestProgressed',
  'adoptionProposed',
  'adoptionDecided',
  'booklistChanged',
  'uploadFinished',
  'permissionsChanged',
]
const recordTypes = ['Request', 'Adoption', 'Booklist', 'Upload', 'StaffMember']

/**
 * Notifications (issue 54): what a person is told, written by the write path in
 * the transaction of the change; each person's email choice per kind; and the
 * outbox of mail a background worker sends. An institution's digest is built
 * at its time of day in its time zone (the data file's `notifications`).
 */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', kinds)))
    .addColumn('record_type', 'text', (c) => c.notNull().check(oneOf('record_type', recordTypes)))
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('sentence', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', dialect.timeType, (c) => c.notNull())
    .addColumn('read_at', dialect.timeType)
    // How it reaches the person by email, chosen when it was made: none, immediate or digest.
    .addColumn('email', 'text', (c) => c.notNull().check(oneOf('email', ['none', 'immediate', 'digest'])))
    .addColumn('digested_at', dialect.timeType)
    .addUniqueConstraint('notifications_once', ['event_id', 'recipient_id', 'kind'])
    .execute()
  await db.schema.createIndex('notifications_inbox').on('notifications').columns(['recipient_id', 'created_at', 'id']).execute()
  await db.schema.createIndex('notifications_digest').on('notifications').columns(['email', 'digested_at', 'institution_id']).execute()

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', kinds)))
    .addColumn('email', 'text', (c) => c.notNull().check(oneOf('email', ['off', 'immediate', 'daily'])))
    .addPrimaryKeyConstraint('notification_settings_key', ['user_id', 'kind'])
    .execute()

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => dialect.autoIncrementKey(c))
    // One mail per (notification, channel) or (person, digest day): a second insert or a second server never makes a second mail.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('notification_id', 'text')
    .addColumn('digest_day', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ['pending', 'sent', 'failed'])))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', dialect.timeType, (c) => c.notNull())
    .addColumn('lease_until', dialect.timeType)
    .addColumn('last_error', 'text')
    .addColumn('created_at', dialect.timeType, (c) => c.notNull())
    .addColumn('sent_at', dialect.timeType)
    .addColumn('message_id', 'text')
    .execute()
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute()
  await db.schema.createIndex('mail_outbox_recipient').on('mail_outbox').columns(['recipient_id', 'status']).execute()

  // Secrets every server of one database shares, made on first use: the key that signs unsubscribe links.
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .alterTable('institutions')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute()
  await db.schema
    .alterTable('institutions')
    .addColumn('digest_at', 'text', (c) => c.notNull().defaultTo(sql.lit('07:00')))
    .execute()
}
