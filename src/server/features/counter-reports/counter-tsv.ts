import {
  counterMonthHeading,
  counterReports,
  type CounterMetricLine,
  type CounterReportHeader,
  type CounterReportId,
  type CounterReportItem,
} from '../../../contracts/counter-reports.ts'

/**
 * A COUNTER Release 5.1 tabular report as TSV text, in the exact layout of the
 * release's sample reports (Code of Practice 4.3, tables 4.i and 4.k; 5.2):
 * UTF-8 with a byte-order mark, 13 header rows, a blank row, the column
 * headings, then one row per item and metric type; every row padded with tabs
 * to the same number of cells, every row (the last one too) ending in LF.
 *
 * Written by hand rather than with papaparse: COUNTER's TSV has no quoting, so
 * a title holding a double quote must be written as itself, and COUNTER tools
 * read any quote papaparse added around it as part of the title. Instead a
 * text cell can never hold a tab or a line break (replaced by a space), which
 * is all the format needs.
 *
 * The head and the item lines are separate so the server can stream a large
 * report: the head first, then the items page by page.
 */

const lineEnd = '\n'
const byteOrderMark = '\ufeff'

/** The header's rows 1 to 13 (table 4.i), label and value, in the release's order. */
const headerRows: readonly (readonly [label: string, value: keyof CounterReportHeader])[] = [
  ['Report_Name', 'reportName'],
  ['Report_ID', 'reportId'],
  ['Release', 'release'],
  ['Institution_Name', 'institutionName'],
  ['Institution_ID', 'institutionId'],
  ['Metric_Types', 'metricTypes'],
  ['Report_Filters', 'reportFilters'],
  ['Report_Attributes', 'reportAttributes'],
  ['Exceptions', 'exceptions'],
  ['Reporting_Period', 'reportingPeriod'],
  ['Created', 'created'],
  ['Created_By', 'createdBy'],
  ['Registry_Record', 'registryRecord'],
]

/** Table 4.k's columns before the months; Access_Type only where the report breaks usage down by it (TR_B3). */
export function counterColumnHeadings(report: CounterReportId, months: readonly string[]): string[] {
  return [
    'Title',
    'Publisher',
    'Publisher_ID',
    'Platform',
    'DOI',
    'Proprietary_ID',
    'ISBN',
    'Print_ISSN',
    'Online_ISSN',
    'URI',
    'Data_Type',
    'YOP',
    ...(counterReports[report].byAccessType ? ['Access_Type'] : []),
    'Metric_Type',
    'Reporting_Period_Total',
    ...months.map(counterMonthHeading),
  ]
}

// Anything a spreadsheet or a line-splitting reader takes for a new cell or a new row.
const cellBreaks = /[\t\n\v\f\r\u0085\u2028\u2029]/g
// The same starts as src/components/ui/csv-export.ts neutralises (OWASP, CSV injection).
const formulaStart = /^[=+\-@]/

/** A text cell: on one line, in one cell, and shown by a spreadsheet rather than run as a formula. */
export function counterTextCell(value: string): string {
  const flat = value.replace(cellBreaks, ' ')
  return formulaStart.test(flat) ? `'${flat}` : flat
}

/** A row: the cells, then empty cells up to the report's column count. */
function row(cells: readonly string[], columns: number): string {
  const padded = cells.length < columns ? [...cells, ...Array<string>(columns - cells.length).fill('')] : cells
  return padded.join('\t') + lineEnd
}

/** The byte-order mark, the 13 header rows, the blank row 14 and the column headings. */
export function counterTsvHead(header: CounterReportHeader, report: CounterReportId, months: readonly string[]): string {
  const headings = counterColumnHeadings(report, months)
  const columns = headings.length
  const rows = headerRows.map(([label, key]) => row([label, counterTextCell(header[key])], columns))
  return byteOrderMark + rows.join('') + row([], columns) + row(headings, columns)
}

/** The item's rows, one per metric line it holds (the caller leaves out lines whose total is zero). */
export function counterTsvItemLines(report: CounterReportId, item: CounterReportItem): string {
  const byAccessType = counterReports[report].byAccessType
  const itemCells = [
    item.title,
    item.publisher,
    item.publisherId,
    item.platform,
    item.doi,
    item.proprietaryId,
    item.isbn,
    item.printIssn,
    item.onlineIssn,
    item.uri,
    item.dataType,
    item.yop,
    ...(byAccessType ? [item.accessType ?? ''] : []),
  ].map(counterTextCell)
  return item.lines.map((line) => metricRow(itemCells, line)).join('')
}

function metricRow(itemCells: readonly string[], line: CounterMetricLine): string {
  // Counts are integers from the usage table: written as digits, never prefixed.
  const counts = [line.total, ...line.months].map(String)
  return [...itemCells, line.metricType, ...counts].join('\t') + lineEnd
}

/** The whole report in one string (the tests' and small reports' form of what the server streams). */
export function counterTsv(header: CounterReportHeader, report: CounterReportId, months: readonly string[], items: readonly CounterReportItem[]): string {
  return counterTsvHead(header, report, months) + items.map((item) => counterTsvItemLines(report, item)).join('')
}
