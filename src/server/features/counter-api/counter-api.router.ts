import { subject } from '@casl/ability'
import { TRPCError } from '@trpc/server'
import { counterApiReportInput } from '../../../contracts/counter-api.ts'
import {
  counterReportIds,
  counterReports,
  counterRelease,
  lastCompleteMonth,
  maxReportPageSize,
  type CounterReportItem,
} from '../../../contracts/counter-reports.ts'
import { monthsBetween } from '../../../contracts/months.ts'
import { harvesterProcedure } from '../../trpc/harvester-access.ts'
import { router } from '../../trpc/init.ts'
import { reportItems, type TitleKey } from '../../db/counter/counter-report-read.ts'
import { decodeCursor, encodeCursor } from '../../db/counter/report-cursor.ts'
import { firstUsageMonth } from './counter-api-read.repo.ts'
import { resolvePeriod } from './counter-api-period.ts'
import { CounterApiRefusal, counterException, type CounterException } from './counter-exceptions.ts'

/** A page of a report as the API's HTTP layer writes it (counter-api-handler.ts). */
export interface CounterApiReportPage {
  readonly institutionName: string
  readonly customerId: string
  /** The months the report covers, after 3031/3032 moved them. */
  readonly begin: string
  readonly end: string
  readonly months: readonly string[]
  /** 3030, 3031, 3032: what the period and the usage make of the request (first page only). */
  readonly exceptions: readonly CounterException[]
  readonly items: readonly CounterReportItem[]
  readonly nextCursor: string | null
}

const refuse = (exception: CounterException, code: 'BAD_REQUEST' | 'FORBIDDEN' = 'BAD_REQUEST'): TRPCError =>
  new TRPCError({ code, message: exception.Data ?? exception.Message, cause: new CounterApiRefusal(exception) })

/**
 * The COUNTER API (issue 57), called by usage harvesters with an API key
 * (harvester-access.ts): the key's institution, its reports, and each
 * report page by page. The usage is read by the same repository as the
 * Reports page and the TSV download (counter-reports-read.repo.ts), so the
 * JSON's numbers are the TSV's; the read rule `read CounterReport` is asked
 * of the key's institution before any usage is summed.
 */
export const counterApiRouter = router({
  members: harvesterProcedure.query(({ ctx }) => [{ Customer_ID: ctx.harvester.customerId, Institution_Name: ctx.institution.name }]),

  reportList: harvesterProcedure.query(async ({ ctx }) => {
    const latest = lastCompleteMonth(ctx.deps.now())
    const readable = counterReportIds.filter((id) => ctx.ability().can('read', subject('CounterReport', { id, institutionId: ctx.institution.id })))
    return Promise.all(
      readable.map(async (id) => {
        const view = counterReports[id]
        const first = (await firstUsageMonth(ctx.deps.db, ctx.institution.id, view.metricTypes)) ?? latest
        return {
          Report_Name: view.name,
          Report_ID: view.id,
          Release: counterRelease,
          Report_Description: view.summary,
          Path: `/r51/reports/${id.toLowerCase()}`,
          First_Month_Available: first < latest ? first : latest,
          Last_Month_Available: latest,
        }
      }),
    )
  }),

  report: harvesterProcedure.input(counterApiReportInput).query(async ({ ctx, input }): Promise<CounterApiReportPage> => {
    const view = counterReports[input.report]
    const institutionId = ctx.institution.id
    if (!ctx.ability().can('read', subject('CounterReport', { id: view.id, institutionId }))) {
      throw refuse(counterException(2010, `The policy does not let this key read ${view.id}.`), 'FORBIDDEN')
    }
    const { db } = ctx.deps
    const period = resolvePeriod(input.begin, input.end, ctx.deps.now(), await firstUsageMonth(db, institutionId, view.metricTypes))
    if (!period.ok) throw refuse(period.exception)
    let after: TitleKey | undefined
    if (input.cursor !== undefined) {
      after = decodeCursor(input.cursor)
      if (!after) throw new TRPCError({ code: 'BAD_REQUEST', message: 'The report page cursor is damaged.' })
    }
    const page = period.nothingAvailable
      ? { items: [], lastKey: undefined }
      : await reportItems(db, { institutionId, report: view, begin: period.begin, end: period.end }, { size: maxReportPageSize, ...(after ? { after } : {}) })
    const exceptions = [...period.exceptions]
    // No usage in the months that can have it: 3030 (a month that cannot, 3031 or 3032, says so alone).
    if (!after && page.items.length === 0 && !period.nothingAvailable) {
      exceptions.push(counterException(3030, `${view.id} has no usage from ${period.begin} to ${period.end}.`))
    }
    return {
      institutionName: ctx.institution.name,
      customerId: ctx.harvester.customerId,
      begin: period.begin,
      end: period.end,
      months: monthsBetween(period.begin, period.end),
      exceptions: after ? [] : exceptions,
      items: page.items,
      nextCursor: page.lastKey ? encodeCursor(page.lastKey) : null,
    }
  }),
})
