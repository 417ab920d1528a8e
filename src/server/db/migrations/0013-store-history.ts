import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'

/**
 * Store management (issue 33): the one history (record_events) takes store
 * products, so a price, stock or visibility change is audited in the
 * transaction that made it; the Store page sorts an institution's products
 * by name, and the title page finds a title's product by its nbsi.
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
  ])
  await db.schema.createIndex('store_products_name').on('store_products').columns(['institution_id', 'name']).execute()
  await db.schema.createIndex('store_products_nbsi').on('store_products').columns(['institution_id', 'nbsi']).execute()
}
