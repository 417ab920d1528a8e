import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'

/**
 * Students and staff permissions (issue 32):
 *   - a student's access can be revoked (`access_revoked_at`), which is not
 *     the same as having run out: the Students page tells the two apart;
 *   - the one history (record_events) takes students' access changes and
 *     staff members' permission changes, so both have timelines and every
 *     change is audited in the transaction that made it.
 * The record types are written out, not imported: a later step may widen them again.
 */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await db.schema.alterTable('students').addColumn('access_revoked_at', dialect.timeType).execute()
  await db.schema.createIndex('students_access').on('students').columns(['institution_id', 'access_expires_at']).execute()
  await dialect.replaceInCheck(db, 'record_events', 'record_type', ['Request', 'Adoption', 'Booklist', 'BooklistItem', 'Student', 'StaffMember'])
}
