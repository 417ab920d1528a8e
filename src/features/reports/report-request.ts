import {
  isCounterReportId,
  lastCompleteMonth,
  reportPageSizes,
  reportPeriodProblem,
  type CounterReportId,
  type ReportPageSize,
} from '../../contracts/counter-report-names.ts'
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
  readonly pageSize: ReportPageSize
  /** What counterReports.get is asked; none while the URL's report or period is wrong. */
  readonly input?: { report: CounterReportId; begin: string; end: string; page: number; pageSize: ReportPageSize }
  readonly problems: ReportProblems
}

/**
 * The request a URL makes, without zod (the route's loader reads it in the
 * first load, the page again, so both ask with one query key). No report or
 * month in the URL reads as the release's default: TR_B1 over the latest
 * complete month. A wrong report or month is not sent; its sentence shows
 * beside its field. A page below 1 or an unoffered size falls back quietly.
 */
export function reportRequest(search: ReportsSearch, now: number): ReportRequest {
  const latest = lastCompleteMonth(now)
  const report = search.report ?? 'TR_B1'
  const begin = search.begin ?? latest
  const end = search.end ?? latest
  const page = Number.isInteger(search.page) && (search.page ?? 0) >= 1 ? (search.page as number) : 1
  const pageSize = reportPageSizes.find((size) => size === search.pageSize) ?? reportPageSizes[0]
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
