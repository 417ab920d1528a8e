import type { AnyKysely } from '../dialects/index.ts'

/**
 * An institution's branding from the data file (institution branding): its
 * accent colour (#rrggbb, checked for contrast when the file loads) and its
 * logo (a data: URI or an https URL). Null: the app's own look.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('institutions').addColumn('accent', 'text').execute()
  await db.schema.alterTable('institutions').addColumn('logo', 'text').execute()
}
