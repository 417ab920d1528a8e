import { randomUUID } from 'node:crypto'
import type { FieldChange } from '../../../contracts/record-history.ts'
import { formatEventTime } from '../../../contracts/dates.ts'
import type { CheckUploadInput, CommitUploadInput, DiscardUploadInput, UploadProblem } from '../../../contracts/uploads.ts'
import type { RowOf } from '../../trpc/record-kind.ts'
import { changeTogether, type Change, type EventSpec, type FurtherWrite, type Writer } from '../../trpc/record-write.ts'
import { failure, type WriteResult } from '../../trpc/write-result.ts'
import { booklistKind } from '../booklists/booklist-record.ts'
import { currentTermName } from '../../terms/institution-terms.ts'
import { checkBooklistRows, type CheckedRow, type RowTarget } from './check-booklist-rows.ts'
import { iso, uploadColumnsOf, uploadKind, uploadRecord } from './upload-record.ts'
import { storedRowsOf } from './uploads-read.repo.ts'

type Check = Omit<CheckUploadInput, 'idempotencyKey'> & { readonly idempotencyKey: string }

const problemsJson = (problems: readonly UploadProblem[]) => (problems.length === 0 ? null : JSON.stringify(problems))
const summaryOf = (problems: readonly UploadProblem[]) =>
  problems.length === 0 ? null : problems.map((p) => (p.column ? `${p.column}: ${p.message}` : p.message)).join('; ')

/**
 * Checks a booklist file's rows and keeps the upload, status `validated`,
 * with every row's outcome: nothing is added to any booklist. Through the
 * write path: the key first (a retried check keeps one upload), then the
 * create rule of Upload, then the rows are checked. The same file (by
 * checksum) checked again by its uploader replaces their check of it that was
 * never added, in the same transaction, instead of piling up beside it; an
 * added upload of it stays. Answers the upload's id.
 */
export async function checkUpload(writer: Writer, input: Check): Promise<WriteResult> {
  const { actor } = writer
  return changeTogether(writer, { key: input.idempotencyKey, procedure: 'uploads.check' }, async ({ trx, create, change, write }) => {
    const created = await create({
      kind: uploadKind,
      action: 'create',
      refusal: 'You may not upload booklists.',
      async prepare() {
        const record = uploadRecord({ id: `upl-${randomUUID()}`, institution_id: actor.institutionId, uploaded_by: actor.id, status: 'validated' })
        const row = {
          id: record.id,
          institution_id: record.institutionId,
          uploaded_by: record.uploaderId,
          kind: 'booklist',
          file_name: input.fileName,
          status: record.status,
          row_count: 0,
          error_count: 0,
        }
        const stored = {
          checksum: input.checksum,
          byte_size: input.byteSize,
          columns: JSON.stringify(input.columns),
          separator: input.separator,
          applied_count: 0,
          committed_at: null,
        }
        return { fields: record, row: { ...row, ...stored }, events: [{ action: 'check', from: null, to: 'validated', note: input.fileName }] }
      },
    })
    if (!created.ok) return created
    const id = created.id
    const unadded = await trx
      .selectFrom('uploads')
      .select(['id', 'version'])
      .where('uploaded_by', '=', actor.id)
      .where('institution_id', '=', actor.institutionId)
      .where('kind', '=', 'booklist')
      .where('checksum', '=', input.checksum)
      .where('status', '=', 'validated')
      .where('id', '!=', id)
      .execute()
    // One the user may no longer discard (the commit rule) stays, and so does one added meanwhile by another tab: their change is refused and writes nothing.
    for (const earlier of unadded) await change(discarding(earlier, actor.id, `Checked again as ${input.fileName}`))
    const checked = await checkBooklistRows(trx, actor, input.columns, input.rows, await currentTermName(trx, actor.institutionId, Date.parse(writer.now)))
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
    // Made in this transaction: its counts are part of its creation, not a change of it.
    await write({
      update: 'uploads',
      where: ['id', id],
      set: { row_count: checked.length, error_count: checked.filter((row) => row.problems.length > 0).length },
    })
    return { ok: true, id }
  })
}

/**
 * Adds the rows of a checked upload that passed to their booklists, in one
 * transaction under one key, so a retry (a commit whose answer was lost)
 * adds nothing twice. The upload's commit rule and version come first
 * (the write path); its rows are checked again: a row that no longer passes
 * (its list was submitted, its title added meanwhile) becomes an error and
 * the rest are added; each list takes its rows through its bulkUpload rule
 * and gets an event per item. Answers the upload's id.
 */
