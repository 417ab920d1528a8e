import type { DashboardChart } from '../../../contracts/dashboards.ts'

// The contract's own shapes (src/contracts/dashboards.ts): a chart's rows are
// both what it draws and its table, so the kit takes them as the server answers.
export type { ChartRow, ChartSeries, ChartUnit } from '../../../contracts/dashboards.ts'

/** What a chart draws: title, line or bar, the category's name, its series and rows. */
export type ChartData = Pick<DashboardChart, 'title' | 'shape' | 'categoryLabel' | 'series' | 'rows' | 'measure'>
