import { sql } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import { mutableRowColumns, oneOf, zeroOrOne } from './columns.ts'

/**
 * Access reviews (issue 58). `access_reviews` are records of the write path:
 * started with a stored snapshot, decided on person by person, signed off.
 * `access_review_people` is each review's snapshot of one staff member (their
 * permissions and what those gave them under the policy of the day, as JSON)
 * and the decision on them: a part of the review, written only by the
 * review's own changes, so it never moves when permissions change afterwards.
 *
 * The record types below are written out, not imported: a later step may widen them again.
 */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await mutableRowColumns(
    db.schema
      .createTable('access_reviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('institution_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo(sql.lit('open'))
          .check(oneOf('status', ['open', 'signedOff'])),
      )
      .addColumn('started_by', 'text', (c) => c.notNull())
      .addColumn('started_at', dialect.timeType, (c) => c.notNull())
      .addColumn('policy_hash', 'text', (c) => c.notNull())
      .addColumn('facts_json', 'text', (c) => c.notNull())
      .addColumn('previous_review_id', 'text')
      .addColumn('self_marked_by', 'text', (c) => c.notNull().defaultTo(sql.lit('[]')))
      .addColumn('signed_off_by', 'text')
      .addColumn('signed_off_at', dialect.timeType)
      .addColumn('people_count', 'integer', (c) => c.notNull().check(sql`people_count >= 0`)),
    dialect,
  ).execute()
  await db.schema.createIndex('access_reviews_institution').on('access_reviews').columns(['institution_id', 'started_at']).execute()

  await db.schema
    .createTable('access_review_people')
    .addColumn('review_id', 'text', (c) => c.notNull().references('access_reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('disabled', 'integer', (c) => c.notNull().check(zeroOrOne('disabled')))
    .addColumn('granted', 'text', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.check(oneOf('decision', ['keep', 'change', 'revoke'])))
    .addColumn('note', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', dialect.timeType)
    .addPrimaryKeyConstraint('access_review_people_pk', ['review_id', 'user_id'])
    .execute()

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
    'CounterApiKey',
    'AccessReview',
  ])
}
