import { z } from 'zod'
import { formatMonth } from './dates.ts'
import { monthMessage, monthPattern, monthsBetween } from './months.ts'

/**
 * Analytics dashboards (issue 30). A dashboard is one entry of the
 * institution's `availableDashboards`; its id is its kind, and each kind has
 * its own `dashboards:*` permission (policy/resources/dashboard.yaml) and its
 * own charts. Every chart is one SQL aggregation over a period of whole
 * months, answered as rows that are both the chart and its table.
 */

export const dashboardKinds = ['academic', 'acquisitions', 'allTitles', 'bibliotechAdmin', 'uaaSpend', 'engage'] as const
export type DashboardKind = (typeof dashboardKinds)[number]

export const isDashboardKind = (id: string): id is DashboardKind => (dashboardKinds as readonly string[]).includes(id)

/** Every chart a dashboard can hold; each is answered by one query. */
export const chartIds = [
  'spendByMonth',
  'spendByDepartment',
  'adoptionsByStatus',
  'adoptionsByDepartment',
  'usageByMonth',
  'usageByTitle',
  'usageByCourse',
] as const
export type ChartId = (typeof chartIds)[number]

/** The charts of each kind, in the order the page shows them. */
export const chartsOfKind: Readonly<Record<DashboardKind, readonly ChartId[]>> = {
  academic: ['adoptionsByStatus', 'adoptionsByDepartment'],
  acquisitions: ['spendByMonth', 'spendByDepartment'],
  allTitles: ['usageByMonth', 'usageByTitle', 'adoptionsByStatus'],
  bibliotechAdmin: ['usageByMonth', 'spendByMonth', 'adoptionsByStatus'],
  uaaSpend: ['spendByMonth', 'spendByDepartment', 'usageByMonth'],
  engage: ['usageByCourse', 'usageByTitle', 'usageByMonth'],
}

// ---------------------------------------------------------------- periods

export const periodPresets = ['term', '12m', 'custom'] as const
export type PeriodPreset = (typeof periodPresets)[number]

/** A calendar month, `2026-03`. */
const month = z.string().regex(monthPattern, monthMessage)

/** The longest custom range: five years of months. */
export const maxPeriodMonths = 60

export const dashboardInput = z
  .object({
    dashboardId: z.string().trim().min(1, 'Name a dashboard.').max(100, 'A dashboard id has at most 100 characters.'),
    period: z.enum(periodPresets).default('12m'),
    /** First and last month of a custom period (both included); ignored by the presets. */
    from: month.optional(),
    to: month.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.period !== 'custom') return
    if (!input.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'A custom period needs its first month.' })
    if (!input.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'A custom period needs its last month.' })
    if (!input.from || !input.to) return
    if (input.from > input.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last month comes before the first; swap them.' })
    else if (monthsBetween(input.from, input.to).length > maxPeriodMonths)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A period has at most ${maxPeriodMonths} months.` })
  })
export type DashboardInput = z.input<typeof dashboardInput>

/** A resolved period: its first and last month (both included) and how to say it. */
export interface DashboardPeriod {
  readonly preset: PeriodPreset
  readonly from: string
  readonly to: string
  readonly label: string
}

const monthOf = (date: Date, offset = 0) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1)).toISOString().slice(0, 7)

/**
 * The months a preset covers at `nowMs`: this term is autumn (August to
 * December) or spring (January to July), as the booklists' terms; the last
 * 12 months end with the current one.
 */
export function resolvePeriod(input: { period?: PeriodPreset; from?: string; to?: string }, nowMs: number): DashboardPeriod {
  const now = new Date(nowMs)
  const preset = input.period ?? '12m'
  if (preset === 'custom' && input.from && input.to) {
    return { preset, from: input.from, to: input.to, label: `${formatMonth(input.from)} to ${formatMonth(input.to)}` }
  }
  if (preset === 'term') {
    const autumn = now.getUTCMonth() >= 7
    const year = now.getUTCFullYear()
    const from = autumn ? `${year}-08` : `${year}-01`
    const to = autumn ? `${year}-12` : `${year}-07`
    return { preset, from, to, label: `This term (${autumn ? 'autumn' : 'spring'} ${year}: ${formatMonth(from)} to ${formatMonth(to)})` }
  }
  const from = monthOf(now, -11)
  const to = monthOf(now)
  return { preset: '12m', from, to, label: `Last 12 months (${formatMonth(from)} to ${formatMonth(to)})` }
}

// ---------------------------------------------------------------- answers

export type ChartUnit = { readonly kind: 'count' } | { readonly kind: 'money'; readonly currency: string }

export interface ChartSeries {
  /** Key of the series' value in each row. */
  readonly key: string
  readonly label: string
  readonly unit: ChartUnit
}

export interface ChartRow {
  /** The category: a month (`2026-03`), a status, a department, a title's NBSI, a course id. */
  readonly key: string
  /** How the category reads (a month name, a title). */
  readonly label: string
  readonly values: Readonly<Record<string, number>>
}

export interface DashboardChart {
  readonly id: ChartId
  readonly title: string
  /** One sentence: what the chart counts and how. */
  readonly description: string
  /** Over time (a line per series) or by category (a bar per series). */
  readonly shape: 'line' | 'bar'
  /** Heading of the category column (Month, Department, Title, Course, Status). */
  readonly categoryLabel: string
  /**
   * What its money series measure ("Spend"), when each is a currency named
   * by its code: the amount column's heading in the chart's CSV, beside a
   * Currency column.
   */
  readonly measure?: string
  readonly series: readonly ChartSeries[]
  readonly rows: readonly ChartRow[]
}

export interface DashboardView {
  /** The dashboard's id, which is its kind. */
  readonly id: DashboardKind
  readonly displayName: string
  readonly period: DashboardPeriod
  readonly charts: readonly DashboardChart[]
}
