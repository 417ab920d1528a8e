import { lazy, Suspense } from 'react'
import type { ChartData } from './chart-types.ts'

// visx and the drawing code come with the first chart on screen, never with
// the first load or a page without charts (tests/budgets/first-load-size.test.ts).
const ChartDrawing = lazy(() => import('./chart-drawing.tsx'))

/** A line or bar chart with its text legend; a placeholder of the same place while its code loads. */
export function Chart({ chart, locale }: { chart: ChartData; locale?: string }) {
  return (
    <Suspense fallback={<div className="chart-placeholder">Drawing the chart…</div>}>
      <ChartDrawing chart={chart} {...(locale ? { locale } : {})} />
    </Suspense>
  )
}
