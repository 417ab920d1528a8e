import { moneyColumns, type CsvColumn } from '../csv-export.ts'
import type { ChartData, ChartRow, ChartSeries } from './chart-types.ts'

/** A line of a chart's CSV: one of its rows, in one currency of its money series (none for a chart of counts). */
export interface ChartCsvLine {
  readonly row: ChartRow
  readonly currency: string | null
}

type MoneySeries = ChartSeries & { readonly unit: { readonly kind: 'money'; readonly currency: string } }

const isMoney = (series: ChartSeries): series is MoneySeries => series.unit.kind === 'money'

/**
 * The heading of a money series' amount column: what it measures. A series
 * per currency is named by its code ("GBP"), which says nothing the Currency
 * column does not, so the chart's `measure` ("Spend") names it, else "Amount".
 */
const amountHeading = (chart: ChartData, series: MoneySeries) => (series.label === series.unit.currency ? (chart.measure ?? 'Amount') : series.label)

const moneySeriesOf = (chart: ChartData) => chart.series.filter(isMoney)

/** The chart's rows as CSV lines: a line per row and currency of its money series (in the series' order), a line per row without money. */
export function chartCsvLines(chart: ChartData): ChartCsvLine[] {
  const currencies = [...new Set(moneySeriesOf(chart).map((series) => series.unit.currency))]
  return chart.rows.flatMap((row): ChartCsvLine[] => (currencies.length === 0 ? [{ row, currency: null }] : currencies.map((currency) => ({ row, currency }))))
}

/**
 * The chart's table as CSV columns, over `chartCsvLines`: the category's
 * label (neutralised by toCsv if it starts like a formula), each count series
 * as a plain number, then money as every export writes it (the kit's
 * moneyColumns): an amount column per measure ("Spend") and a Currency column,
 * a line per currency, so pounds and yen are never one column's sum. A count
 * series in a chart with money would repeat on each currency's line; the
 * dashboards keep money and counts in separate charts.
 */
export function chartCsvColumns(chart: ChartData): CsvColumn<ChartCsvLine>[] {
  const money = moneySeriesOf(chart)
  const measures = [...new Set(money.map((series) => amountHeading(chart, series)))]
  const valueOf = (series: ChartSeries, row: ChartRow) => row.values[series.key] ?? 0
  return [
    { header: chart.categoryLabel, value: ({ row }) => row.label },
    ...chart.series
      .filter((series) => !isMoney(series))
      .map((series): CsvColumn<ChartCsvLine> => ({ header: series.label, value: ({ row }) => valueOf(series, row) })),
    ...(money.length === 0
      ? []
      : moneyColumns<ChartCsvLine>(
          (line) => line.currency,
          measures.map((measure) => ({
            header: measure,
            minor: ({ row, currency }) => {
              const series = money.find((candidate) => candidate.unit.currency === currency && amountHeading(chart, candidate) === measure)
              return series ? valueOf(series, row) : undefined
            },
          })),
        )),
  ]
}
