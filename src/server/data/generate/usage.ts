import type { Insertable } from 'kysely'
import type { CounterMetric, DashboardMetricsTable, UsageMonthlyTable } from '../../db/schema.ts'
import type { InstitutionContext } from './context.ts'
import type { Random } from './random.ts'

/** The `months` calendar months up to and including the one of `asOf`: `2026-01`, … */
export function recentMonths(asOf: string, months: number): string[] {
  const date = new Date(asOf)
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - (months - 1 - i), 1))
    return d.toISOString().slice(0, 7)
  })
}

/**
 * COUNTER Release 5 title usage for the digital titles an institution uses:
 * monthly Total_Item_Requests with Unique_Item_Requests at most that, higher
 * in term time, and the occasional turnaway (Limit_Exceeded, No_License).
 */
export function generateUsage(random: Random, institution: InstitutionContext, titles: readonly { nbsi: string; demand: number }[], months: readonly string[]): Insertable<UsageMonthlyTable>[] {
  const rows: Insertable<UsageMonthlyTable>[] = []
  for (const month of months) {
    const termTime = !['-07', '-08', '-12'].some((suffix) => month.endsWith(suffix))
    for (const title of titles) {
      const total = Math.round(title.demand * (termTime ? 1 : 0.3) * (0.6 + random.next() * 0.8))
      if (total === 0) continue
      const add = (metric: CounterMetric, count: number) => {
        if (count > 0) rows.push({ institution_id: institution.id, nbsi: title.nbsi, month, metric, count })
      }
      add('Total_Item_Requests', total)
      add('Unique_Item_Requests', Math.max(1, Math.round(total * (0.4 + random.next() * 0.3))))
      if (random.chance(0.08)) add('Limit_Exceeded', random.int(1, 12))
      if (random.chance(0.03)) add('No_License', random.int(1, 5))
    }
  }
  return rows
}

/**
 * The monthly figures behind each dashboard the institution offers, derived
 * from the generated records so the dashboards agree with the lists.
 */
export function generateDashboardMetrics(
  institution: InstitutionContext,
  months: readonly string[],
  figures: { spendByMonth: ReadonlyMap<string, number>; usage: readonly Insertable<UsageMonthlyTable>[]; students: number },
): Insertable<DashboardMetricsTable>[] {
  const rows: Insertable<DashboardMetricsTable>[] = []
  const usageIn = (month: string, metric: CounterMetric) =>
    figures.usage.filter((row) => row.month === month && row.metric === metric).reduce((sum, row) => sum + row.count, 0)
  for (const dashboard of institution.dashboards) {
    for (const month of months) {
      const add = (metric: string, value: number, unit: string) => rows.push({ institution_id: institution.id, dashboard, metric, month, value, unit })
      add('spend', figures.spendByMonth.get(month) ?? 0, `minor-units:${institution.currency}`)
      add('item_requests', usageIn(month, 'Total_Item_Requests'), 'count')
      add('turnaways', usageIn(month, 'Limit_Exceeded') + usageIn(month, 'No_License'), 'count')
      if (figures.students > 0) add('active_students', Math.round(figures.students * (month.endsWith('-08') ? 0.2 : 0.85)), 'count')
    }
  }
  return rows
}
