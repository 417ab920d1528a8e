import type { AnyKysely } from '../dialects/index.ts'

/**
 * An upload keeps its file's separator (issue 50): the error rows' CSV is
 * written with it, so a semicolon file's errors open in the same spreadsheet
 * as the file did. Null for uploads kept before (read as a comma).
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('separator', 'text').execute()
}
