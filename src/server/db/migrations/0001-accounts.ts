import { sql } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import { mutableRowColumns, zeroOrOne } from './columns.ts'

/** Institutions, their flags, staff accounts, permissions and their audit, sessions, sign-in attempts. */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await mutableRowColumns(
    db.schema
      .createTable('institutions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull()),
    dialect,
  ).execute()
  await db.schema
    .createTable('institution_flags')
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().check(zeroOrOne('enabled')))
    .addPrimaryKeyConstraint('institution_flags_pk', ['institution_id', 'flag'])
    .execute()

  await mutableRowColumns(
    db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) =>
        c
          .notNull()
          .unique()
          .check(sql`email_key = lower(email_key)`),
      )
      .addColumn('display_name', 'text')
      .addColumn('password_hash', 'text')
      // SET NULL: such a user keeps a session but is answered 403 (issue 4).
      .addColumn('institution_id', 'text', (c) => c.references('institutions.id').onDelete('set null'))
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0).check(zeroOrOne('disabled')))
      .addColumn('note', 'text'),
    dialect,
  ).execute()
  await db.schema.createIndex('users_institution').on('users').column('institution_id').execute()
  await db.schema
    .createTable('user_permissions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('granted', 'integer', (c) => c.notNull().check(zeroOrOne('granted')))
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'permission'])
    .execute()
  await db.schema
    .createTable('staff_permission_audit')
    .addColumn('id', 'integer', (c) => dialect.autoIncrementKey(c))
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('from_granted', 'integer', (c) => c.check(zeroOrOne('from_granted')))
    .addColumn('to_granted', 'integer', (c) => c.notNull().check(zeroOrOne('to_granted')))
    .addColumn('at', dialect.timeType, (c) => c.notNull())
    .addColumn('note', 'text')
    .execute()
  await db.schema.createIndex('staff_permission_audit_user').on('staff_permission_audit').columns(['institution_id', 'user_id', 'at']).execute()

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', dialect.timeType, (c) => c.notNull())
    .addColumn('expires_at', dialect.timeType, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute()
  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('id', 'integer', (c) => dialect.autoIncrementKey(c))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('attempted_at', dialect.timeType, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sign_in_attempts_account').on('sign_in_attempts').columns(['account', 'attempted_at']).execute()
}
