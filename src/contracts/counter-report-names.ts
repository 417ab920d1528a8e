// The COUNTER reports' ids, page sizes and period rules, without zod: the Reports route's loader
// imports them into the first load to decide whether to start the report's request.
import { monthsBetween } from './months.ts'

export const counterReportIds = ['TR_B1', 'TR_B3'] as const
export type CounterReportId = (typeof counterReportIds)[number]

export const isCounterReportId = (id: string): id is CounterReportId => (counterReportIds as readonly string[]).includes(id)

/** The longest reporting period: five years of monthly columns. */
export const maxReportMonths = 60
/** The largest page: what the TSV download reads at a time. */
export const maxReportPageSize = 1000

/** The month before the one `now` falls in (UTC): the latest month whose usage is complete. */
export function lastCompleteMonth(now: number): string {
  const date = new Date(now)
  const previous = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1))
  return previous.toISOString().slice(0, 7)
}

/** Why a reporting period cannot be reported, in the words the form shows; undefined when it can. */
export function reportPeriodProblem(begin: string, end: string, now: number): { field: 'begin' | 'end'; message: string } | undefined {
  if (end < begin) return { field: 'end', message: 'The end month is before the begin month.' }
  const latest = lastCompleteMonth(now)
  // COUNTER reports whole months only: the current month's usage is not complete yet (Exception 3020/3031).
  if (end > latest) return { field: 'end', message: `Usage is complete up to ${latest}; choose an end month no later than that.` }
  if (monthsBetween(begin, end).length > maxReportMonths) return { field: 'begin', message: `A report covers at most ${maxReportMonths} months.` }
  return undefined
}