export async function commitUpload(writer: Writer, input: CommitUploadInput): Promise<WriteResult> {
  const { actor } = writer
  return changeTogether(writer, { key: input.idempotencyKey, procedure: 'uploads.commit' }, async ({ change }) =>
    change({
      kind: uploadKind,
      id: input.id,
      version: input.version,
      action: 'commit',
      refusal: (upload) =>
        upload.uploaded_by === actor.id
          ? `This upload is ${upload.status}; only a checked upload's rows can be added.`
          : 'Only the person who uploaded a file may add its rows.',
      async apply(trx, upload) {
        const stored = await storedRowsOf(trx, upload.id)
        const columns = uploadColumnsOf(upload.columns)
        const wasGood = stored.filter((row) => row.status === 'ok')
        const rechecked = await checkBooklistRows(
          trx,
          actor,
          columns,
          wasGood.map((row) => ({ row: row.row_number, cells: columns.map((column) => row.cells[column] ?? '') })),
          await currentTermName(trx, actor.institutionId, Date.parse(writer.now)),
        )
        const nowBad = rechecked.filter((row) => row.problems.length > 0)
        const adding = rechecked.filter((row): row is CheckedRow & { target: RowTarget } => row.target !== undefined)
        if (adding.length === 0)
          return failure('BAD_REQUEST', 'None of this upload’s rows can be added any more: each is now in error. Open the upload to see why.')
        for (const [listId, rows] of groupBy(adding, (row) => row.target.listId)) {
          const added = await change(addingRows(listId, rows, upload.file_name))
          if (!added.ok) return added
        }
        const markedBad: FurtherWrite[] = nowBad.map((row) => ({
          update: 'upload_rows',
          where: ['upload_id', upload.id],
          alsoWhere: { row_number: row.row },
          set: { status: 'error', message: summaryOf(row.problems), problems: problemsJson(row.problems) },
        }))
        return {
          write: { status: 'applied', applied_count: adding.length, error_count: upload.error_count + nowBad.length, committed_at: writer.now },
          events: [
            {
              action: 'commit',
              to: 'applied',
              note:
                nowBad.length === 0
                  ? `${plural(adding.length, 'row')} added`
                  : `${plural(adding.length, 'row')} added; ${plural(nowBad.length, 'row')} now in error`,
            },
          ],
          also: [...markedBad, { update: 'upload_rows', where: ['upload_id', upload.id], alsoWhere: { status: 'ok' }, set: { status: 'applied' } }],
        }
      },
    }),
  )
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

/** One booklist taking an upload's rows that passed, through its bulkUpload rule, with an event per item on the list's timeline. */
function addingRows(
  listId: string,
  rows: readonly (CheckedRow & { target: RowTarget })[],
  fileName: string,
): Omit<Change<'Booklist', RowOf<'booklists'>>, 'idempotency'> {
  return {
    kind: booklistKind,
    id: listId,
    action: 'bulkUpload',
    // Kept: it names which of the upload's lists took no rows; its rows were checked against the rule (checkBooklistRows), so what changed since is
    // the list's state.
    refusal: (list) => `The booklist ${list.id} is ${list.state}; it took no rows.`,
    async apply(db, list) {
      const last = await db
        .selectFrom('booklist_items')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('booklist_id', '=', list.id)
        .executeTakeFirst()
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
        return {
          action: 'addItem',
          from: null,
          to: null,
          changes,
          note: `From ${fileName}, row ${rows[i]?.row ?? ''}`,
          about: { type: 'BooklistItem', id: item.id, timelineId: list.id },
        }
      })
      return { also: [{ insertRows: 'booklist_items', rows: items }], events }
    },
  }
}

/**
 * Removes one's own checked upload that was never added, with its rows, in
 * one transaction, through the write path: not readable → NOT_FOUND; not
 * one's own, or its rows added → FORBIDDEN (saying which); a version moved
 * since it was loaded → CONFLICT naming who. An added upload stays: its rows
 * are on booklists and their history names it. Answers the upload's id.
 */
export async function discardUpload(writer: Writer, input: DiscardUploadInput): Promise<WriteResult> {
  return changeTogether(writer, undefined, async ({ change }) => change({ ...discarding(input, writer.actor.id), verb: 'discard' }))
}

/** The change that discards a checked upload and its rows (the commit rule: one's own, never added). */
function discarding(
  upload: { readonly id: string; readonly version: number },
  actorId: string,
  note?: string,
): Omit<Change<'Upload', RowOf<'uploads'>>, 'idempotency'> {
  return {
    kind: uploadKind,
    id: upload.id,
    version: Number(upload.version),
    action: 'commit',
    refusal: (row) => {
      if (row.uploaded_by !== actorId) return 'Only the person who uploaded a file may discard it.'
      if (row.committed_at) return `The rows of this upload were added at ${formatEventTime(iso(row.committed_at))}; an added upload stays.`
      return `This upload is ${row.status}; only a checked upload whose rows were never added can be discarded.`
    },
    // The foreign key cascades too; said here so the rows go whatever the database does.
    apply: async () => ({
      write: 'remove',
      events: [{ action: 'discard', to: null, note: note ?? null }],
      also: [{ remove: 'upload_rows', where: ['upload_id', upload.id] }],
    }),
  }
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
