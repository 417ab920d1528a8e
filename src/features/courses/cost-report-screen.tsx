import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { countOf } from '../../app/format/count.ts'
import { formatMoney } from '../../app/format/money.ts'
import { ChoiceFilter } from '../../app/lists/list-filter-fields.tsx'
import { ListTable } from '../../app/lists/list-table.tsx'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { useListState } from '../../app/lists/use-list-state.ts'
import { useTermDates } from '../../app/terms/term-names.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FilterPanel } from '../../components/ui/filter-panel.tsx'
import type { CostReport } from '../../contracts/course-cost-report.ts'
import { costReportColumns, costReportCsvColumns, costReportRows } from './cost-report-columns.tsx'
import { costReportList, type CoursesSearch } from './courses-list.ts'

/** The parameters this view reads, by their labels, for InvalidFilters; only the term is a filter the panel counts. */
const filterLabels = { view: 'View', term: 'Term' }
const termOnly = { term: 'Term' }

/**
 * A term's cost per student by department (issue 56), as the server counts it
 * in SQL: the term the URL names, else the current one. One line a
 * department, then the term in all; exported like every list.
 */
export function CostReportScreen({ search }: { search: CoursesSearch }) {
  const list = useListState(search, costReportList, filterLabels)
  const { query } = useListQuery(list, (trpc, input) => trpc.courses.costReport.queryOptions(input))
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const termName = useTermDates()
  const report = query.data
  const rows = useMemo(() => (report ? costReportRows(report) : undefined), [report])
  const currency = report?.currency ?? ''
  const columns = useMemo(() => costReportColumns(currency), [currency])
  // The report is one answer: the export asks for it again (so it is current) and writes every line.
  const fetchPage = async () => {
    const fresh = costReportRows(await queryClient.fetchQuery(trpc.courses.costReport.queryOptions(list.input ?? {})))
    return { rows: fresh, total: fresh.length }
  }
  return (
    <>
      <FilterPanel label="Choose the term" list={{ search: list.search, labels: termOnly }}>
        <ChoiceFilter list={list} param="term" label="Term" shown={report?.term} values={report?.terms ?? []} labelOf={termName} />
      </FilterPanel>
      {report ? <ReportTerms report={report} termName={termName(report.term)} /> : null}
      <ListTable
        list={list}
        query={{ data: rows ? { rows, total: report?.departments.length ?? 0 } : undefined, status: query.status, error: query.error, refetch: query.refetch }}
        what="The cost report"
        count={(total) => countOf(total, 'department')}
        exports={{ noun: ['line', 'lines'], filename: `course-costs-${report?.term ?? 'term'}`, columns: costReportCsvColumns(currency), fetchPage }}
        caption={report ? `Cost per student by department, ${termName(report.term)}` : 'Cost per student by department'}
        columns={columns}
        emptyState={<EmptyState title="No courses run in this term">Choose another term, or wait for its courses to be imported.</EmptyState>}
      />
    </>
  )
}

/** What the figures mean: which titles count, the threshold, and what is not added up. */
function ReportTerms({ report, termName }: { report: CostReport; termName: string }) {
  const threshold = formatMoney({ minor: report.lowCostThreshold, currency: report.currency })
  return (
    <p>
      Required cost per student in {termName}: one copy of each essential title the library does not hold. Low-cost is at or under {threshold}, zero-cost
      included. Costs are added up in {report.currency}; lists in several currencies or another currency are counted apart, never added.
    </p>
  )
}
