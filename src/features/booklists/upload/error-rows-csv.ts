import { toCsv, type CsvColumn } from '../../../components/ui/csv-export.ts'

export interface ErrorRow {
  readonly row: number
  /** The cells by the header's names, as uploaded. */
  readonly cells: Readonly<Record<string, string>>
  readonly problems: readonly { readonly column: string | null; readonly message: string }[]
}

/** The last column's name: not a booklist column, so the file uploads again as it is. */
export const errorColumn = 'error'

/** A row's problems in one cell: "quantity: …; isbn: …", a problem of the whole row without a column. */
const problemsText = (problems: ErrorRow['problems']) =>
  problems.map((problem) => (problem.column ? `${problem.column}: ${problem.message}` : problem.message)).join('; ')

/**
 * The rows that failed as a CSV to fix and upload again: the file's columns
 * in its order, then `error` saying what is wrong, separated as the file was. No row numbers: the file
 * is to be uploaded again as it is. Cells a spreadsheet would run as a
 * formula are neutralised by the kit's toCsv.
 */
export function errorRowsCsv(columns: readonly string[], rows: readonly ErrorRow[], separator: ',' | ';' = ','): Promise<string> {
  const csvColumns: CsvColumn<ErrorRow>[] = [
    ...columns.map((column): CsvColumn<ErrorRow> => ({ header: column, value: (row) => row.cells[column] ?? '' })),
    { header: errorColumn, value: (row) => problemsText(row.problems) },
  ]
  return toCsv(rows, csvColumns, 'csv', separator)
}
