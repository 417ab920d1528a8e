import './charts.css'
import { useId, useState } from 'react'
import { downloadCsv, toCsv } from '../csv-export.ts'
import { EmptyState } from '../empty-state.tsx'
import { Chart } from './chart.tsx'
import { chartCsvColumns, chartCsvLines } from './chart-csv.ts'
import { isEmptyChart } from './chart-format.ts'
import { ChartTable } from './chart-table.tsx'
import type { ChartData } from './chart-types.ts'

export interface ChartCardProps {
  readonly chart: ChartData
  readonly description?: string
  /** Said instead of an empty chart ("No orders in this period"). */
  readonly emptyTitle: string
  /** The CSV file's name, without the extension. */
  readonly fileName: string
  readonly locale?: string
}

/**
 * One chart in a card: its title and sentence, the chart or its table (the
 * Chart / Table toggle, pressed buttons), and Download CSV of the same rows.
 * A chart with nothing to draw is an empty state, not blank axes.
 */
export function ChartCard({ chart, description, emptyTitle, fileName, locale }: ChartCardProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart')
  const [saving, setSaving] = useState(false)
  const headingId = useId()
  const empty = isEmptyChart(chart)
  const download = () => {
    setSaving(true)
    void toCsv(chartCsvLines(chart), chartCsvColumns(chart))
      .then((csv) => downloadCsv(fileName, csv))
      .finally(() => setSaving(false))
  }
  return (
    <section className="chart-card" aria-labelledby={headingId}>
      <div className="chart-card-head">
        <h2 id={headingId}>{chart.title}</h2>
        {empty ? null : (
          <div className="chart-card-tools">
            <div role="group" aria-label={`Show ${chart.title} as`} className="chart-toggle">
              <button type="button" aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
                Chart
              </button>
              <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
                Table
              </button>
            </div>
            <button type="button" onClick={download} disabled={saving} aria-busy={saving}>
              Download CSV
            </button>
          </div>
        )}
      </div>
      {description ? <p className="chart-card-description">{description}</p> : null}
      {empty ? (
        <EmptyState title={emptyTitle}>
          <p>Choose a longer period to compare.</p>
        </EmptyState>
      ) : view === 'chart' ? (
        <Chart chart={chart} {...(locale ? { locale } : {})} />
      ) : (
        <ChartTable chart={chart} {...(locale ? { locale } : {})} />
      )}
    </section>
  )
}
