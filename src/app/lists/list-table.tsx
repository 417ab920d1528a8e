import { describeError } from '../api/describe-error.ts'
import { QueryErrorState } from '../ui/query-error-state.tsx'
import { BulkActionBar, type BulkActionBarProps } from '../../components/ui/data-table/bulk-action-bar.tsx'
import { DataTable, type DataTableProps } from '../../components/ui/data-table/data-table.tsx'
import { InvalidFilters } from '../../components/ui/invalid-filters.tsx'
import { ListExportButtons, type ListExportButtonsProps } from '../../components/ui/list-export-buttons.tsx'
import type { ListState } from './use-list-state.ts'
import { LiveAnnouncerScope, LiveStatus, useAnnounce } from '../../components/ui/live-announcer.tsx'
import type { HistoryRecordType } from '../../contracts/record-history.ts'
import { useLiveRows } from '../live/use-live-rows.ts'

/** What the table needs of a list's query (useListQuery's `query`). */
export interface ListTableQuery<Row> {
  readonly data: { readonly rows: readonly Row[]; readonly total: number } | undefined
  readonly status: 'pending' | 'error' | 'success'
  readonly error: unknown
  readonly refetch: () => unknown
}

/** The table's own props pass through (caption, columns, position, empty state, selection); what comes from the query is filled in. */
export interface ListTableProps<Row, Csv> extends Omit<DataTableProps<Row>, 'rows' | 'getRowId' | 'status' | 'errorState'> {
  readonly query: ListTableQuery<Row>
  /** What could not be loaded, in the error's title ("The staff members"). */
  readonly what: string
  /** The status line once the total is known ("3 staff members"), said through the screen's one live region; empty while the first load runs. */
  readonly count: (total: number) => string
  /** The kit's Export CSV and TSV beside the count, disabled while there is nothing to export; without them the count stands alone. */
  readonly exports?: Omit<ListExportButtonsProps<Csv, Row>, 'disabled' | 'describeError'>
  /** A list with filters: the invalid ones are shown first, and while there are any nothing is listed (nothing was asked). */
  readonly list?: Pick<ListState<unknown, unknown>, 'input' | 'problems' | 'labels' | 'clear'>
  /** Rows the user may change many at a time: a checkbox column, and the kit's bulk action bar between the count and the table. */
  readonly bulk?: Omit<BulkActionBarProps<Row>, 'rows' | 'getRowId' | 'describeError'>
  /**
   * The record type the rows are (their ids are its ids): a row someone else changed is marked for a few
   * seconds, one that left the list stays a moment marked as leaving, and the screen's one live region says so.
   */
  readonly live?: {
    readonly type: HistoryRecordType
    readonly label?: (row: Row) => string
    /** The record a row shows when it is not the row's own id (a course's row, its booklist); undefined, none. */
    readonly getRecordId?: (row: Row) => string | undefined
  }
}

/**
 * A list screen's rows, in the same order everywhere: the live count (with
 * the export buttons), the bulk action bar, then the table, its error in the
 * app's words and its pager. Here once, so every list counts, exports,
 * selects and fails alike. The count and the live marks are said through the
 * screen's one live region (LiveAnnouncerProvider), or the list's own when it
 * stands alone.
 */
export function ListTable<Row extends { readonly id: string }, Csv = Row>(props: ListTableProps<Row, Csv>) {
  return (
    <LiveAnnouncerScope>
      <ListTableInScope<Row, Csv> {...props} />
    </LiveAnnouncerScope>
  )
}

function ListTableInScope<Row extends { readonly id: string }, Csv>({ query, what, count, exports, list, bulk, live, ...table }: ListTableProps<Row, Csv>) {
  const total = query.data?.total
  const marked = useLiveRows(query.data?.rows, {
    type: live?.type,
    getRowId: rowId,
    ...(live?.label ? { label: live.label } : {}),
    ...(live?.getRecordId ? { getRecordId: live.getRecordId } : {}),
  })
  const describe = (error: unknown) => describeError(error).message
  useAnnounce(marked.announcements)
  const status = <LiveStatus text={total === undefined ? '' : count(total)} />
  const rows = (
    <>
      {exports ? (
        <div className="list-toolbar">
          {status}
          <ListExportButtons<Csv, Row> {...exports} disabled={!total} describeError={describe} />
        </div>
      ) : (
        status
      )}
      {bulk ? <BulkActionBar<Row> {...bulk} rows={query.data?.rows ?? []} getRowId={rowId} describeError={describe} /> : null}
      <DataTable<Row>
        rows={marked.rows}
        getRowId={rowId}
        rowMark={marked.rowMark}
        status={query.status}
        rowCount={total ?? 0}
        errorState={<QueryErrorState what={what} error={query.error} onRetry={() => query.refetch()} />}
        {...table}
        {...(bulk ? { selection: bulk.selection, onSelectionChange: bulk.onSelectionChange, rowLabel: bulk.rowLabel } : {})}
      />
    </>
  )
  if (!list) return rows
  return (
    <>
      <InvalidFilters problems={list.problems} labels={list.labels} onClear={(param) => list.clear([param])} />
      {list.input === undefined ? null : rows}
    </>
  )
}

const rowId = (row: { readonly id: string }) => row.id
