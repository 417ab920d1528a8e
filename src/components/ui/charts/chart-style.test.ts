import { describe, expect, test } from 'vitest'
import { toCsv } from '../csv-export.ts'
import { chartCsvColumns, chartCsvLines } from './chart-csv.ts'
import { chartSummary, formatValue, isEmptyChart } from './chart-format.ts'
import { chartBackground, chartPalette, contrastRatio, seriesStyle } from './chart-style.ts'
import type { ChartData } from './chart-types.ts'

describe('chart palette', () => {
  test.each(chartPalette)('%s has at least 3:1 contrast against the white background (WCAG 1.4.11)', (color) => {
    expect(contrastRatio(color, chartBackground)).toBeGreaterThanOrEqual(3)
  })

  test('the contrast ratio is the WCAG one', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  test('series differ by more than colour: each has its own dash, marker and fill pattern', () => {
    const styles = chartPalette.map((_, i) => seriesStyle(i))
    for (const cue of ['color', 'dash', 'marker', 'pattern'] as const) expect(new Set(styles.map((style) => style[cue])).size).toBe(chartPalette.length)
  })
})

describe('chart values', () => {
  test('counts are grouped in the locale', () => {
    expect(formatValue(12345, { kind: 'count' }, 'en-GB')).toBe('12,345')
    expect(formatValue(12345, { kind: 'count' }, 'de-DE')).toBe('12.345')
  })

  test('money is read from minor units, as currency in the locale', () => {
    expect(formatValue(123450, { kind: 'money', currency: 'GBP' }, 'en-GB')).toBe('£1,234.50')
    expect(formatValue(123450, { kind: 'money', currency: 'EUR' }, 'de-DE')).toBe('1.234,50\u00a0€')
    expect(formatValue(1500, { kind: 'money', currency: 'JPY' }, 'en-GB')).toBe('JP¥1,500')
    expect(formatValue(1234, { kind: 'money', currency: 'KWD' }, 'en-GB')).toBe('KWD 1.234')
  })

  test('axis ticks may be compact', () => {
    expect(formatValue(1_200_000, { kind: 'money', currency: 'GBP' }, 'en-GB', true)).toBe('£12k')
  })

  const chart: ChartData = {
    title: 'Spend by month',
    shape: 'line',
    categoryLabel: 'Month',
    series: [
      { key: 'spend', label: 'Spend', unit: { kind: 'money', currency: 'GBP' } },
      { key: 'orders', label: 'Orders', unit: { kind: 'count' } },
    ],
    rows: [
      { key: '2026-01', label: '=Jan 2026', values: { spend: 1050, orders: 2 } },
      { key: '2026-02', label: 'Feb 2026', values: { spend: 99999, orders: 7 } },
    ],
  }

  test('the summary names the kind, the span and each series’ highest point', () => {
    expect(chartSummary(chart, 'en-GB')).toBe(
      'Line chart of Spend by month: 2 entries by month, =Jan 2026 to Feb 2026. Spend highest £999.99 (Feb 2026); Orders highest 7 (Feb 2026).',
    )
  })

  test('a chart with no rows, or only zeros, is empty', () => {
    expect(isEmptyChart(chart)).toBe(false)
    expect(isEmptyChart({ ...chart, rows: [] })).toBe(true)
    expect(isEmptyChart({ ...chart, rows: chart.rows.map((row) => ({ ...row, values: { spend: 0, orders: 0 } })) })).toBe(true)
  })

  test('the CSV gives money as the exports do: a plain decimal named by its measure, a Currency column beside it', () => {
    const columns = chartCsvColumns(chart)
    expect(columns.map((column) => column.header)).toEqual(['Month', 'Orders', 'Spend', 'Currency'])
    expect(chartCsvLines(chart).map((line) => columns.map((column) => column.value(line)))).toEqual([
      ['=Jan 2026', 2, '10.50', 'GBP'],
      ['Feb 2026', 7, '999.99', 'GBP'],
    ])
  })

  test(
    'a series per currency (named by its code) is a line per currency under the ' + 'chart’s measure, never a "GBP (GBP)" heading; JPY without decimals',
    async () => {
      const byCurrency: ChartData = {
        title: 'Spend by department',
        shape: 'bar',
        categoryLabel: 'Department',
        measure: 'Spend',
        series: ['GBP', 'JPY'].map((code) => ({ key: code, label: code, unit: { kind: 'money', currency: code } })),
        rows: [
          { key: 'd1', label: 'Science', values: { GBP: 516980, JPY: 150000 } },
          { key: 'd2', label: 'Law', values: { GBP: -1250 } },
        ],
      }
      const csv = await toCsv(chartCsvLines(byCurrency), chartCsvColumns(byCurrency))
      expect(csv.split('\r\n')).toEqual(['Department,Spend,Currency', 'Science,5169.80,GBP', 'Science,150000,JPY', 'Law,-12.50,GBP', 'Law,0,JPY'])
      expect(chartCsvColumns({ ...byCurrency, measure: undefined }).map((column) => column.header)).toEqual(['Department', 'Amount', 'Currency'])
    },
  )
})
