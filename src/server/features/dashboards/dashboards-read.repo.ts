import { formatMonth } from '../../../contracts/dates.ts'
import type { ExpressionBuilder } from 'kysely'
import type { ChartId, ChartRow, ChartSeries, DashboardChart, DashboardPeriod } from '../../../contracts/dashboards.ts'
import { monthsBetween } from '../../../contracts/months.ts'
import { dialectOf } from '../../db/dialects/index.ts'
import { adoptionStatuses, type AppDb, type CounterMetric, type Database } from '../../db/schema.ts'

/**
 * One SQL aggregation per chart (issue 30): every sum and count is made by
 * the database with GROUP BY, so no usage or order row reaches Node; what is
 * done here is only filling missing months or statuses with zeros, sorting
 * a handful of groups and naming them. Every query reads one institution.
 */

/** What each chart query is asked: whose rows, and which whole months. */
export interface ChartScope {
  readonly institutionId: string
  readonly period: DashboardPeriod
}

/**
 * The period as a half-open range of times: from the first instant of its
 * first month to the first instant of the month after its last. ISO strings
 * compare as times on both databases (text on SQLite, cast to timestamptz on
 * PostgreSQL).
 */
function timeRange(period: DashboardPeriod): { readonly start: string; readonly end: string } {
  const [year, month] = period.to.split('-').map(Number) as [number, number]
  return { start: `${period.from}-01T00:00:00.000Z`, end: new Date(Date.UTC(year, month, 1)).toISOString() }
}

const count = { kind: 'count' } as const
const money = (currency: string) => ({ kind: 'money', currency }) as const

/** A series per currency, in code order, so a chart never adds pounds to dollars. */
const currencySeries = (currencies: Iterable<string>): ChartSeries[] =>
  [...new Set(currencies)].sort().map((code) => ({ key: code, label: code, unit: money(code) }))

/** Rows keyed by category, each with every series' value (0 when the query had no group for it). */
function pivot(
  series: readonly ChartSeries[],
  groups: readonly { category: string; label: string; key: string; value: number }[],
): Map<string, ChartRow & { values: Record<string, number> }> {
  const rows = new Map<string, ChartRow & { values: Record<string, number> }>()
  for (const group of groups) {
    let row = rows.get(group.category)
    if (!row) {
      row = { key: group.category, label: group.label, values: Object.fromEntries(series.map((s) => [s.key, 0])) }
      rows.set(group.category, row)
    }
    row.values[group.key] = (row.values[group.key] ?? 0) + group.value
  }
  return rows
}

/** Every month of the period, in order, the months without a group at zero. */
function everyMonth(period: DashboardPeriod, series: readonly ChartSeries[], rows: ReadonlyMap<string, ChartRow>): ChartRow[] {
  return monthsBetween(period.from, period.to).map(
    (month) => rows.get(month) ?? { key: month, label: formatMonth(month), values: Object.fromEntries(series.map((s) => [s.key, 0])) },
  )
}

/** Largest total first (ties by label), at most `limit` rows. */
function largestFirst(rows: Iterable<ChartRow>, limit: number): ChartRow[] {
  const total = (row: ChartRow) => Object.values(row.values).reduce((sum, value) => sum + value, 0)
  return [...rows].sort((a, b) => total(b) - total(a) || a.label.localeCompare(b.label)).slice(0, limit)
}

const noCourse = 'No course'
const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1)

