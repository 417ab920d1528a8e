import { fieldAllowed, type FieldRules } from './field-rules.ts'
import { majorAmount } from '../../contracts/money.ts'

/**
 * A cell a spreadsheet would run as a formula: one starting with = + - @ (or a
 * tab or carriage return), except a whole cell that is a plain decimal
 * ("-12.50", "45.99"). A spreadsheet reads that as a number and runs nothing,
 * and money is written as such text (a number would lose "45.90"'s zero), so
 * a negative amount stays a number a spreadsheet can sum rather than becoming
 * the text "'-12.50". `$` is the end of the cell (no `m` flag): "-1\n=cmd" is
 * not a plain decimal and is neutralised.
 */
const formulaStart = /^(?!-?\d+(\.\d+)?$)[=+\-@\t\r]/

export interface CsvColumn<T> {
  readonly header: string
  readonly value: (row: T) => string | number | boolean | null | undefined
  /** The record field the column shows (policy name): left out of the file when the field rules withhold it (see exportCsv). */
  readonly field?: string
}

/** An amount in whole minor units (4599 is 45.99) and its ISO 4217 currency, as records keep money. */
export interface ExportMoney {
  readonly minor: number
  readonly currency: string
}

/** One money amount of a row for `moneyColumns`: its column's heading ("Price", "Total") and the amount's minor units. */
export interface MoneyAmountColumn<T> {
  readonly header: string
  readonly minor: (row: T) => number | null | undefined
}

/**
 * The one rule for money in every export: each amount a column of its own,
 * a plain decimal with the currency's digits ("45.99", JPY "1500", no symbol
 * or grouping), then one Currency column with the ISO code ("GBP"), as
 * spreadsheets and accountants expect. The amounts of a row share its
 * currency; a row without one (`currency` null) has empty cells. No list
 * formats money for export itself: it gives its amounts here.
 */
export function moneyColumns<T>(currency: (row: T) => string | null | undefined, amounts: readonly MoneyAmountColumn<T>[]): CsvColumn<T>[] {
  return [
    ...amounts.map(({ header, minor }): CsvColumn<T> => ({
      header,
      value: (row) => {
        const code = currency(row)
        const amount = minor(row)
        return code == null || amount == null ? '' : majorAmount(amount, code)
      },
    })),
    { header: 'Currency', value: (row) => currency(row) ?? '' },
  ]
}

/** `moneyColumns` for a row with one amount kept as Money ("Price" and "Currency"). */
export const moneyColumn = <T>(header: string, money: (row: T) => ExportMoney | null | undefined): CsvColumn<T>[] =>
  moneyColumns((row) => money(row)?.currency, [{ header, minor: (row) => money(row)?.minor }])

/** Comma-separated for spreadsheets; tab-separated for tools that want TSV (COUNTER reports). */
export type ExportFormat = 'csv' | 'tsv'

/**
 * The rows as CSV (or TSV) text, one column per entry; a CSV separated by
 * commas, or by semicolons when it answers a file that was (the upload's error rows). A text cell starting with
 * = + - @ (or a tab or carriage return) gets a leading ' so a spreadsheet
 * shows it instead of running it as a formula (OWASP, CSV injection); numbers
 * stay numbers. papaparse is loaded on first use, never with the page.
 */
export async function toCsv<T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  format: ExportFormat = 'csv',
  separator: ',' | ';' = ',',
  fieldRules?: FieldRules,
): Promise<string> {
  columns = columns.filter((column) => fieldAllowed(fieldRules, column.field))
  // A CommonJS module: its functions are on the default export.
  const { unparse } = (await import('papaparse')).default
  return unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    // Not `escapeFormulae: true`: papaparse's own pattern ends in `.*$`, which misses a formula followed by a line break.
    { escapeFormulae: formulaStart, newline: '\r\n', delimiter: format === 'tsv' ? '\t' : separator },
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
export async function exportCsv<T>(
  filename: string,
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  format: ExportFormat = 'csv',
  fieldRules?: FieldRules,
): Promise<void> {
  downloadCsv(filename, await toCsv(rows, columns, format, ',', fieldRules), format)
}
