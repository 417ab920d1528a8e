import { randomUUID } from 'node:crypto'
import { subject } from '@casl/ability'
import type { FieldChange } from '../../../contracts/record-history.ts'
import { formatEventTime } from '../../../contracts/dates.ts'
import type { CheckUploadInput, CommitUploadInput, DiscardUploadInput, UploadProblem } from '../../../contracts/uploads.ts'
import { changeTogether, type EventSpec, type Together, type Writer } from '../../trpc/record-write.ts'
import { failure, type WriteResult } from '../../trpc/write-result.ts'
import { currentTerm } from '../booklists/booklist-record.ts'
import { booklistKind } from '../booklists/booklists-write.repo.ts'
import { checkBooklistRows, type CheckedRow, type RowTarget } from './check-booklist-rows.ts'
import { iso, uploadColumnsOf, uploadRecord } from './upload-record.ts'
import { storedRowsOf } from './uploads-read.repo.ts'

type Check = Omit<CheckUploadInput, 'idempotencyKey'> & { readonly idempotencyKey: string }

const problemsJson = (problems: readonly UploadProblem[]) => (problems.length === 0 ? null : JSON.stringify(problems))
const summaryOf = (problems: readonly UploadProblem[]) => (problems.length === 0 ? null : problems.map((p) => (p.column ? `${p.column}: ${p.message}` : p.message)).join('; '))

/**
 * Checks a booklist file's rows and keeps the upload, status `validated`,
 * with every row's outcome: nothing is added to any booklist. The create
 * rule of Upload is asked first; the key makes a retried check keep one
 * upload. The same file (by checksum) checked again by its uploader replaces
 * their check of it that was never added, in the same transaction, instead of
 * piling up beside it; an added upload of it stays. Answers the upload's id.
 */
export async function checkUpload(writer: Writer, input: Check): Promise<WriteResult> {
  const { actor } = writer
  const id = `upl-${randomUUID()}`
  const record = uploadRecord({ id, institution_id: actor.institutionId, uploaded_by: actor.id, status: 'validated' })
  if (!actor.ability.can('create', subject('Upload', record))) return failure('FORBIDDEN', 'You may not upload booklists.')
  return changeTogether(writer, { key: input.idempotencyKey, procedure: 'uploads.check' }, async ({ trx, write }) => {
    const unadded = await trx
      .selectFrom('uploads')
      .select(['id', 'institution_id', 'uploaded_by', 'status', 'version'])
      .where('uploaded_by', '=', actor.id)
      .where('institution_id', '=', actor.institutionId)
      .where('kind', '=', 'booklist')
      .where('checksum', '=', input.checksum)
      .where('status', '=', 'validated')
      .execute()
    // One the user may no longer discard (the commit rule) stays; one added meanwhile by another tab stays too (removeUnadded answers false).
    for (const earlier of unadded) if (actor.ability.can('commit', subject('Upload', uploadRecord(earlier)))) await removeUnadded(write, earlier)
    const checked = await checkBooklistRows(trx, actor, input.columns, input.rows, currentTerm(Date.parse(writer.now)))
    const errors = checked.filter((row) => row.problems.length > 0).length
    await write({
      insert: 'uploads',
      row: {
        id,
        institution_id: actor.institutionId,
        uploaded_by: actor.id,
        kind: 'booklist',
        file_name: input.fileName,
        status: 'validated',
        row_count: checked.length,
        error_count: errors,
        checksum: input.checksum,
        byte_size: input.byteSize,
        columns: JSON.stringify(input.columns),
        separator: input.separator,
        applied_count: 0,
        committed_at: null,
      },
    })
    await write({
      insertRows: 'upload_rows',
      stamp: false,
      rows: checked.map((row) => ({
        upload_id: id,
        row_number: row.row,
        data: JSON.stringify(row.cells),
        status: row.problems.length === 0 ? 'ok' : 'error',
        message: summaryOf(row.problems),
        problems: problemsJson(row.problems),
      })),
    })
    return { ok: true, id }
  })
}

