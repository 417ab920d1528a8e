import './charts.css'
import { useId, useState } from 'react'
import { downloadCsv, toCsv } from '../csv-export.ts'
import { EmptyState } from '../empty-state.tsx'
import { Chart } from './chart.tsx'
import { chartCsvColumns, chartCsvLines } from './chart-csv.ts'
import { isEmptyChart } from './chart-format.ts'
import { ChartTable } from './chart-table.tsx'
import { Button } from '../button.tsx'
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
  // On a phone the drawing scales its text down past reading; the table comes first there.
  const [view, setView] = useState<'chart' | 'table'>(() => (narrowScreen() ? 'table' : 'chart'))
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
              <Button size="small" aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
                Chart
              </Button>
              <Button size="small" aria-pressed={view === 'table'} onClick={() => setView('table')}>
                Table
              </Button>
            </div>
            <Button size="small" onClick={download} pending={saving}>
              Download CSV
            </Button>
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

/** The width at which the app's layout turns to one column (src/app/styles.css); false where there is no window to ask. */
function narrowScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 40rem)').matches
}
