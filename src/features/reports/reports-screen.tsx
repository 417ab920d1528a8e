import './reports.css'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { asRpcError, RpcError } from '../../app/api/rpc-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { usePolicyView } from '../../app/policy-view/use-policy-view.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { counterReports, type CounterReportPage } from '../../contracts/counter-reports.ts'
import { pageSizes } from '../../contracts/list-names.ts'
import { CounterApiSection } from './counter-api/counter-api-section.tsx'
import { mayReadReport } from './report-access.ts'
import { reportColumns, reportRows } from './report-columns.tsx'
import { ReportForm, type ReportChoice } from './report-form.tsx'
import { reportQueryOptions } from './report-query.ts'
import { reportRequest, type ReportsSearch } from './report-request.ts'
import { NoUsage, periodWords, ReportDownloads, ReportSummary, isNoUsage } from './report-summary.tsx'

export interface ReportsScreenProps {
  /** The route's search: the applied report, period and page. */
  readonly search: ReportsSearch
  /** Puts a new report and period in the URL (back to page 1). */
  readonly onApply: (choice: ReportChoice) => void
  /** Puts a page of the table in the URL. */
  readonly onPage: (page: number, pageSize: number) => void
}

/**
 * The COUNTER reports (issue 31): the form, the report's header and totals,
 * its items a page at a time, and the TSV download. Whether the person may
 * read reports is known in the browser (the compiled read rule), so a refusal
 * shows without a request; the server's FORBIDDEN shows the same.
 */
export function ReportsScreen({ search, onApply, onPage }: ReportsScreenProps) {
  const view = usePolicyView()
  const ability = useAppAbility()
  const trpc = useTRPC()
  // The clock read once: the default month and the period's rule stay put while the page is open.
  const [now] = useState(Date.now)
  const request = reportRequest(search, now)
  const allowed = mayReadReport(request.report, view?.facts, ability)
  const { input } = request
  const answer = useQuery({
    ...reportQueryOptions(trpc, input ?? { report: request.report, begin: request.begin, end: request.end }),
    enabled: allowed && input !== undefined,
    placeholderData: keepPreviousData,
  })

  if (!allowed || refused(answer.error)) return <Refusal />
  const applied = { report: request.report, begin: request.begin, end: request.end }
  return (
    <>
      <ReportForm key={`${search.report}:${search.begin}:${search.end}`} applied={applied} problems={request.problems} onApply={onApply} />
      {input === undefined ? (
        <p className="report-status">Correct the report or period to see the report.</p>
      ) : answer.data ? (
        <>
          <ReportSummary answer={answer.data} />
          <ReportDownloads report={input.report} begin={input.begin} end={input.end} />
          {isNoUsage(answer.data) ? (
            <NoUsage answer={answer.data} />
          ) : (
            <ReportTable answer={answer.data} page={input.page} pageSize={input.pageSize} busy={answer.isPlaceholderData} onPage={onPage} />
          )}
        </>
      ) : answer.isError ? (
        <QueryErrorState what="The report" error={answer.error} onRetry={() => answer.refetch()} />
      ) : (
        <p role="status">Loading the report…</p>
      )}
      <CounterApiSection institutionId={view?.facts?.user?.institutionId} />
    </>
  )
}

interface ReportTableProps {
  readonly answer: CounterReportPage
  readonly page: number
  readonly pageSize: number
  /** The previous answer is on screen while the next page loads. */
  readonly busy: boolean
  readonly onPage: (page: number, pageSize: number) => void
}

/**
 * The titles of one page (their items), a row per metric line; the columns are the answer's (its report and months), so a previous answer kept on
 * screen keeps its own.
 */
function ReportTable({ answer, page, pageSize, busy, onPage }: ReportTableProps) {
  const definition = counterReports[answer.header.reportId]
  const columns = useMemo(() => reportColumns(definition.byAccessType, answer.months), [definition, answer.months])
  const rows = useMemo(() => reportRows(answer.items), [answer.items])
  const caption =
    `${answer.header.reportId} ${definition.name}, ${periodWords(answer.begin, answer.end)}: ` +
    `a row per title${definition.byAccessType ? ' and access type' : ''} and metric type`
  return (
    <div className="report-table">
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        status={busy ? 'pending' : 'success'}
        rowCount={answer.totalTitles ?? 0}
        rowNoun="Titles"
        pagination={{ pageIndex: page - 1, pageSize }}
        onPaginationChange={(next) => onPage(next.pageIndex + 1, next.pageSize)}
        pageSizes={pageSizes}
        emptyState={<EmptyState title="No titles on this page" />}
      />
    </div>
  )
}

/** The server's refusal, if that is what the query met (the browser's rule said yes: the rules changed meanwhile). */
function refused(error: unknown): boolean {
  const wrapped = asRpcError(error)
  return wrapped instanceof RpcError && wrapped.code === 'FORBIDDEN'
}

function Refusal() {
  return (
    <EmptyState title="You may not open COUNTER reports">
      <p>Reports of your institution’s usage need the counterReport:view permission. Ask an administrator of your institution for it.</p>
    </EmptyState>
  )
}
