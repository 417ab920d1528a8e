import { fieldAllowed, type FieldRules } from '../field-rules.ts'
import './data-table.css'
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { pageSizes } from '../../../contracts/list-names.ts'
import { onRowKeyDown } from './row-keyboard.ts'
import { selectionColumn } from './selection-column.tsx'
import { TablePagination } from './table-pagination.tsx'
import { countOf, formatNumber } from '../../../contracts/counts.ts'
import { RowActionsMode } from '../row-actions-mode.ts'
import { useShortOfRoom } from './short-of-room.ts'
import { useRowsInSteps } from './rows-in-steps.ts'
import { DataRow, type RowHandlers } from './data-row.tsx'

export interface DataTableProps<TRow> {
  /** Names the table for everyone (its <caption>). */
  readonly caption: string
  // Columns of different value types in one list: TanStack Table's own examples type them so.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly columns: readonly ColumnDef<TRow, any>[]
  /**
   * What the policy's field rules withhold from this person on the rows' record
   * type: a column whose id is a withheld field is not rendered at all.
   */
  readonly fieldRules?: FieldRules
  /** This page of rows, as the server sorted and filtered them; undefined while the first load runs. */
  readonly rows: readonly TRow[] | undefined
  readonly getRowId: (row: TRow) => string
  /** Of the query that loads `rows`: 'pending' shows skeleton rows, 'error' shows `errorState`. */
  readonly status: 'pending' | 'error' | 'success'
  readonly errorState?: ReactNode
  readonly emptyState?: ReactNode
  /** Rows matching the filter on the server, for the page count. */
  readonly rowCount?: number
  /** The server stopped counting: more rows match than `rowCount`, and the pages end at it ("of 1,000+"). */
  readonly rowCountIsAtLeast?: boolean
  readonly sorting?: SortingState
  readonly onSortingChange?: (sorting: SortingState) => void
  readonly pagination?: PaginationState
  readonly onPaginationChange?: (pagination: PaginationState) => void
  /** The page sizes offered: by default the ones every list offers (contracts/list-names.ts). */
  readonly pageSizes?: readonly number[]
  /** What the pagination counts when a page's unit is not a row ("Items 1–25 of 240"); 'Rows' by default. */
  readonly rowNoun?: string
  /** With `onSelectionChange` and `rowLabel`: a checkbox column; Space on a row toggles it. */
  readonly selection?: RowSelectionState
  readonly onSelectionChange?: (selection: RowSelectionState) => void
  /** Names a row in its checkbox's label ("Select Organic Chemistry, 3rd edition"). */
  readonly rowLabel?: (row: TRow) => string
  /** Enter on a row (open its detail). */
  readonly onRowActivate?: (row: TRow) => void
  readonly skeletonRows?: number
  /**
   * Rows just added (by their ids): each is marked with a "New" badge (text, not colour alone) and
   * the first is scrolled into view once it is on the page. The page clears them when they are no longer new.
   */
  readonly highlightRowIds?: readonly string[]
  /**
   * A row's mark, by its id: a short text shown in the row ("approved by … just now") beside a highlight.
   * A `leaving` row is one the page keeps on show for a moment after it left the data: it is dimmed and inert
   * (nothing in it can be used), and the page passes it in `rows` where it was.
   */
  readonly rowMark?: (rowId: string) => RowMark | undefined
}

/** What a row is marked with: words, not colour alone. */
export interface RowMark {
  readonly text: string
  readonly leaving?: boolean
}

const resolve = <T,>(updater: Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater)
const noSorting: SortingState = []
const noSelection: RowSelectionState = {}
const noRows: never[] = []
const noHighlight: readonly string[] = []
const noMark = (): RowMark | undefined => undefined
// Module-level so the table's options keep their identity: a new `defaultColumn` per render rebuilds every column,
// and with them every row's cells.
const defaultColumn = { enableSorting: false }

/**
 * The kit's table. Sorting, filtering and paging happen on the server: the
 * page keeps them in the URL and passes them in; the table only shows them
 * and reports what the user asked for. Sortable columns opt in with
 * `enableSorting: true`. The header stays on screen while the body scrolls.
 */
