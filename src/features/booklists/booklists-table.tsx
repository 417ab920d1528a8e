import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useEffect, useMemo, useRef } from 'react'
import { booklistStates, booklistSortable, type BooklistSummary } from '../../contracts/booklists.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { exportCsv } from '../../components/ui/csv-export.ts'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { paginationOf, positionForPagination, positionForSorting, sortingOf } from '../../components/ui/data-table/list-state.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { listInputOf, type BooklistSearch } from './booklist-search.ts'
import { formatTotals } from '../../app/format/money.ts'
import { RecordStatus } from '../../app/format/record-status.tsx'

const column = createColumnHelper<BooklistSummary>()
const sortable = new Set<string>(booklistSortable)

export interface BooklistsTableProps {
  readonly search: BooklistSearch
  readonly onSearch: (change: Partial<BooklistSearch>) => void
}

/** The term's course lists: filter, sort and page on the server, the position in the URL; Enter or the course opens a list. */
export function BooklistsTable({ search, onSearch }: BooklistsTableProps) {
  const trpc = useTRPC()
  const input = listInputOf(search)
  const lists = useQuery(trpc.booklists.list.queryOptions(input))
  const columns = useMemo(
    () => [
      column.accessor('courseCode', {
        id: 'code',
        header: 'Course',
        enableSorting: true,
        cell: (info) => (
          <button type="button" className="link-button" onClick={() => onSearch({ list: info.row.original.id })}>
            {info.getValue()}
          </button>
        ),
      }),
      column.accessor('courseTitle', { id: 'title', header: 'Title', enableSorting: true }),
      column.accessor('department', { id: 'department', header: 'Department', enableSorting: true }),
      column.accessor('status', { id: 'status', header: 'List', enableSorting: true, cell: (info) => <RecordStatus type="Booklist" status={info.getValue()} /> }),
      column.accessor('itemCount', { id: 'items', header: 'Items', enableSorting: true }),
      column.accessor('enrolment', { header: 'Students' }),
      column.accessor('totals', { header: 'Total', cell: (info) => formatTotals(info.getValue()) }),
      column.accessor('perStudent', { header: 'Per student', cell: (info) => formatTotals(info.getValue()) }),
    ],
    [onSearch],
  )
  // One request when typing pauses, not one per keystroke.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const findLater = (q: string) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onSearch({ q: q.trim() || undefined, page: 1 }), 250)
  }
  const filtered = Boolean(search.q || search.status)
  const rows = lists.data?.rows
  return (
    <section aria-labelledby="booklists-heading">
      <h2 id="booklists-heading">Course lists{lists.data ? `, ${lists.data.term}` : ''}</h2>
      <div className="table-toolbar" role="search" aria-label="Filter course lists">
        <label>
          Find a course{' '}
          <input type="search" defaultValue={search.q ?? ''} onChange={(event) => findLater(event.target.value)} />
        </label>
        <label>
          Term{' '}
          <select value={search.term ?? lists.data?.term ?? ''} onChange={(event) => onSearch({ term: event.target.value || undefined, page: 1 })}>
            {(lists.data?.terms ?? (search.term ? [search.term] : [])).map((term) => (
              <option key={term}>{term}</option>
            ))}
          </select>
        </label>
        <label>
          List state{' '}
          <select value={search.status ?? ''} onChange={(event) => onSearch({ status: (event.target.value || undefined) as BooklistSearch['status'], page: 1 })}>
            <option value="">Any</option>
            {booklistStates.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </select>
        </label>
        <button type="button" disabled={!rows || rows.length === 0} onClick={() => rows && void exportCsv(`booklists-${lists.data?.term ?? ''}`, rows, csvColumns)}>
          Export CSV
        </button>
      </div>
      <DataTable
        caption="Course booklists"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        status={lists.status}
        errorState={<QueryErrorState what="The course lists" error={lists.error} onRetry={() => lists.refetch()} />}
        emptyState={
          <EmptyState title={filtered ? 'No course list matches these filters' : 'No course has a booklist this term'}>
            {filtered ? 'Clear the search or choose another state.' : 'Choose another term above.'}
          </EmptyState>
        }
        rowCount={lists.data?.total}
        sorting={sortingOf(search)}
        onSortingChange={(sorting) => {
          const position = positionForSorting(sorting)
          onSearch({ ...position, sort: sortable.has(position.sort ?? '') ? (position.sort as BooklistSearch['sort']) : undefined })
        }}
        pagination={paginationOf(search)}
        onPaginationChange={(pagination) => onSearch(positionForPagination(pagination) as Partial<BooklistSearch>)}
        onRowActivate={(row) => onSearch({ list: row.id })}
      />
    </section>
  )
}

const csvColumns = [
  { header: 'Course', value: (row: BooklistSummary) => row.courseCode },
  { header: 'Title', value: (row: BooklistSummary) => row.courseTitle },
  { header: 'Department', value: (row: BooklistSummary) => row.department },
  { header: 'Term', value: (row: BooklistSummary) => row.term },
  { header: 'List', value: (row: BooklistSummary) => row.status },
  { header: 'Items', value: (row: BooklistSummary) => row.itemCount },
  { header: 'Students', value: (row: BooklistSummary) => row.enrolment },
  { header: 'Total', value: (row: BooklistSummary) => formatTotals(row.totals, '') },
  { header: 'Per student', value: (row: BooklistSummary) => formatTotals(row.perStudent, '') },
]
