import Papa, { type ParseResult, type Parser } from 'papaparse'
import { formatBytes } from '../../../components/ui/file-check.ts'
import {
  type FileSeparator,
  isIgnoredColumn,
  maxCellLength,
  maxUploadBytes,
  maxUploadColumns,
  maxUploadRows,
  readBooklistHeader,
} from '../../../contracts/booklist-file.ts'
import type { UploadedRow } from '../../../contracts/uploads.ts'

/**
 * A booklist file read in the browser (issue 29): its header and rows as
 * `uploads.check` takes them, or a sentence naming the file and saying what
 * to fix. Pure (bytes in, reading out), so the same function runs inline for
 * a small file and in read-booklist-file.worker.ts for a large one.
 */
export type FileReading =
  | {
      readonly ok: true
      readonly fileName: string
      readonly byteSize: number
      /** SHA-256 of the file's bytes, lower-case hex. */
      readonly checksum: string
      /** The header's cells as in the file (without a byte-order mark). */
      readonly columns: string[]
      /** The separator the file uses, as guessed: the error file is written with it. */
      readonly separator: FileSeparator
      readonly rows: UploadedRow[]
      /** Columns left out of `columns` and the rows' cells: an earlier check's `error` column and the like. */
      readonly ignoredColumns: string[]
    }
  | { readonly ok: false; readonly message: string }

export interface ReadingOptions {
  /** Called as parsing goes on with the share done (0 to 1), last with 1. */
  readonly onProgress?: ((fraction: number) => void) | undefined
  /** Characters Papa Parse reads at a time (tests set a small one to see progress). */
  readonly chunkSize?: number | undefined
}

/** The longest column name `uploads.check` takes. */
const maxColumnNameLength = 200
/** Where a NUL byte means a binary file (a spreadsheet, a zip), not text. */
const sniffedBytes = 8 * 1024
const defaultChunkSize = 64 * 1024

type Refusal = { readonly ok: false; readonly message: string }
const refuse = (message: string): Refusal => ({ ok: false, message })
const count = (n: number) => n.toLocaleString('en')

const emptyMessage = (fileName: string) =>
  `${fileName} is empty: choose the booklist's CSV file, with a header row naming the columns and a row per title under it.`

/** Why a file of this size is refused before it is read; undefined when its size is fine. */
export function fileSizeProblem(fileName: string, byteSize: number): string | undefined {
  if (byteSize === 0) return emptyMessage(fileName)
  if (byteSize > maxUploadBytes)
    return `${fileName} is ${formatBytes(byteSize)}; a booklist file is at most ${formatBytes(maxUploadBytes)}: split it into smaller files.`
  return undefined
}

/** The file's text without a byte-order mark, or why it is not UTF-8 CSV text. */
function decodeText(fileName: string, bytes: Uint8Array<ArrayBuffer>): { readonly ok: true; readonly text: string } | Refusal {
  if (bytes.subarray(0, sniffedBytes).includes(0)) {
    return refuse(`${fileName} is not a CSV text file (is it a spreadsheet saved as .xlsx?): save it as "CSV UTF-8" and choose that file.`)
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return refuse(
      `${fileName} is not a CSV text file in UTF-8 (it may be saved in another encoding, or be a spreadsheet): save it as "CSV UTF-8" and choose that file.`,
    )
  }
  text = text.replace(/^\ufeff/, '')
  return text.trim() === '' ? refuse(emptyMessage(fileName)) : { ok: true, text }
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '')

/** Why the header row cannot be taken; undefined when it can. */
function headerProblem(fileName: string, header: readonly string[]): string | undefined {
  if (header.length > maxUploadColumns) {
    return `The header of ${fileName} has ${count(header.length)} columns; a booklist file has at most ${maxUploadColumns}: remove the columns it does not use.`
  }
  const long = header.find((cell) => cell.length > maxColumnNameLength)
  if (long !== undefined)
    return (
      `The header of ${fileName} names a column of ${count(long.length)} characters ("${long.slice(0, 40)}…"); ` +
      `a column name has at most ${maxColumnNameLength}: shorten it.`
    )
  const reading = readBooklistHeader(header)
  return reading.ok ? undefined : `${fileName}: ${reading.message}`
}

