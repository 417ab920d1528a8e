import { subject } from '@casl/ability'
import { TRPCError } from '@trpc/server'
import {
  counterReportingPeriod,
  counterReportInput,
  counterReports,
  counterRelease,
  reportPeriodProblem,
  type CounterReportHeader,
  type CounterReportPage,
} from '../../../contracts/counter-reports.ts'
import { monthsBetween } from '../../../contracts/months.ts'
import { protectedProcedure } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import {
  countReportTitles,
  counterCustomerId,
  counterPlatform,
  reportItems,
  reportMetricTotals,
  type ReportScope,
  type TitleKey,
} from '../../db/counter/counter-report-read.ts'
import { decodeCursor, encodeCursor } from '../../db/counter/report-cursor.ts'

/**
 * COUNTER reports (issue 31). The report-page flag and the Reports check let
 * a user call this (policy/procedures.yaml); reading a report is the read
 * rule of policy/resources/counter-report.yaml (counterReport:view, the
 * user's own institution), asked here before any usage is summed.
 */
export const counterReportsRouter = router({
  get: protectedProcedure.input(counterReportInput).query(async ({ ctx, input }): Promise<CounterReportPage> => {
    const report = counterReports[input.report]
    if (!ctx.ability().can('read', subject('CounterReport', { id: report.id, institutionId: ctx.institution.id }))) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You may not open COUNTER reports; they need the counterReport:view permission.' })
    }
    const now = ctx.deps.now()
    const problem = reportPeriodProblem(input.begin, input.end, now)
    if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem.message })
    let after: TitleKey | undefined
    if (input.cursor !== undefined) {
      after = decodeCursor(input.cursor)
      if (!after) throw new TRPCError({ code: 'BAD_REQUEST', message: 'This report page link is damaged; open the report again from its first page.' })
    }

    const scope: ReportScope = { institutionId: ctx.institution.id, report, begin: input.begin, end: input.end }
    const { db } = ctx.deps
    // Reading by cursor (the download) needs neither the count nor the totals again.
    const [page, totalTitles, metricTotals, customerId] = await Promise.all([
      reportItems(db, scope, after ? { size: input.pageSize, after } : { size: input.pageSize, offset: (input.page - 1) * input.pageSize }),
      after ? null : countReportTitles(db, scope),
      after ? null : reportMetricTotals(db, scope),
      counterCustomerId(db, ctx.institution.id),
    ])
    const noUsage = metricTotals?.every((line) => line.total === 0) ?? false
    const header: CounterReportHeader = {
      reportName: report.name,
      reportId: report.id,
      release: counterRelease,
      institutionName: ctx.institution.name,
      // The customer ID harvesters ask the API for (the same report in JSON), with our platform's id as namespace (Code of Practice 3.2.1).
      institutionId: `${counterPlatform.id}:${customerId}`,
      metricTypes: report.metricTypes.join('; '),
      reportFilters: report.reportFilters,
      reportAttributes: '',
      // The release's own code and message (Appendix D), the only exception a tabular report can carry here:
      // periods the usage cannot cover yet are refused above (3020, 3031).
      exceptions: noUsage ? '3030: No Usage Available for Requested Dates' : '',
      reportingPeriod: counterReportingPeriod(input.begin, input.end),
      created: new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      createdBy: 'Adoptions',
      // We have no COUNTER Registry record; the release says to leave it blank then.
      registryRecord: '',
    }
    return {
      header,
      begin: input.begin,
      end: input.end,
      months: monthsBetween(input.begin, input.end),
      items: page.items,
      totalTitles,
      metricTotals,
      nextCursor: page.lastKey ? encodeCursor(page.lastKey) : null,
    }
  }),
})
