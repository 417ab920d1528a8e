import { createColumnHelper } from '@tanstack/react-table'
import { counterMonthHeading, type CounterMetricLine, type CounterReportItem } from '../../contracts/counter-reports.ts'
import { formatNumber } from '../../app/format/count.ts'

/** One row of the table: a metric line of an item, as the release's tabular layout has it. */
export interface ReportRow {
  readonly id: string
  readonly item: CounterReportItem
  readonly line: CounterMetricLine
}

/** A figure in the user's locale (1,234 or 1.234). */
export const formatCount = (value: number | undefined) => formatNumber(value ?? 0)

/** The page's items as rows, a row per metric line; an id is the item's (title id and access type) and the metric type, unique across the report. */
export function reportRows(items: readonly CounterReportItem[]): ReportRow[] {
  return items.flatMap((item) => item.lines.map((line) => ({ id: `${item.proprietaryId}:${item.accessType ?? ''}:${line.metricType}`, item, line })))
}

const column = createColumnHelper<ReportRow>()

/** The release's columns (Title, ISBN, YOP, Access_Type in TR_B3, Metric_Type, the total) and one per month, headed Mmm-yyyy. */
export function reportColumns(byAccessType: boolean, months: readonly string[]) {
  return [
    column.accessor((row) => row.item.title, { id: 'title', header: 'Title' }),
    column.accessor((row) => row.item.isbn, { id: 'isbn', header: 'ISBN' }),
    column.accessor((row) => row.item.yop, { id: 'yop', header: 'YOP' }),
    ...(byAccessType ? [column.accessor((row) => row.item.accessType ?? '', { id: 'accessType', header: 'Access_Type' })] : []),
    column.accessor((row) => row.line.metricType, { id: 'metricType', header: 'Metric_Type' }),
    column.accessor((row) => row.line.total, { id: 'total', header: 'Reporting_Period_Total', cell: (info) => formatCount(info.getValue()) }),
    ...months.map((month, index) =>
      column.accessor((row) => row.line.months[index], { id: month, header: counterMonthHeading(month), cell: (info) => formatCount(info.getValue()) }),
    ),
  ]
}