export function DataTable<TRow>(props: DataTableProps<TRow>) {
  const {
    caption,
    rows,
    status,
    sorting = noSorting,
    selection = noSelection,
    onSelectionChange,
    rowLabel,
    highlightRowIds = noHighlight,
    rowMark = noMark,
  } = props
  const selectable = onSelectionChange !== undefined && rowLabel !== undefined
  const fieldRules = props.fieldRules
  const columns = useMemo(() => {
    const shown = props.columns.filter((column) => fieldAllowed(fieldRules, columnKey(column)))
    return selectable ? [selectionColumn(rowLabel), ...shown] : shown
  }, [selectable, rowLabel, props.columns, fieldRules])
  // The app does not run React Compiler, which is what this rule protects: the table re-renders with its props.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<TRow>({
    data: (rows as TRow[] | undefined) ?? noRows,
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    defaultColumn,
    enableRowSelection: selectable,
    ...(props.rowCount === undefined ? {} : { rowCount: props.rowCount }),
    state: { sorting, rowSelection: selection, ...(props.pagination ? { pagination: props.pagination } : {}) },
    onSortingChange: (updater) => props.onSortingChange?.(resolve(updater, sorting)),
    onRowSelectionChange: (updater) => onSelectionChange?.(resolve(updater, selection)),
  })
  const body = useRef<HTMLTableSectionElement>(null)
  const scroll = useRef<HTMLDivElement>(null)
  const compact = useShortOfRoom(scroll)
  const [activeRow, setActiveRow] = useState(0)
  const headingId = useId()
  const tableRows = table.getRowModel().rows
  const drawn = useRowsInSteps(tableRows.length)
  const columnCount = table.getVisibleLeafColumns().length

  // Scrolled once per set of new rows, when the first of them is on the page: later edits do not pull the view back.
  const scrolledTo = useRef<string | undefined>(undefined)
  const firstHighlighted = highlightRowIds[0]
  const highlightShown = firstHighlighted !== undefined && tableRows.slice(0, drawn).some((row) => row.id === firstHighlighted)
  useEffect(() => {
    if (!firstHighlighted || !highlightShown || scrolledTo.current === firstHighlighted) return
    scrolledTo.current = firstHighlighted
    body.current?.querySelector<HTMLElement>(`tr[data-row-id="${CSS.escape(firstHighlighted)}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [firstHighlighted, highlightShown])

  const focusRow = (index: number) => {
    setActiveRow(index)
    body.current?.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`)?.focus()
  }
  // The rows read the latest callbacks through this ref, so their props stay equal between renders (data-row.tsx).
  const handlers = useRef<RowHandlers>({ focus: setActiveRow, keyDown: () => undefined })
  handlers.current = {
    focus: setActiveRow,
    keyDown: (event, index) =>
      onRowKeyDown(event, index, {
        rowCount: drawn,
        focusRow,
        toggle: selectable ? (at) => tableRows[at]?.toggleSelected() : undefined,
        activate: props.onRowActivate ? (at) => tableRows[at] && props.onRowActivate?.(tableRows[at].original) : undefined,
      }),
  }
  let content: ReactNode
  if (status === 'error') content = <FullRow columns={columnCount}>{props.errorState}</FullRow>
  else if (rows === undefined) content = <SkeletonRows columns={columnCount} rows={props.skeletonRows ?? 5} />
  else if (tableRows.length === 0 && pastTheEnd(props)) content = <FullRow columns={columnCount}>{pastTheEnd(props)}</FullRow>
  else if (tableRows.length === 0) content = <FullRow columns={columnCount}>{props.emptyState}</FullRow>
  else
    content = tableRows.slice(0, drawn).map((row, index) => {
      const mark = rowMark(row.id)
      return (
        <DataRow
          key={row.id}
          row={row}
          index={index}
          active={index === Math.min(activeRow, drawn - 1)}
          selected={row.getIsSelected()}
          isNew={highlightRowIds.includes(row.id)}
          markText={mark?.text}
          leaving={mark?.leaving === true}
          firstColumn={selectable ? 1 : 0}
          columns={columns}
          handlers={handlers}
        />
      )
    })

  return (
    <div className="data-table" data-compact={compact ? '' : undefined}>
      <div className="data-table-scroll" ref={scroll}>
        <table aria-busy={status === 'pending'} aria-describedby={headingId}>
          <caption>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const label = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <RowActionsMode.Provider value={compact ? 'menu' : 'inline'}>
            <tbody ref={body}>{content}</tbody>
          </RowActionsMode.Provider>
        </table>
      </div>
      <p id={headingId} className="visually-hidden">
        {tableRows.length > 0 ? 'Arrow keys move between rows' : ''}
        {tableRows.length > 0 && selectable ? '; Space selects a row' : ''}
        {tableRows.length > 0 && props.onRowActivate ? '; Enter opens it' : ''}
      </p>
      {props.pagination && props.onPaginationChange ? (
        <TablePagination
          label={caption}
          pagination={props.pagination}
          rowCount={props.rowCount}
          {...(props.rowCountIsAtLeast ? { rowCountIsAtLeast: true } : {})}
          pageSizes={props.pageSizes ?? pageSizes}
          {...(props.rowNoun ? { rowNoun: props.rowNoun } : {})}
          onChange={props.onPaginationChange}
        />
      ) : null}
    </div>
  )
}

/**
 * A page past the last (an old link, `?page=999`, or rows removed meanwhile):
 * says so in words and offers the last page, rather than an empty table that
 * reads as "nothing matches".
 */
function pastTheEnd<TRow>({ rowCount, pagination, onPaginationChange }: DataTableProps<TRow>): ReactNode {
  if (!rowCount || !pagination || !onPaginationChange) return null
  const pageCount = Math.ceil(rowCount / pagination.pageSize)
  if (pagination.pageIndex < pageCount) return null
  const rows = countOf(rowCount, 'row')
  return (
    <div className="empty-state">
      <p className="empty-state-title">There is no page {formatNumber(pagination.pageIndex + 1)}</p>
      <p>
        This list has {rows} on {countOf(pageCount, 'page')}.
      </p>
      <button type="button" onClick={() => onPaginationChange({ pageIndex: pageCount - 1, pageSize: pagination.pageSize })}>
        Go to page {formatNumber(pageCount)}
      </button>
    </div>
  )
}

/** A column's id as TanStack Table derives it: its own id, else its accessor key (`column.accessor('internalStatus', …)`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function columnKey(column: ColumnDef<any, any>): string | undefined {
  if (column.id !== undefined) return column.id
  return 'accessorKey' in column && typeof column.accessorKey === 'string' ? column.accessorKey : undefined
}

function FullRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr className="full-row">
      <td colSpan={columns}>{children}</td>
    </tr>
  )
}

function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} className="skeleton-row" aria-hidden="true">
      {Array.from({ length: columns }, (_, column) => (
        <td key={column}>
          <span className="skeleton" />
        </td>
      ))}
    </tr>
  ))
}