async function spendByMonth(db: AppDb, { institutionId, period }: ChartScope): Promise<DashboardChart> {
  const { start, end } = timeRange(period)
  const month = dialectOf(db).monthOf('orders.placed_at')
  const groups = await db
    .selectFrom('orders')
    .select((eb) => [month.as('month'), 'orders.currency', eb.fn.sum<number>('orders.total_minor').as('total')])
    .where('orders.institution_id', '=', institutionId)
    // A cancelled order spent nothing.
    .where('orders.status', '!=', 'cancelled')
    .where('orders.placed_at', '>=', start)
    .where('orders.placed_at', '<', end)
    .groupBy([month, 'orders.currency'])
    .execute()
  const series = currencySeries(groups.map((g) => g.currency))
  const rows = pivot(
    series,
    groups.map((g) => ({ category: g.month, label: formatMonth(g.month), key: g.currency, value: Number(g.total) })),
  )
  return {
    id: 'spendByMonth',
    title: 'Spend by month',
    description: 'Orders placed in the period and not cancelled, by the month they were placed: the sum of their totals, one line per currency.',
    shape: 'line',
    categoryLabel: 'Month',
    measure: 'Spend',
    series,
    rows: everyMonth(period, series, rows),
  }
}

async function spendByDepartment(db: AppDb, { institutionId, period }: ChartScope): Promise<DashboardChart> {
  const { start, end } = timeRange(period)
  const groups = await db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    // Left joins: a line bought for no request, or a request for no course, still counts, under "No course".
    .leftJoin('requests', 'requests.id', 'order_lines.request_id')
    .leftJoin('courses', 'courses.id', 'requests.course_id')
    .select((eb) => [
      'courses.department',
      'order_lines.currency',
      eb.fn.sum<number>(eb('order_lines.quantity', '*', eb.ref('order_lines.unit_price_minor'))).as('total'),
    ])
    .where('orders.institution_id', '=', institutionId)
    // A cancelled order spent nothing.
    .where('orders.status', '!=', 'cancelled')
    .where('orders.placed_at', '>=', start)
    .where('orders.placed_at', '<', end)
    .groupBy(['courses.department', 'order_lines.currency'])
    .execute()
  const series = currencySeries(groups.map((g) => g.currency))
  const rows = pivot(
    series,
    groups.map((g) => ({ category: g.department ?? '', label: g.department ?? noCourse, key: g.currency, value: Number(g.total) })),
  )
  return {
    id: 'spendByDepartment',
    title: 'Spend by department',
    description:
      'Order lines of the orders placed in the period and not cancelled (quantity times unit price), ' +
      'by the department of the course each was requested for; the 12 largest, one bar per currency.',
    shape: 'bar',
    categoryLabel: 'Department',
    measure: 'Spend',
    series,
    rows: largestFirst(rows.values(), 12),
  }
}

async function adoptionsByStatus(db: AppDb, { institutionId, period }: ChartScope): Promise<DashboardChart> {
  const { start, end } = timeRange(period)
  const groups = await db
    .selectFrom('adoptions')
    .select((eb) => ['adoptions.status', eb.fn.countAll<number>().as('adoptions'), eb.fn.count<number>('adoptions.nbsi').distinct().as('titles')])
    .where('adoptions.institution_id', '=', institutionId)
    .where('adoptions.created_at', '>=', start)
    .where('adoptions.created_at', '<', end)
    .groupBy('adoptions.status')
    .execute()
  const byStatus = new Map(groups.map((g) => [g.status, g]))
  return {
    id: 'adoptionsByStatus',
    title: 'Adoptions by status',
    description: 'Adoptions made in the period, by where they stand now: how many, and how many different titles they are for.',
    shape: 'bar',
    categoryLabel: 'Status',
    series: [
      { key: 'adoptions', label: 'Adoptions', unit: count },
      { key: 'titles', label: 'Titles', unit: count },
    ],
    rows: adoptionStatuses.map((status) => ({
      key: status,
      label: statusLabel(status),
      values: { adoptions: Number(byStatus.get(status)?.adoptions ?? 0), titles: Number(byStatus.get(status)?.titles ?? 0) },
    })),
  }
}