/**
 * Adds the rows of a checked upload that passed to their booklists, in one
 * transaction under one key, so a retry (a commit whose answer was lost)
 * adds nothing twice. The rows are checked again first: a row that no longer
 * passes (its list was submitted, its title added meanwhile) becomes an
 * error and the rest are added; each list takes its rows through its
 * bulkUpload rule and gets an event per item. Answers the upload's id.
 */
export async function commitUpload(writer: Writer, input: CommitUploadInput): Promise<WriteResult> {
  const { actor } = writer
  return changeTogether(writer, { key: input.idempotencyKey, procedure: 'uploads.commit' }, async ({ trx, change, write }) => {
    const upload = await trx.selectFrom('uploads').selectAll().where('id', '=', input.id).executeTakeFirst()
    const record = upload ? subject('Upload', uploadRecord(upload)) : undefined
    if (!upload || !record || !(actor.ability.can('read', record) || actor.ability.can('commit', record))) return failure('NOT_FOUND', 'There is no such upload.')
    if (upload.version !== input.version) return failure('CONFLICT', `This upload changed after you loaded it${upload.committed_at ? `: its rows were added at ${formatEventTime(iso(upload.committed_at))}` : ''}. Reload to see it.`)
    if (!actor.ability.can('commit', record)) {
      return failure('FORBIDDEN', upload.uploaded_by === actor.id ? `This upload is ${upload.status}; only a checked upload's rows can be added.` : 'Only the person who uploaded a file may add its rows.')
    }
    const stored = await storedRowsOf(trx, upload.id)
    const columns = uploadColumnsOf(upload.columns)
    const wasGood = stored.filter((row) => row.status === 'ok')
    const rechecked = await checkBooklistRows(trx, actor, columns, wasGood.map((row) => ({ row: row.row_number, cells: columns.map((column) => row.cells[column] ?? '') })), currentTerm(Date.parse(writer.now)))
    const nowBad = rechecked.filter((row) => row.problems.length > 0)
    const adding = rechecked.filter((row): row is CheckedRow & { target: RowTarget } => row.target !== undefined)
    if (adding.length === 0) return failure('BAD_REQUEST', 'None of this upload’s rows can be added any more: each is now in error. Open the upload to see why.')

    for (const [listId, rows] of groupBy(adding, (row) => row.target.listId)) {
      const added = await change({
        kind: booklistKind,
        id: listId,
        action: 'bulkUpload',
        // Kept: it names which of the upload's lists took no rows; its rows were checked against the rule (checkBooklistRows), so what changed since is the list's state.
        refusal: (list) => `The booklist ${list.id} is ${list.state}; it took no rows.`,
        async apply(db, list) {
          const last = await db.selectFrom('booklist_items').select((eb) => eb.fn.max('position').as('position')).where('booklist_id', '=', list.id).executeTakeFirst()
          const first = Number(last?.position ?? 0) + 1
          const items = rows.map((row, i) => ({
            id: `bli-${randomUUID()}`,
            booklist_id: list.id,
            institution_id: list.institution_id,
            course_id: list.course_id,
            list_state: list.state,
            nbsi: row.target.nbsi,
            requirement: row.target.requirement,
            quantity: row.target.quantity,
            note: row.target.note,
            status: 'proposed',
            internal_status: null,
            position: first + i,
          }))
          const events = items.map((item, i): EventSpec => {
            const target = rows[i]?.target
            const changes: Record<string, FieldChange> = {
              title: { from: null, to: target?.title ?? item.nbsi },
              quantity: { from: null, to: item.quantity },
              requirement: { from: null, to: item.requirement },
              ...(item.note === null ? {} : { note: { from: null, to: item.note } }),
            }
            return { action: 'addItem', from: null, to: null, changes, note: `From ${upload.file_name}, row ${rows[i]?.row ?? ''}`, about: { type: 'BooklistItem', id: item.id, timelineId: list.id } }
          })
          return { also: [{ insertRows: 'booklist_items', rows: items }], events }
        },
      })
      if (!added.ok) return added
    }
    for (const row of nowBad) {
      await write({ update: 'upload_rows', where: ['upload_id', upload.id], alsoWhere: { row_number: row.row }, set: { status: 'error', message: summaryOf(row.problems), problems: problemsJson(row.problems) } })
    }
    await write({ update: 'upload_rows', where: ['upload_id', upload.id], alsoWhere: { status: 'ok' }, set: { status: 'applied' } })
    const moved = await write({
      update: 'uploads',
      where: ['id', upload.id],
      set: { status: 'applied', applied_count: adding.length, error_count: upload.error_count + nowBad.length, committed_at: writer.now },
      moveVersion: true,
      ifVersion: input.version,
    })
    // Another commit of the same upload went first (a second tab, another key): it won, and this one writes nothing.
    if (moved !== 1) return failure('CONFLICT', 'This upload’s rows were added by another attempt meanwhile. Reload to see it.')
    return { ok: true, id: upload.id }
  })
}

