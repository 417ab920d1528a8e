import { sql } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import { mutableRowColumns } from './columns.ts'

/**
 * Terms and deadlines (issue 55). A term is a record of its institution: its
 * dates as the institution says them (YYYY-MM-DD in its time zone) and the
 * UTC instants they stand for, which the reminders and the status board
 * compare with the clock. `term_reminders` holds one row per (course, term,
 * offset) ever reminded (offset 0: the late notice), so no reminder goes
 * twice across restarts and servers. `calendar_feeds` holds each person's
 * secret calendar address.
 *
 * The kinds and record types below are written out, not imported: a later step may widen them again.
 */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await mutableRowColumns(
    db.schema
      .createTable('terms')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('institution_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text', (c) => c.notNull())
      .addColumn('adoption_deadline', 'text', (c) => c.notNull())
      .addColumn('booklist_deadline', 'text', (c) => c.notNull())
      // The first moment of starts_on and the last moments of ends_on and the deadlines, in the institution's zone.
      .addColumn('starts_at', dialect.timeType, (c) => c.notNull())
      .addColumn('ends_at', dialect.timeType, (c) => c.notNull())
      .addColumn('adoption_deadline_at', dialect.timeType, (c) => c.notNull())
      .addColumn('booklist_deadline_at', dialect.timeType, (c) => c.notNull())
      .addUniqueConstraint('terms_name', ['institution_id', 'name']),
    dialect,
  ).execute()
  await db.schema.createIndex('terms_deadline').on('terms').columns(['booklist_deadline_at']).execute()

  await db.schema
    .createTable('term_reminders')
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('term_id', 'text', (c) => c.notNull())
    .addColumn('offset_days', 'integer', (c) => c.notNull().check(sql`offset_days >= 0`))
    .addColumn('sent_at', dialect.timeType, (c) => c.notNull())
    .addPrimaryKeyConstraint('term_reminders_once', ['course_id', 'term_id', 'offset_days'])
    .execute()

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', dialect.timeType, (c) => c.notNull())
    .execute()

  // Days before the booklist deadline that instructors are reminded, largest first.
  await db.schema
    .alterTable('institutions')
    .addColumn('reminder_days', 'text', (c) => c.notNull().defaultTo(sql.lit('14,7,1')))
    .execute()

  const kinds = [
    'requestRaised',
    'requestDecided',
    'requestProgressed',
    'adoptionProposed',
    'adoptionDecided',
    'booklistChanged',
    'uploadFinished',
    'permissionsChanged',
    'deadlineReminder',
    'deadlineMissed',
  ]
  await dialect.replaceInCheck(db, 'notifications', 'kind', kinds)
  await dialect.replaceInCheck(db, 'notification_settings', 'kind', kinds)
  await dialect.replaceInCheck(db, 'notifications', 'record_type', ['Request', 'Adoption', 'Booklist', 'Upload', 'StaffMember', 'Course', 'Term'])
  await dialect.replaceInCheck(db, 'record_events', 'record_type', [
    'Request',
    'Adoption',
    'Booklist',
    'BooklistItem',
    'Student',
    'StaffMember',
    'StoreProduct',
    'Order',
    'Upload',
    'Term',
  ])
}