async function adoptionsByDepartment(db: AppDb, { institutionId, period }: ChartScope): Promise<DashboardChart> {
  const { start, end } = timeRange(period)
  const groups = await db
    .selectFrom('adoptions')
    .innerJoin('courses', 'courses.id', 'adoptions.course_id')
    .select((eb) => ['courses.department', 'adoptions.status', eb.fn.countAll<number>().as('adoptions')])
    .where('adoptions.institution_id', '=', institutionId)
    .where('adoptions.created_at', '>=', start)
    .where('adoptions.created_at', '<', end)
    .groupBy(['courses.department', 'adoptions.status'])
    .execute()
  const series = adoptionStatuses.map((status) => ({ key: status, label: statusLabel(status), unit: count }))
  const rows = pivot(
    series,
    groups.map((g) => ({ category: g.department, label: g.department, key: g.status, value: Number(g.adoptions) })),
  )
  return {
    id: 'adoptionsByDepartment',
    title: 'Adoptions by department',
    description: 'Adoptions made in the period, by the department of their course and where they stand now; the 12 departments with the most.',
    shape: 'bar',
    categoryLabel: 'Department',
    measure: 'Spend',
    series,
    rows: largestFirst(rows.values(), 12),
  }
}

const usageSeries: readonly ChartSeries[] = [
  { key: 'Total_Item_Requests', label: 'Total item requests', unit: count },
  { key: 'Unique_Item_Requests', label: 'Unique item requests', unit: count },
  { key: 'turnaways', label: 'Turnaways', unit: count },
]

/** The metrics the usage charts read, and the series each adds to (both turnaway reasons are turnaways). */
const usageMetrics: readonly CounterMetric[] = ['Total_Item_Requests', 'Unique_Item_Requests', 'Limit_Exceeded', 'No_License']
const seriesOfMetric = (metric: CounterMetric) => (metric === 'Limit_Exceeded' || metric === 'No_License' ? 'turnaways' : metric)

async function usageByMonth(db: AppDb, { institutionId, period }: ChartScope): Promise<DashboardChart> {
  // Grouped by metric and month, the order of usage_monthly_by_month: the database sums
  // straight down the index (count is in it), without sorting or reading the table.
  const groups = await db
    .selectFrom('usage_monthly')
    .select((eb) => ['usage_monthly.metric', 'usage_monthly.month', eb.fn.sum<number>('usage_monthly.count').as('total')])
    .where('usage_monthly.institution_id', '=', institutionId)
    .where('usage_monthly.metric', 'in', usageMetrics)
    .where('usage_monthly.month', '>=', period.from)
    .where('usage_monthly.month', '<=', period.to)
    .groupBy(['usage_monthly.metric', 'usage_monthly.month'])
    .execute()
  const rows = pivot(
    usageSeries,
    groups.map((g) => ({ category: g.month, label: formatMonth(g.month), key: seriesOfMetric(g.metric), value: Number(g.total) })),
  )
  return {
    id: 'usageByMonth',
    title: 'Usage by month',
    description:
      'COUNTER usage reported for each month of the period: total and unique item requests, ' +
      'and turnaways (access refused because the licence was at its limit or there was none).',
    shape: 'line',
    categoryLabel: 'Month',
    series: usageSeries,
    rows: everyMonth(period, usageSeries, rows),
  }
}

