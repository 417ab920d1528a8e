import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'

/**
 * The one write path, finished (issue 51):
 *   - the one history (record_events) takes orders and uploads, so placing,
 *     receiving, checking, adding and discarding are audited in the
 *     transaction that made them, and a CONFLICT on them names who acted;
 *   - two tables nothing ever read are dropped: `staff_permission_audit`
 *     (permission changes are StaffMember events since 0012) and
 *     `dashboard_metrics` (dashboards aggregate the records in SQL, 0019).
 * The record types are written out, not imported: a later step may widen them again.
 */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
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
  ])
  await db.schema.dropTable('staff_permission_audit').ifExists().execute()
  await db.schema.dropTable('dashboard_metrics').ifExists().execute()
}
