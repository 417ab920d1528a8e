// The COUNTER reports' ids, page sizes and period rules, without zod: the Reports route's loader
// imports them into the first load to decide whether to start the report's request.

export const counterReportIds = ['TR_B1', 'TR_B3'] as const
export type CounterReportId = (typeof counterReportIds)[number]

export const isCounterReportId = (id: string): id is CounterReportId => (counterReportIds as readonly string[]).includes(id)

/** A calendar month, `2026-03`, as `<input type="month">` writes it. */
export const reportMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/
export const reportMonthMessage = 'A month is written YYYY-MM, for example 2026-03.'

/** The longest reporting period: five years of monthly columns. */
export const maxReportMonths = 60
/** Titles on a page of the screen's table (in TR_B3 a title shows a row set per access type). */
export const reportPageSizes = [25, 50, 100] as const
export type ReportPageSize = (typeof reportPageSizes)[number]
/** The largest page: what the TSV download reads at a time. */
export const maxReportPageSize = 1000

/** The months from `begin` to `end`, both included: `['2026-01', '2026-02', …]`. */
export function monthsBetween(begin: string, end: string): string[] {
  const months: string[] = []
  let [year, month] = begin.split('-').map(Number) as [number, number]
  for (let key = begin; key <= end; ) {
    months.push(key)
    month += 1
    if (month > 12) [year, month] = [year + 1, 1]
    key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`
  }
  return months
}

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
