import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'

/**
 * What a checked upload keeps (issue 29): the file's checksum (the same file
 * again is recognised by it), its size and header (the error rows' CSV
 * repeats the header), when its good rows were added and how many; and, per
 * row, its problems, each with the column it is about.
 */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('checksum', 'text').execute()
  await db.schema.alterTable('uploads').addColumn('byte_size', 'integer').execute()
  /** JSON array of the header's cells, as in the file. */
  await db.schema.alterTable('uploads').addColumn('columns', 'text').execute()
  await db.schema
    .alterTable('uploads')
    .addColumn('applied_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('uploads').addColumn('committed_at', dialect.timeType).execute()
  await db.schema.createIndex('uploads_checksum').on('uploads').columns(['institution_id', 'checksum']).execute()
  await db.schema.createIndex('uploads_uploader').on('uploads').columns(['uploaded_by', 'created_at']).execute()
  /** JSON array of { column, message }; null for a row without problems. */
  await db.schema.alterTable('upload_rows').addColumn('problems', 'text').execute()
}
