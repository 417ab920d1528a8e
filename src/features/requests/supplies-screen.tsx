import { createColumnHelper } from '@tanstack/react-table'
import { useMemo } from 'react'
import { describeError } from '../../app/api/describe-error.ts'
import { RecordStatus } from '../../app/format/record-status.tsx'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { useListState } from '../../app/lists/use-list-state.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { TitleLink } from '../../app/ui/record-links.tsx'
import { TablePagination } from '../../components/ui/data-table/table-pagination.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { InvalidFilters } from '../../components/ui/invalid-filters.tsx'
import { ListExportButtons } from '../../components/ui/list-export-buttons.tsx'
import type { SupplyGroup, SupplyRequestRow } from '../../contracts/supplies.ts'
import { RaiseSupplies } from './raise-supplies-form.tsx'
import { RequestHistoryDialog } from './request-history-dialog.tsx'
import { supplyCsvColumns, supplyCsvLines } from './supplies-csv.ts'
import { suppliesList, type SuppliesSearch } from './supplies-list.ts'
import { formatDay, isoDay } from '../../contracts/dates.ts'
import { countOf } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'
import { LiveStatus } from '../../components/ui/live-announcer.tsx'
import { SupplyGroupTable } from './supply-group-table.tsx'

const labels = { course: 'Course' }
const column = createColumnHelper<SupplyRequestRow>()

/**
 * The supply requests the user may read, a table per course (the course with
 * the newest request first), and, when the URL names a course to `raise`
 * for, that course's booklist to request supplies from. The server reads with
 * the policy's read rule; each request's history opens over the list from
 * the URL (?request=), so it can be linked to and Back closes it.
 */
export function SuppliesScreen({ search }: { search: SuppliesSearch }) {
  const list = useListState(search, suppliesList, labels)
  const { input, set } = list
  const { query: supplies, pagerProps, fetchPage } = useListQuery(list, (trpc, input) => trpc.supplies.list.queryOptions(input))
  const page = search.page
  // Kept while the page stays: new columns would mount new buttons.
  const columns = useMemo(() => supplyColumns((id) => set({ request: id, page })), [set, page])
  const total = supplies.data?.total
  return (
    <>
      {search.raise ? <RaiseSupplies courseId={search.raise} onDone={() => set({ raise: undefined })} /> : null}
      <InvalidFilters problems={list.problems} labels={list.labels} onClear={(param) => list.clear([param])} />
      <h2>Supply requests by course</h2>
      {input === undefined ? null : (
        <div className="list-toolbar">
          <LiveStatus text={total === undefined || total === 0 ? '' : `${countOf(total, 'course')} with supply requests`} />
          <ListExportButtons
            noun={['course', 'courses']}
            filename="supply-requests"
            columns={supplyCsvColumns}
            expand={supplyCsvLines}
            fetchPage={fetchPage}
            disabled={!total}
            describeError={(error) => describeError(error).message}
          />
        </div>
      )}
      {input === undefined ? null : supplies.status === 'pending' ? (
        <p aria-busy="true">Loading the supply requests…</p>
      ) : supplies.status === 'error' ? (
        <QueryErrorState what="The supply requests" error={supplies.error} onRetry={() => supplies.refetch()} />
      ) : supplies.data.rows.length === 0 ? (
        <EmptyState title="No supply requests yet. Raise them from a course’s booklist." />
      ) : (
        <>
          {supplies.data.rows.map((group) => (
            <CourseSupplies key={group.course.id} group={group} columns={columns} />
          ))}
          <TablePagination label="Courses with supply requests" rowCount={total} {...pagerProps} />
        </>
      )}
      <RequestHistoryDialog id={search.request} onClose={() => set({ request: undefined, page }, { replace: true })} />
    </>
  )
}

function CourseSupplies({ group, columns }: { group: SupplyGroup; columns: ReturnType<typeof supplyColumns> }) {
  const name = `${group.course.code} – ${group.course.title}`
  return (
    <section aria-label={name}>
      <h3>{name}</h3>
      <SupplyGroupTable group={group} columns={columns} />
    </section>
  )
}

function supplyColumns(history: (id: string) => void) {
  return [
    column.accessor('title', { header: 'Title', cell: (info) => <TitleLink nbsi={info.row.original.nbsi}>{info.getValue()}</TitleLink> }),
    column.accessor('quantity', { header: 'Quantity' }),
    column.accessor('status', { header: 'Status', cell: (info) => <RecordStatus type="Request" status={info.getValue()} /> }),
    column.accessor('requesterEmail', { header: 'Requester' }),
    column.accessor((row) => isoDay(row.createdAt), { id: 'created', header: 'Raised on', cell: (info) => formatDay(info.getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => (
        <Button onClick={() => history(info.row.original.id)} aria-label={`History of ${info.row.original.title}, ${info.row.original.quantity} × supply`}>
          History
        </Button>
      ),
    }),
  ]
}
