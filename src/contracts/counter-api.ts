import { z } from 'zod'
import { counterReportIds } from './counter-report-names.ts'
import { reportMonth } from './counter-reports.ts'

/**
 * The COUNTER API's report procedure (issue 57): the months the request asks
 * for, already read from `begin_date` and `end_date` (the HTTP layer,
 * src/server/features/counter-api/); the procedure decides what usage can
 * answer for them. Pages by cursor, as the TSV download reads them.
 */
export const counterApiReportInput = z.object({
  report: z.enum(counterReportIds),
  begin: reportMonth,
  end: reportMonth,
  cursor: z.string().max(2000).optional(),
})
export type CounterApiReportInput = z.input<typeof counterApiReportInput>

/** The base path of the COUNTER API on the app server; the Release 5.1 paths follow it (`/counter/r51/reports/tr_b1`). */
export const counterApiBasePath = '/counter'
