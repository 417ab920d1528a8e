/**
 * What a booklist file is (issue 29): a CSV whose first row names its
 * columns, in any order. The browser reads it with Papa Parse and refuses a
 * file this module finds wrong before anything is sent; the server reads the
 * same header with the same function, so both say the same sentence.
 */

/** The largest file taken: a whole institution's term fits in far less. */
export const maxUploadBytes = 5 * 1024 * 1024
/** The most rows under the header. */
export const maxUploadRows = 20_000
/** The longest cell: a note is the longest text a row carries. */
export const maxCellLength = 2000
/** The most columns a header may have (extra ones are kept and ignored). */
export const maxUploadColumns = 50

/** How a file's cells are separated: what the reader guesses among, and what its error file is written with. */
export const fileSeparators = [',', ';'] as const
export type FileSeparator = (typeof fileSeparators)[number]

/** The columns, as the header names them (case and surrounding spaces do not matter). */
export const booklistFileColumns = {
  course: 'course_code',
  isbn: 'isbn',
  nbsi: 'nbsi',
  quantity: 'quantity',
  requirement: 'requirement',
  note: 'note',
  term: 'term',
} as const

/** Where each column is in the file's rows; `title` is the isbn column, or the nbsi one when the file has no isbn. */
export interface BooklistFileLayout {
  readonly course: number
  readonly title: { readonly index: number; readonly by: 'isbn' | 'nbsi' }
  readonly quantity: number
  readonly requirement: number
  readonly note: number | undefined
  readonly term: number | undefined
}

export type HeaderReading = { readonly ok: true; readonly layout: BooklistFileLayout } | { readonly ok: false; readonly message: string }

/** A header cell as compared: trimmed, lower case, without a byte-order mark. */
export const headerName = (cell: string) =>
  cell
    .replace(/^\ufeff/, '')
    .trim()
    .toLowerCase()

/**
 * Columns a file may carry from an earlier check (the error file's `error`
 * column, a spreadsheet's own `problems`): never read as data, so a fixed
 * error file uploads again without its old problems shown beside its rows.
 */
export const ignoredColumnNames = ['error', 'errors', 'problem', 'problems'] as const
export const isIgnoredColumn = (cell: string) => (ignoredColumnNames as readonly string[]).includes(headerName(cell))

const required =
  `${booklistFileColumns.course}, ${booklistFileColumns.isbn} (or ` +
  `${booklistFileColumns.nbsi}), ${booklistFileColumns.quantity}, ${booklistFileColumns.requirement}`

/**
 * Where the columns are, or why this first row is not a booklist header: no
 * header at all (the first row is data), a required column missing, a column
 * named twice.
 */
export function readBooklistHeader(header: readonly string[]): HeaderReading {
  const names = header.map(headerName)
  const known = new Set<string>(Object.values(booklistFileColumns))
  if (!names.some((name) => known.has(name))) {
    return {
      ok: false,
      message:
        `The first row is not a header. Add a first row naming the columns: ` +
        `${required}, and optionally ${booklistFileColumns.note} and ${booklistFileColumns.term}.`,
    }
  }
  const twice = names.find((name, i) => name !== '' && known.has(name) && names.indexOf(name) !== i)
  if (twice) return { ok: false, message: `The header names the column "${twice}" twice; keep one.` }
  const at = (name: string) => {
    const index = names.indexOf(name)
    return index === -1 ? undefined : index
  }
  const isbn = at(booklistFileColumns.isbn)
  const nbsi = at(booklistFileColumns.nbsi)
  const columns = { course: at(booklistFileColumns.course), quantity: at(booklistFileColumns.quantity), requirement: at(booklistFileColumns.requirement) }
  const missing = [
    columns.course === undefined ? booklistFileColumns.course : '',
    isbn === undefined && nbsi === undefined ? `${booklistFileColumns.isbn} (or ${booklistFileColumns.nbsi})` : '',
    columns.quantity === undefined ? booklistFileColumns.quantity : '',
    columns.requirement === undefined ? booklistFileColumns.requirement : '',
  ].filter(Boolean)
  if (missing.length > 0 || columns.course === undefined || columns.quantity === undefined || columns.requirement === undefined) {
    return { ok: false, message: `The file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. Its header must name ${required}.` }
  }
  const title = isbn === undefined ? { index: nbsi ?? 0, by: 'nbsi' as const } : { index: isbn, by: 'isbn' as const }
  return {
    ok: true,
    layout: {
      course: columns.course,
      title,
      quantity: columns.quantity,
      requirement: columns.requirement,
      note: at(booklistFileColumns.note),
      term: at(booklistFileColumns.term),
    },
  }
}
