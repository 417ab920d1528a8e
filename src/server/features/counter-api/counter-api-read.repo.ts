import type { CounterMetricType } from '../../../contracts/counter-reports.ts'
import type { AppDb } from '../../db/schema.ts'

/**
 * The institution's first month of usage of these metric types: the first
 * month the API can answer for (before it, Exception 3032). One index seek
 * per metric type down `usage_monthly_by_month` (institution, metric, month),
 * rather than a minimum over all of the institution's rows.
 */
export async function firstUsageMonth(db: AppDb, institutionId: string, metricTypes: readonly CounterMetricType[]): Promise<string | undefined> {
  const firsts = await Promise.all(
    metricTypes.map((metric) =>
      db
        .selectFrom('usage_monthly')
        .select('month')
        .where('institution_id', '=', institutionId)
        .where('metric', '=', metric)
        .orderBy('month')
        .limit(1)
        .executeTakeFirst(),
    ),
  )
  const months = firsts.flatMap((row) => (row ? [row.month] : []))
  return months.length === 0 ? undefined : months.sort()[0]
}
