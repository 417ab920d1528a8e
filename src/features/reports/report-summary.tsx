import { EmptyState } from '../../components/ui/empty-state.tsx'
import { counterMonthHeading, counterReportDownloadPath, counterReportIds, type CounterReportId, type CounterReportPage } from '../../contracts/counter-reports.ts'
import { formatCount } from './report-columns.tsx'

/** `Jan-2026 to Mar-2026`, or one month alone. */
export const periodWords = (begin: string, end: string) => (begin === end ? counterMonthHeading(begin) : `${counterMonthHeading(begin)} to ${counterMonthHeading(end)}`)

/** The release's exception for a period without usage (Appendix D). */
const noUsage = '3030'

/**
 * What the answer's header says, in words (report, Report_ID, period,
 * institution), its exception if any, and the whole report's total of each
 * metric type (every page's, not only the one in the table).
 */
export function ReportSummary({ answer }: { answer: CounterReportPage }) {
  const { header } = answer
  return (
    <section className="report-summary" aria-labelledby="report-summary-heading">
      <h2 id="report-summary-heading">
        {header.reportName} ({header.reportId})
      </h2>
      <dl className="report-header">
        <dt>Report_ID</dt>
        <dd>{header.reportId}</dd>
        <dt>Period</dt>
        <dd>{periodWords(answer.begin, answer.end)}</dd>
        <dt>Institution</dt>
        <dd>
          {header.institutionName} ({header.institutionId})
        </dd>
        <dt>Release</dt>
        <dd>COUNTER {header.release}</dd>
      </dl>
      {isNoUsage(answer) ? null : header.exceptions ? <p className="report-exception">Exception: {header.exceptions}</p> : null}
      {answer.metricTotals && !isNoUsage(answer) ? (
        <>
          <h3>Totals of the whole report</h3>
          <dl className="report-totals">
            {answer.metricTotals.map((line) => (
              <div key={line.metricType}>
                <dt>{line.metricType}</dt>
                <dd>{formatCount(line.total)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  )
}

export const isNoUsage = (answer: CounterReportPage) => answer.header.exceptions.startsWith(noUsage)

/** The 3030 exception as the empty state it is: nothing was used in the period. */
export function NoUsage({ answer }: { answer: CounterReportPage }) {
  return (
    <EmptyState title={`No usage was reported for ${periodWords(answer.begin, answer.end)}`}>
      <p>The report carries COUNTER’s exception “{answer.header.exceptions}”. Choose an earlier or longer period to see usage.</p>
    </EmptyState>
  )
}

/** The TSV downloads: the applied report first, then the other one over the same period. */
export function ReportDownloads({ report, begin, end }: { report: CounterReportId; begin: string; end: string }) {
  const other = counterReportIds.find((id) => id !== report) ?? report
  const period = periodWords(begin, end)
  return (
    <div className="report-downloads">
      <p>
        <a href={counterReportDownloadPath(report, begin, end)} download>
          Download TSV
        </a>
        : the full {report} report for {period}, every item and not only this page, in COUNTER’s tabular layout.
      </p>
      <p>
        <a href={counterReportDownloadPath(other, begin, end)} download>
          Download {other} as TSV
        </a>{' '}
        for the same period.
      </p>
    </div>
  )
}
