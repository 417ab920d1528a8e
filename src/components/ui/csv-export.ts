const formulaStart = /^[=+\-@\t\r]/

export interface CsvColumn<T> {
  readonly header: string
  readonly value: (row: T) => string | number | boolean | null | undefined
}

/** Comma-separated for spreadsheets; tab-separated for tools that want TSV (COUNTER reports). */
export type ExportFormat = 'csv' | 'tsv'

/**
 * The rows as CSV (or TSV) text, one column per entry. A text cell starting with
 * = + - @ (or a tab or carriage return) gets a leading ' so a spreadsheet
 * shows it instead of running it as a formula (OWASP, CSV injection); numbers
 * stay numbers. papaparse is loaded on first use, never with the page.
 */
export async function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], format: ExportFormat = 'csv'): Promise<string> {
  // A CommonJS module: its functions are on the default export.
  const { unparse } = (await import('papaparse')).default
  return unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    // Not `escapeFormulae: true`: papaparse's own pattern ends in `.*$`, which misses a formula followed by a line break.
    { escapeFormulae: formulaStart, newline: '\r\n', delimiter: format === 'tsv' ? '\t' : ',' },
  )
}

/** Saves CSV or TSV text as a file; the byte-order mark makes spreadsheet programs read it as UTF-8. */
export function downloadCsv(filename: string, csv: string, format: ExportFormat = 'csv'): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: `text/${format === 'tsv' ? 'tab-separated-values' : 'csv'};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename.endsWith(`.${format}`) ? filename : `${filename}.${format}`
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on a later task: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Both: what an Export button calls with the rows the current filter shows. */
export async function exportCsv<T>(filename: string, rows: readonly T[], columns: readonly CsvColumn<T>[], format: ExportFormat = 'csv'): Promise<void> {
  downloadCsv(filename, await toCsv(rows, columns, format), format)
}
