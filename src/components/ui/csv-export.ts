const formulaStart = /^[=+\-@\t\r]/

export interface CsvColumn<T> {
  readonly header: string
  readonly value: (row: T) => string | number | boolean | null | undefined
}

/**
 * The rows as CSV text, one column per entry. A text cell starting with
 * = + - @ (or a tab or carriage return) gets a leading ' so a spreadsheet
 * shows it instead of running it as a formula (OWASP, CSV injection); numbers
 * stay numbers. papaparse is loaded on first use, never with the page.
 */
export async function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): Promise<string> {
  // A CommonJS module: its functions are on the default export.
  const { unparse } = (await import('papaparse')).default
  return unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    // Not `escapeFormulae: true`: papaparse's own pattern ends in `.*$`, which misses a formula followed by a line break.
    { escapeFormulae: formulaStart, newline: '\r\n' },
  )
}

/** Saves CSV text as a file; the byte-order mark makes spreadsheet programs read it as UTF-8. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on a later task: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Both: what an Export button calls with the rows the current filter shows. */
export async function exportCsv<T>(filename: string, rows: readonly T[], columns: readonly CsvColumn<T>[]): Promise<void> {
  downloadCsv(filename, await toCsv(rows, columns))
}
