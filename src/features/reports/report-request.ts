import { positionOf } from '../../app/lists/list-reading.ts'
import { isCounterReportId, lastCompleteMonth, reportPeriodProblem, type CounterReportId } from '../../contracts/counter-report-names.ts'
import type { PageSize } from '../../contracts/list-names.ts'
import { monthMessage, monthPattern } from '../../contracts/months.ts'

/** The Reports page's URL (routes.yaml `search:` of /reports): text, read here. */
export interface ReportsSearch {
  readonly report?: string | undefined
  readonly begin?: string | undefined
  readonly end?: string | undefined
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
}

/** What is wrong with the URL's report or months, by the form's field. */
export interface ReportProblems {
  readonly report?: string
  readonly begin?: string
  readonly end?: string
}

export interface ReportRequest {
  /** The report, period and page the URL asks for (the defaults where it names none). */
  readonly report: CounterReportId
  readonly begin: string
  readonly end: string
  readonly page: number
  readonly pageSize: PageSize
  /** What counterReports.get is asked; none while the URL's report or period is wrong. */
  readonly input?: { report: CounterReportId; begin: string; end: string; page: number; pageSize: PageSize }
  readonly problems: ReportProblems
}

/**
 * The request a URL makes, without zod (the route's loader reads it in the
 * first load, the page again, so both ask with one query key). No report or
 * month in the URL reads as the release's default: TR_B1 over the latest
 * complete month. A wrong report or month is not sent; its sentence shows
 * beside its field. The page and its size are read as every list's are
 * (positionOf), so the report's table offers the sizes every list offers.
 */
export function reportRequest(search: ReportsSearch, now: number): ReportRequest {
  const latest = lastCompleteMonth(now)
  const report = search.report ?? 'TR_B1'
  const begin = search.begin ?? latest
  const end = search.end ?? latest
  // The report has no sort: its rows come in the report's own order.
  const { page, pageSize } = positionOf(search, [])
  const problems = { ...reportProblem(report), ...periodProblems(begin, end, now) }
  const known: CounterReportId = isCounterReportId(report) ? report : 'TR_B1'
  const request = { report: known, begin, end, page, pageSize }
  return Object.keys(problems).length === 0 ? { ...request, input: request, problems } : { ...request, problems }
}

function reportProblem(report: string): ReportProblems {
  return isCounterReportId(report) ? {} : { report: `There is no report “${report}”; choose TR_B1 or TR_B3.` }
}

/** A month each field can use, then the period the two make; the form checks what is typed the same way. */
export function periodProblems(begin: string, end: string, now: number): ReportProblems {
  const wrong = {
    ...(monthPattern.test(begin) ? {} : { begin: monthMessage }),
    ...(monthPattern.test(end) ? {} : { end: monthMessage }),
  }
  if (Object.keys(wrong).length > 0) return wrong
  const problem = reportPeriodProblem(begin, end, now)
  return problem ? { [problem.field]: problem.message } : {}
}
