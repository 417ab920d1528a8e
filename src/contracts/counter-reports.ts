import { z } from 'zod'
import { counterReportIds, maxReportPageSize, type CounterReportId } from './counter-report-names.ts'
import { monthMessage, monthPattern } from './months.ts'

/**
 * COUNTER usage reports (issue 31): the Standard Views TR_B1 and TR_B3 of the
 * Title Report, as the COUNTER Code of Practice Release 5.1 defines them
 * (section 4.3, tables 4.h to 4.l; https://cop5.countermetrics.org). The
 * names, metric types and filters below are the release's, spelled as it
 * spells them: a tabular report must match them exactly.
 */

export const counterRelease = '5.1'

/** The request and investigation metric types (Code of Practice 3.3.5), in the release's (alphabetical) order: TR_B3's. */
export const counterUsageMetricTypes = [
  'Total_Item_Investigations',
  'Total_Item_Requests',
  'Unique_Item_Investigations',
  'Unique_Item_Requests',
  'Unique_Title_Investigations',
  'Unique_Title_Requests',
] as const

/** Every metric type a title's monthly usage may hold: the usage ones, then access denied. */
export const counterMetricTypes = [...counterUsageMetricTypes, 'Limit_Exceeded', 'No_License'] as const
export type CounterMetricType = (typeof counterMetricTypes)[number]

/** Release 5.1's Access_Type values (3.3.7): R5.0's OA_Gold and Other_Free_To_Read became Open and Free_To_Read. */
export const counterAccessTypes = ['Controlled', 'Open', 'Free_To_Read'] as const
export type CounterAccessType = (typeof counterAccessTypes)[number]

// The ids, the page sizes and the period's rules are zod-free (the Reports route's loader reads them in the first load).
export {
  counterReportIds,
  isCounterReportId,
  lastCompleteMonth,
  maxReportMonths,
  maxReportPageSize,
  reportPeriodProblem,
  type CounterReportId,
} from './counter-report-names.ts'

export interface CounterReportDefinition {
  readonly id: CounterReportId
  /** Report_Name, exactly. */
  readonly name: string
  /** What the report answers, for the page. */
  readonly summary: string
  /** Metric_Types, in the release's order (alphabetical). */
  readonly metricTypes: readonly CounterMetricType[]
  /** The usage counted: the Access_Types the report's filter keeps. */
  readonly accessTypes: readonly CounterAccessType[]
  /** Whether Access_Type is a column (each title a row per access type). */
  readonly byAccessType: boolean
  /** Report_Filters, exactly as the release's sample reports write them. */
  readonly reportFilters: string
}

export const counterReports: Readonly<Record<CounterReportId, CounterReportDefinition>> = {
  TR_B1: {
    id: 'TR_B1',
    name: 'Book Requests (Controlled)',
    summary: 'Full-text requests of books and reference works, excluding Open and Free_To_Read content.',
    metricTypes: ['Total_Item_Requests', 'Unique_Title_Requests'],
    accessTypes: ['Controlled'],
    byAccessType: false,
    reportFilters: 'Data_Type=Book|Reference_Work; Access_Type=Controlled; Access_Method=Regular',
  },
  TR_B3: {
    id: 'TR_B3',
    name: 'Book Usage by Access Type',
    summary: 'Every investigation and request of books and reference works, broken down by Access_Type.',
    metricTypes: counterUsageMetricTypes,
    accessTypes: counterAccessTypes,
    byAccessType: true,
    reportFilters: 'Data_Type=Book|Reference_Work; Access_Method=Regular',
  },
}

// ---------------------------------------------------------------- request

/** A calendar month, `2026-03`. */
export const reportMonth = z.string().regex(monthPattern, monthMessage)

export const counterReportInput = z.object({
  report: z.enum(counterReportIds),
  /** First and last month of the reporting period, both included. */
  begin: reportMonth,
  end: reportMonth,
  /** Pages are of titles (each with its items and their lines). */
  page: z.number().int().min(1, 'Pages start at 1.').max(100_000).default(1),
  pageSize: z.number().int().min(1).max(maxReportPageSize).default(50),
  /**
   * Continue after this title instead of reading page `page` (what the TSV
   * download does, so a year at a large institution is read once, not once
   * per page). The `nextCursor` of the previous answer.
   */
  cursor: z.string().max(2000).optional(),
})
export type CounterReportInput = z.input<typeof counterReportInput>

// ---------------------------------------------------------------- answer

/** One metric's line of an item: the period's total and a count per month (0 where there was none). */
export interface CounterMetricLine {
  readonly metricType: CounterMetricType
  readonly total: number
  readonly months: readonly number[]
}

/** A report item: a title (and in TR_B3 an access type) with its metric lines, in the release's column order. */
export interface CounterReportItem {
  readonly title: string
  readonly publisher: string
  readonly publisherId: string
  readonly platform: string
  readonly doi: string
  readonly proprietaryId: string
  /** ISBN-13 with hyphens, or '' when the title has none. */
  readonly isbn: string
  readonly printIssn: string
  readonly onlineIssn: string
  readonly uri: string
  readonly dataType: 'Book' | 'Reference_Work'
  /** Year of publication, yyyy; 0001 when unknown (the release's value). */
  readonly yop: string
  /** Only in TR_B3. */
  readonly accessType?: CounterAccessType
  /** Only metric types with a non-zero total (the release omits zero rows). */
  readonly lines: readonly CounterMetricLine[]
}

/** The report header's values (Code of Practice 3.2.1), the same on every page. */
export interface CounterReportHeader {
  readonly reportName: string
  readonly reportId: CounterReportId
  readonly release: string
  readonly institutionName: string
  readonly institutionId: string
  readonly metricTypes: string
  readonly reportFilters: string
  readonly reportAttributes: string
  readonly exceptions: string
  /** `Begin_Date=2026-01-01; End_Date=2026-12-31` */
  readonly reportingPeriod: string
  /** RFC 3339, seconds, UTC. */
  readonly created: string
  readonly createdBy: string
  readonly registryRecord: string
}

export interface CounterReportPage {
  readonly header: CounterReportHeader
  readonly begin: string
  readonly end: string
  /** The reporting period's months, `2026-01`…, one column each. */
  readonly months: readonly string[]
  readonly items: readonly CounterReportItem[]
  /** Titles the whole report holds: the pages are of titles, each a TR_B1 item, or one TR_B3 item per access type (omitted when read by cursor). */
  readonly totalTitles: number | null
  /** Each metric type's total over the whole report, in the report's order. */
  readonly metricTotals: readonly { readonly metricType: CounterMetricType; readonly total: number }[] | null
  /** Where the next page starts, or null on the last one. */
  readonly nextCursor: string | null
}

/** A month's column heading, `Jan-2026` (the release's Mmm-yyyy). */
export function counterMonthHeading(month: string): string {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${names[Number(month.slice(5, 7)) - 1]}-${month.slice(0, 4)}`
}

/** `Begin_Date=2026-01-01; End_Date=2026-12-31`: the first day of `begin`, the last day of `end`. */
export function counterReportingPeriod(begin: string, end: string): string {
  const [year, month] = end.split('-').map(Number) as [number, number]
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `Begin_Date=${begin}-01; End_Date=${end}-${String(lastDay).padStart(2, '0')}`
}

/** The TSV download of a report for a period: a plain GET the browser saves as a file. */
export function counterReportDownloadPath(report: CounterReportId, begin: string, end: string): string {
  return `/reports/counter/${report}.tsv?${new URLSearchParams({ begin, end }).toString()}`
}
