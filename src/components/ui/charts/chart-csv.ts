import type { CsvColumn } from '../csv-export.ts'
import { minorUnitsPerMajor, seriesHeading } from './chart-format.ts'
import type { ChartData, ChartRow } from './chart-types.ts'

/**
 * The chart's table as CSV columns: the category's label (neutralised by
 * toCsv if it starts like a formula), then each series as a plain number a
 * spreadsheet can sum; money in major units, its currency in the heading.
 */
export function chartCsvColumns(chart: ChartData): CsvColumn<ChartRow>[] {
  return [
    { header: chart.categoryLabel, value: (row) => row.label },
    ...chart.series.map((series) => ({
      header: seriesHeading(series),
      value: (row: ChartRow) => (row.values[series.key] ?? 0) / (series.unit.kind === 'money' ? minorUnitsPerMajor(series.unit.currency) : 1),
    })),
  ]
}
