import { formatValue } from './chart-format.ts'
import type { ChartData } from './chart-types.ts'

/**
 * Every figure of a chart as a table, the chart's accessible twin: caption,
 * a column per series, a row header per category. Plain HTML rather than the
 * kit's DataTable, which brings TanStack Table, paging and selection for
 * lists; a chart's rows are few and fixed.
 */
export function ChartTable({ chart, locale }: { chart: ChartData; locale?: string }) {
  return (
    <div className="chart-table-wrap">
      <table className="chart-table">
        <caption>{chart.title}</caption>
        <thead>
          <tr>
            <th scope="col">{chart.categoryLabel}</th>
            {chart.series.map((series) => (
              <th scope="col" key={series.key}>
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {chart.series.map((series) => (
                <td key={series.key}>{formatValue(row.values[series.key] ?? 0, series.unit, locale)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
