import type { Kysely } from 'kysely'
import type { UploadRowFilter, UploadRowView, UploadSummary } from '../../../contracts/uploads.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { uploadColumns, uploadRowView, uploadSummary } from './upload-record.ts'
import { readPage } from '../../db/list-read.ts'

interface Paging {
  readonly page: number
  readonly pageSize: number
}

/** What a stored row is read with, for the screen (uploadRowView). */
const storedRowColumns = ['row_number', 'data', 'status', 'message', 'problems'] as const

function readableUploads(db: Kysely<Database>, ability: AppAbility) {
  return db.selectFrom('uploads').where(accessibleBy(ability, 'read', 'Upload', { columns: uploadColumns }))
}

function withUploader(query: ReturnType<typeof readableUploads>) {
  // A left join: an upload outlives its uploader's account.
  return query
    .leftJoin('users', 'users.id', 'uploads.uploaded_by')
    .select([
      'uploads.id',
      'uploads.institution_id',
      'uploads.file_name',
      'uploads.byte_size',
      'uploads.status',
      'uploads.row_count',
      'uploads.error_count',
      'uploads.applied_count',
      'uploads.uploaded_by',
      'uploads.created_at',
      'uploads.committed_at',
      'uploads.columns',
      'uploads.separator',
      'uploads.version',
      'users.display_name as uploader_name',
      'users.email as uploader_email',
    ])
}

/** The user's own booklist uploads they may read (the read rule, in SQL), newest first. */
export async function listOwnUploads(
  db: Kysely<Database>,
  ability: AppAbility,
  userId: string,
  paging: Paging,
): Promise<{ rows: UploadSummary[]; total: number }> {
  const own = readableUploads(db, ability).where('uploads.uploaded_by', '=', userId).where('uploads.kind', '=', 'booklist')
  const { rows, total } = await readPage(own, withUploader(own).orderBy('uploads.created_at', 'desc').orderBy('uploads.id', 'desc'), paging)
  return { rows: rows.map(uploadSummary), total }
}

/** One upload the user may read; undefined when it does not exist or they may not (the same answer, so existence is not leaked). */
export async function findReadableUpload(db: Kysely<Database>, ability: AppAbility, id: string): Promise<UploadSummary | undefined> {
  const row = await withUploader(readableUploads(db, ability).where('uploads.id', '=', id)).executeTakeFirst()
  return row ? uploadSummary(row) : undefined
}

/**
 * An earlier upload of the same file (by checksum) the user may read, the
 * most telling first: one whose rows were added, then the newest.
 */
export async function earlierUploadOfSameFile(
  db: Kysely<Database>,
  ability: AppAbility,
  upload: { id: string; checksum: string },
): Promise<UploadSummary | undefined> {
  const row = await withUploader(readableUploads(db, ability).where('uploads.checksum', '=', upload.checksum).where('uploads.id', '!=', upload.id))
    .orderBy((eb) => eb.case().when('uploads.status', '=', 'applied').then(0).else(1).end())
    .orderBy('uploads.created_at', 'desc')
    .executeTakeFirst()
  return row ? uploadSummary(row) : undefined
}

/** One page of an upload's rows in file order: all, its errors, or its good rows; the caller has checked the upload is readable. */
export async function uploadRowsPage(
  db: Kysely<Database>,
  uploadId: string,
  show: UploadRowFilter,
  paging: Paging,
): Promise<{ rows: UploadRowView[]; total: number }> {
  const rows = db
    .selectFrom('upload_rows')
    .where('upload_id', '=', uploadId)
    .$if(show === 'errors', (query) => query.where('status', '=', 'error'))
    .$if(show === 'good', (query) => query.where('status', '!=', 'error'))
  const page = await readPage(rows, rows.select(storedRowColumns).orderBy('row_number'), paging)
  return { rows: page.rows.map(uploadRowView), total: page.total }
}

/** Every error row of an upload, in file order: the CSV to fix and upload again. */
export async function uploadErrorRows(db: Kysely<Database>, uploadId: string): Promise<UploadRowView[]> {
  const rows = await db
    .selectFrom('upload_rows')
    .select(storedRowColumns)
    .where('upload_id', '=', uploadId)
    .where('status', '=', 'error')
    .orderBy('row_number')
    .execute()
  return rows.map(uploadRowView)
}

/** Every stored row of an upload with its cells, for the commit to check again. */
export async function storedRowsOf(db: Kysely<Database>, uploadId: string) {
  const rows = await db.selectFrom('upload_rows').select(storedRowColumns).where('upload_id', '=', uploadId).orderBy('row_number').execute()
  return rows.map((row) => ({ row_number: Number(row.row_number), status: row.status, cells: uploadRowView(row).cells }))
}
