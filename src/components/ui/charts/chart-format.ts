import { formatMoney } from '../../../contracts/money.ts'
import type { ChartData, ChartUnit } from './chart-types.ts'
import { countOf, numberFormat } from '../../../contracts/counts.ts'

/**
 * A value as the user reads it in their locale (undefined: the browser's):
 * counts grouped ("12,345"), money from minor units as currency ("£1,234.50",
 * by the one money formatter). Axis ticks may be compact ("£12K") where room is short.
 */
export function formatValue(value: number, unit: ChartUnit, locale?: string, compact = false): string {
  if (unit.kind === 'count') return numberFormat(locale, compact ? { notation: 'compact' } : {}).format(value)
  return formatMoney({ minor: value, currency: unit.currency }, locale, compact)
}

/** Whether the chart has nothing to draw: no rows, or every value zero. */
export const isEmptyChart = (chart: Pick<ChartData, 'rows' | 'series'>) =>
  chart.rows.every((row) => chart.series.every((series) => (row.values[series.key] ?? 0) === 0))

/**
 * The SVG's aria-label: kind, what it shows over which categories, and each
 * series' highest point, so a screen reader user gets the gist before the
 * table (which has every figure).
 */
export function chartSummary(chart: ChartData, locale?: string): string {
  const kind = chart.shape === 'line' ? 'Line chart' : 'Bar chart'
  const first = chart.rows[0]
  const last = chart.rows[chart.rows.length - 1]
  const span =
    first && last ? `${countOf(chart.rows.length, 'entry', 'entries')} by ${chart.categoryLabel.toLowerCase()}, ${first.label} to ${last.label}` : 'no entries'
  const peaks = chart.series.map((series) => {
    const top = chart.rows.reduce<{ label: string; value: number } | undefined>((best, row) => {
      const value = row.values[series.key] ?? 0
      return !best || value > best.value ? { label: row.label, value } : best
    }, undefined)
    return top ? `${series.label} highest ${formatValue(top.value, series.unit, locale)} (${top.label})` : series.label
  })
  return `${kind} of ${chart.title}: ${span}. ${peaks.join('; ')}.`
}