/**
 * Removes one's own checked upload that was never added, with its rows, in
 * one transaction: not readable → NOT_FOUND, not one's own → FORBIDDEN, its
 * rows added (or the version moved) → CONFLICT. An added upload stays: its
 * rows are on booklists and their history names it. Answers the upload's id.
 */
export async function discardUpload(writer: Writer, input: DiscardUploadInput): Promise<WriteResult> {
  const { actor } = writer
  return changeTogether(writer, undefined, async ({ trx, write }) => {
    const upload = await trx.selectFrom('uploads').selectAll().where('id', '=', input.id).executeTakeFirst()
    const record = upload ? subject('Upload', uploadRecord(upload)) : undefined
    if (!upload || !record || !(actor.ability.can('read', record) || actor.ability.can('commit', record))) return failure('NOT_FOUND', 'There is no such upload.')
    if (!actor.ability.can('commit', record)) {
      // The rule would allow it but for the upload's state (its rows were added): that is what happened, not a permission.
      const hadItStayedChecked = actor.ability.can('commit', subject('Upload', { ...uploadRecord(upload), status: 'validated' as const }))
      if (!hadItStayedChecked) return failure('FORBIDDEN', 'Only the person who uploaded a file may discard it.')
      return failure('CONFLICT', upload.committed_at ? `The rows of this upload were added at ${formatEventTime(iso(upload.committed_at))}; an added upload stays.` : `This upload is ${upload.status}; only a checked upload whose rows were never added can be discarded.`)
    }
    if (upload.version !== input.version) return failure('CONFLICT', 'This upload changed after you loaded it. Reload to see it.')
    // A commit of it that went first (a second tab) keeps it.
    if (!(await removeUnadded(write, upload))) return failure('CONFLICT', 'This upload’s rows were added meanwhile. Reload to see it.')
    return { ok: true, id: upload.id }
  })
}

/** Deletes a checked upload and its rows while it is still checked and at the version read; answers whether it did. */
async function removeUnadded(write: Together['write'], upload: { readonly id: string; readonly version: number }): Promise<boolean> {
  const removed = await write({ remove: 'uploads', where: ['id', upload.id], alsoWhere: { status: 'validated' }, ifVersion: Number(upload.version) })
  if (removed !== 1) return false
  // The foreign key cascades too; said here so the rows go whatever the database does.
  await write({ remove: 'upload_rows', where: ['upload_id', upload.id] })
  return true
}

function groupBy<T>(values: readonly T[], keyOf: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const value of values) {
    const key = keyOf(value)
    const group = groups.get(key)
    if (group) group.push(value)
    else groups.set(key, [value])
  }
  return groups
}