/** Why a row under the header cannot be taken; undefined when it can. */
function rowProblem(fileName: string, header: readonly string[], row: number, cells: readonly string[]): string | undefined {
  if (cells.length > maxUploadColumns)
    return `Row ${row} of ${fileName} has ${count(cells.length)} cells; a row has at most ${maxUploadColumns}: remove the extra cells.`
  const at = cells.findIndex((cell) => cell.length > maxCellLength)
  if (at === -1) return undefined
  const column = header[at]?.trim() || `column ${at + 1}`
  return (
    `Row ${row} of ${fileName} has a cell of ${count(cells[at]?.length ?? 0)} characters in "${column}"; ` +
    `a cell has at most ${count(maxCellLength)}: shorten it.`
  )
}

/**
 * The header and rows of CSV text, parsed by Papa Parse in chunks: comma or
 * semicolon (guessed), quoted cells with separators and line breaks inside.
 * Row numbers are a spreadsheet's: the n-th record of the file is row n, so
 * a blank line counts (a spreadsheet shows it as an empty row) but is not
 * taken, and a quoted cell over several lines is one row.
 */
function parseText(
  fileName: string,
  text: string,
  options: ReadingOptions,
):
  | { readonly ok: true; readonly columns: string[]; readonly separator: FileSeparator; readonly rows: UploadedRow[]; readonly ignoredColumns: string[] }
  | Refusal {
  let records = 0
  let header: string[] | undefined
  let ignoredColumns: string[] = []
  let separator: FileSeparator = ','
  // The cells kept: all but an earlier check's `error` column and the like.
  let kept = (cells: string[]) => cells
  const rows: UploadedRow[] = []
  let rowCount = 0
  let problem: string | undefined
  // A string is streamed in `chunkSize` pieces too (Papa's StringStreamer), synchronously.
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';'],
    chunkSize: options.chunkSize ?? defaultChunkSize,
    chunk: (results: ParseResult<string[]>, parser: Parser) => {
      // An opened quote never closed runs to the end of the file: its row is this chunk's last.
      if (results.errors.some((error) => error.code === 'MissingQuotes')) {
        problem = `Row ${records + results.data.length} of ${fileName} opens a quoted cell (") that is never closed: close the quote or remove it.`
        parser.abort()
        return
      }
      if (results.meta.delimiter === ';') separator = ';'
      for (const cells of results.data) {
        records += 1
        if (isBlank(cells)) continue
        if (header === undefined) {
          const ignored = new Set(cells.flatMap((cell, i) => (isIgnoredColumn(cell) ? [i] : [])))
          ignoredColumns = cells.filter((_, i) => ignored.has(i))
          if (ignored.size > 0) kept = (row) => row.filter((_, i) => !ignored.has(i))
          header = kept(cells)
          problem = headerProblem(fileName, header)
        } else {
          rowCount += 1
          // Past the limit the rows are only counted, to say how many there are.
          if (rowCount > maxUploadRows) continue
          const taken = kept(cells)
          problem = rowProblem(fileName, header, records, taken)
          rows.push({ row: records, cells: taken })
        }
        if (problem !== undefined) {
          parser.abort()
          return
        }
      }
      options.onProgress?.(Math.min(1, results.meta.cursor / text.length))
    },
    complete: () => {},
  })
  if (problem !== undefined) return refuse(problem)
  if (header === undefined) return refuse(emptyMessage(fileName))
  if (rowCount === 0) return refuse(`${fileName} has a header but no rows under it: add a row per title under the header.`)
  if (rowCount > maxUploadRows) {
    return refuse(`${fileName} has ${count(rowCount)} rows under its header; a booklist file has at most ${count(maxUploadRows)}: split it into smaller files.`)
  }
  options.onProgress?.(1)
  return { ok: true, columns: header, separator, rows, ignoredColumns }
}

/** SHA-256 of the bytes in lower-case hex: the server knows the same file uploaded again by it. */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A booklist file's bytes read: its header, its rows numbered as a spreadsheet shows them, its checksum; or why it is refused. */
export async function readBooklistBytes(fileName: string, bytes: Uint8Array<ArrayBuffer>, options: ReadingOptions = {}): Promise<FileReading> {
  const size = fileSizeProblem(fileName, bytes.byteLength)
  if (size !== undefined) return refuse(size)
  const decoded = decodeText(fileName, bytes)
  if (!decoded.ok) return decoded
  const parsed = parseText(fileName, decoded.text, options)
  if (!parsed.ok) return parsed
  return {
    ok: true,
    fileName,
    byteSize: bytes.byteLength,
    checksum: await sha256Hex(bytes),
    columns: parsed.columns,
    separator: parsed.separator,
    rows: parsed.rows,
    ignoredColumns: parsed.ignoredColumns,
  }
}
