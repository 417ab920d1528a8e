import { z } from 'zod'
import type { UploadRecord } from '../generated/records.gen.ts'
import { fileSeparators, type FileSeparator, maxCellLength, maxUploadBytes, maxUploadColumns, maxUploadRows, readBooklistHeader } from './booklist-file.ts'
import { pagePosition } from './list-query.ts'
import { idempotencyKey, recordChange } from './record-change.ts'

/**
 * The bulk upload API (issue 29). A file is read in the browser, then
 * `uploads.check` validates every row against the database and keeps the
 * upload with each row's outcome, writing nothing to any booklist;
 * `uploads.commit` adds the good rows in one transaction. Shared with the
 * browser so both validate with one schema.
 */

const uploadId = z.string().trim().min(1, 'Give an upload id.').max(200, 'An upload id has at most 200 characters.')

/** One row as read from the file: its row number there (the header is row 1) and its cells in the header's order. */
export const uploadedRow = z.object({
  row: z.number().int().min(2, 'Rows under the header start at 2.'),
  cells: z.array(z.string().max(maxCellLength, `A cell has at most ${maxCellLength.toLocaleString('en')} characters.`)).max(maxUploadColumns),
})
export type UploadedRow = z.input<typeof uploadedRow>

export const checkUploadInput = z
  .object({
    fileName: z.string().trim().min(1, 'Name the file.').max(255, 'A file name has at most 255 characters.'),
    byteSize: z.number().int().min(1, 'The file is empty.').max(maxUploadBytes, 'The file is larger than 5 MB; split it into smaller files.'),
    /** SHA-256 of the file's bytes, in hex: the same file uploaded again is recognised by it. */
    checksum: z.string().regex(/^[0-9a-f]{64}$/, 'The checksum is a SHA-256 digest in lower-case hex.'),
    /** The file's separator: its error file is written with the same one. */
    separator: z.enum(fileSeparators).default(','),
    columns: z.array(z.string().max(200)).min(1).max(maxUploadColumns, `A file has at most ${maxUploadColumns} columns.`),
    rows: z
      .array(uploadedRow)
      .min(1, 'The file has a header but no rows under it.')
      .max(maxUploadRows, `A file has at most ${maxUploadRows.toLocaleString('en')} rows; split it into smaller files.`),
    idempotencyKey,
  })
  .superRefine((input, ctx) => {
    const header = readBooklistHeader(input.columns)
    if (!header.ok) ctx.addIssue({ code: 'custom', path: ['columns'], message: header.message })
  })
export type CheckUploadInput = z.input<typeof checkUploadInput>

/** Adds the rows that passed to their booklists; the version is the one the preview showed. */
export const commitUploadInput = recordChange.extend({ id: uploadId, idempotencyKey })
export type CommitUploadInput = z.input<typeof commitUploadInput>

/** Removes one's own checked upload that was never added, with its rows; the version is the one the screen showed. */
export const discardUploadInput = recordChange.extend({ id: uploadId })
export type DiscardUploadInput = z.input<typeof discardUploadInput>

export const getUploadInput = z.object({ id: uploadId })

/** The user's own uploads, newest first. */
export const listUploadsInput = z.object({ ...pagePosition })
export type ListUploadsInput = z.input<typeof listUploadsInput>

/** all: every row; errors: the rows in error; good: the rows that will be (or were) added. */
export const uploadRowFilters = ['all', 'errors', 'good'] as const
export type UploadRowFilter = (typeof uploadRowFilters)[number]

export const uploadRowsInput = z.object({ id: uploadId, show: z.enum(uploadRowFilters).default('all'), ...pagePosition })
export type UploadRowsInput = z.input<typeof uploadRowsInput>

/** validated: checked, nothing added yet; applied: its good rows were added; failed: none could be (older uploads). */
export type UploadStatus = 'received' | 'validated' | 'applied' | 'failed'
/** ok: will be added; applied: was added; error: was not, for the reasons given. */
export type UploadRowStatus = 'ok' | 'error' | 'applied'

/** One thing wrong with a row: the column as the file's header names it (none when it is the whole row). */
export interface UploadProblem {
  readonly column: string | null
  readonly message: string
}

export interface UploadSummary {
  readonly id: string
  readonly fileName: string
  readonly byteSize: number | null
  readonly status: UploadStatus
  readonly rowCount: number
  readonly errorCount: number
  /** Rows added to booklists (0 until committed). */
  readonly appliedCount: number
  readonly uploadedBy: { readonly id: string; readonly name: string }
  readonly createdAt: string
  readonly committedAt: string | null
  /** The header as in the file: the error rows' CSV repeats it. */
  readonly columns: readonly string[]
  /** The file's separator: the error rows' CSV uses it, so it opens as the file did. */
  readonly separator: FileSeparator
  readonly version: number
  /** As the policy's rules read it: the page asks the commit rule of it. */
  readonly record: UploadRecord
}

export interface UploadRowView {
  readonly row: number
  /** The cells by the header's names, as uploaded. */
  readonly cells: Readonly<Record<string, string>>
  readonly status: UploadRowStatus
  readonly problems: readonly UploadProblem[]
}

/** What a check answers: the upload kept with its outcomes, and an earlier upload of the same file when there is one. */
export interface UploadCheck {
  readonly upload: UploadSummary
  readonly sameFile: UploadSummary | null
}
