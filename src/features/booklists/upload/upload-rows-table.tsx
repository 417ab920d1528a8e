import { createColumnHelper, type PaginationState } from '@tanstack/react-table'
import { useMemo, type ReactNode } from 'react'
import { DataTable } from '../../../components/ui/data-table/data-table.tsx'
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge.tsx'
import type { UploadProblem, UploadRowStatus, UploadRowView } from '../../../contracts/uploads.ts'

const column = createColumnHelper<UploadRowView>()

/** A row's outcome in words; the tone only echoes it. */
export const rowStatusWords: Readonly<Record<UploadRowStatus, { readonly label: string; readonly tone: StatusTone }>> = {
  ok: { label: 'Will be added', tone: 'info' },
  applied: { label: 'Added', tone: 'success' },
  error: { label: 'Error', tone: 'danger' },
}

/** "quantity: Give a whole number.", or the message alone for a problem of the whole row. */
export const problemText = (problem: UploadProblem) => (problem.column ? `${problem.column}: ${problem.message}` : problem.message)

/**
 * The file's columns: as its header named them, or, for an older upload
 * kept without its header, the names of the first row's cells.
 */
export function fileColumnsOf(columns: readonly string[], rows: readonly UploadRowView[] | undefined): readonly string[] {
  if (columns.length > 0) return columns
  const first = rows?.[0]
  return first ? Object.keys(first.cells) : []
}

function rowColumns(fileColumns: readonly string[]) {
  return [
    column.accessor('row', { id: 'row', header: 'Row' }),
    // Ids by position: a file may name a column "row" or "status" too.
    ...fileColumns.map((name, index) => column.accessor((row) => row.cells[name] ?? '', { id: `cell-${index}`, header: name })),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      cell: (info) => <StatusBadge label={rowStatusWords[info.getValue()].label} tone={rowStatusWords[info.getValue()].tone} />,
    }),
    column.display({ id: 'problems', header: 'Problems', cell: (info) => <RowProblems problems={info.row.original.problems} /> }),
  ]
}

function RowProblems({ problems }: { problems: readonly UploadProblem[] }) {
  if (problems.length === 0) return null
  return (
    <ul className="upload-problems">
      {problems.map((problem, index) => (
        <li key={index}>{problemText(problem)}</li>
      ))}
    </ul>
  )
}

export interface UploadRowsTableProps {
  /** Names the table ("Rows of term.csv"). */
  readonly caption: string
  /** The file's header; for an older upload kept without it, `[]` (the first row's cells name the columns). */
  readonly columns: readonly string[]
  /** This page of rows; undefined while the first load runs. */
  readonly rows: readonly UploadRowView[] | undefined
  readonly status: 'pending' | 'error' | 'success'
  /** Rows in all (of the filter shown), for the page count. */
  readonly rowCount?: number
  readonly pagination?: PaginationState
  readonly onPaginationChange?: (pagination: PaginationState) => void
  readonly pageSizes?: readonly number[]
  readonly errorState?: ReactNode
  readonly emptyState?: ReactNode
}

/**
 * An upload's rows with their outcomes: the row number in the file, each
 * cell under the file's own column names, whether it will be added, was
 * added or is in error, and its problems as text. Cells are the file's
 * text, rendered as text only.
 */
export function UploadRowsTable({
  caption,
  columns,
  rows,
  status,
  rowCount,
  pagination,
  onPaginationChange,
  pageSizes,
  errorState,
  emptyState,
}: UploadRowsTableProps) {
  const fileColumns = fileColumnsOf(columns, rows)
  const key = fileColumns.join('\u0000')
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns change with the names, not the array's identity.
  const tableColumns = useMemo(() => rowColumns(fileColumns), [key])
  return (
    <DataTable<UploadRowView>
      caption={caption}
      columns={tableColumns}
      rows={rows}
      getRowId={(row) => String(row.row)}
      status={status}
      {...(rowCount === undefined ? {} : { rowCount })}
      {...(pagination && onPaginationChange ? { pagination, onPaginationChange } : {})}
      {...(pageSizes ? { pageSizes } : {})}
      errorState={errorState}
      emptyState={emptyState}
    />
  )
}