async function usageByTitle(db: AppDb, { institutionId, period }: ChartScope): Promise<DashboardChart> {
  const inPeriod = (eb: ExpressionBuilder<Database, 'usage_monthly'>, metric: CounterMetric) =>
    eb.and([
      eb('usage_monthly.institution_id', '=', institutionId),
      eb('usage_monthly.metric', '=', metric),
      eb('usage_monthly.month', '>=', period.from),
      eb('usage_monthly.month', '<=', period.to),
    ])
  const groups = await db
    // The 10 titles first, summed down usage_monthly_by_title in title order; only then their
    // names and unique requests, for 10 titles rather than every row of the period.
    .with('top', (qb) =>
      qb
        .selectFrom('usage_monthly')
        .select((eb) => ['usage_monthly.nbsi', eb.fn.sum<number>('usage_monthly.count').as('total')])
        .where((eb) => inPeriod(eb, 'Total_Item_Requests'))
        .groupBy('usage_monthly.nbsi')
        .orderBy('total', 'desc')
        .orderBy('usage_monthly.nbsi')
        .limit(10),
    )
    .selectFrom('top')
    // A left join: usage may be reported for a title the catalogue does not (yet) hold.
    .leftJoin('titles', 'titles.nbsi', 'top.nbsi')
    .select((eb) => [
      'top.nbsi',
      'top.total',
      'titles.title',
      eb
        .selectFrom('usage_monthly')
        .select((sub) => sub.fn.sum<number>('usage_monthly.count').as('unique'))
        .whereRef('usage_monthly.nbsi', '=', 'top.nbsi')
        .where((sub) => inPeriod(sub, 'Unique_Item_Requests'))
        .as('unique'),
    ])
    .orderBy('top.total', 'desc')
    .orderBy('top.nbsi')
    .execute()
  return {
    id: 'usageByTitle',
    title: 'Most used titles',
    description: 'The 10 titles with the most total item requests in the period (COUNTER), with their unique item requests.',
    shape: 'bar',
    categoryLabel: 'Title',
    series: usageSeries.slice(0, 2),
    rows: groups.map((g) => ({
      key: g.nbsi,
      label: g.title ?? g.nbsi,
      values: { Total_Item_Requests: Number(g.total), Unique_Item_Requests: Number(g.unique ?? 0) },
    })),
  }
}

async function usageByCourse(db: AppDb, { institutionId, period }: ChartScope): Promise<DashboardChart> {
  const groups = await db
    // Each title once per course, however many of its booklists (or lines) hold it, so its usage is not counted twice.
    .with('listed', (qb) =>
      qb
        .selectFrom('booklist_items')
        .select(['booklist_items.course_id', 'booklist_items.nbsi'])
        .distinct()
        .where('booklist_items.institution_id', '=', institutionId),
    )
    // Each listed title's requests in the period, once, looked up by title in usage_monthly_by_title.
    .with('used', (qb) =>
      qb
        .selectFrom('usage_monthly')
        .select((eb) => ['usage_monthly.nbsi', eb.fn.sum<number>('usage_monthly.count').as('total')])
        .where('usage_monthly.institution_id', '=', institutionId)
        .where('usage_monthly.metric', '=', 'Total_Item_Requests')
        .where('usage_monthly.nbsi', 'in', (eb) => eb.selectFrom('listed').select('listed.nbsi'))
        .where('usage_monthly.month', '>=', period.from)
        .where('usage_monthly.month', '<=', period.to)
        .groupBy('usage_monthly.nbsi'),
    )
    .selectFrom('listed')
    .innerJoin('used', 'used.nbsi', 'listed.nbsi')
    .innerJoin('courses', 'courses.id', 'listed.course_id')
    .select((eb) => ['courses.id', 'courses.code', 'courses.title', 'courses.term', eb.fn.sum<number>('used.total').as('total')])
    .groupBy(['courses.id', 'courses.code', 'courses.title', 'courses.term'])
    .orderBy('total', 'desc')
    .orderBy('courses.code')
    .orderBy('courses.id')
    .limit(10)
    .execute()
  return {
    id: 'usageByCourse',
    title: 'Engagement by course',
    description: 'For each course, the total item requests (COUNTER) in the period of the titles on its booklists; the 10 courses with the most.',
    shape: 'bar',
    categoryLabel: 'Course',
    series: usageSeries.slice(0, 1),
    rows: groups.map((g) => ({ key: g.id, label: `${g.code}: ${g.title} (${g.term})`, values: { Total_Item_Requests: Number(g.total) } })),
  }
}

/** The query behind each chart. */
export const chartQueries: Readonly<Record<ChartId, (db: AppDb, scope: ChartScope) => Promise<DashboardChart>>> = {
  spendByMonth,
  spendByDepartment,
  adoptionsByStatus,
  adoptionsByDepartment,
  usageByMonth,
  usageByTitle,
  usageByCourse,
}
