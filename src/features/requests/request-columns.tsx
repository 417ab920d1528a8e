import { subject } from '@casl/ability'
import { createColumnHelper } from '@tanstack/react-table'
import { RecordStatus } from '../../app/format/record-status.tsx'
import { CourseLink, TitleLink } from '../../app/ui/record-links.tsx'
import { RowActions } from '../../components/ui/row-actions.tsx'
import type { CsvColumn } from '../../components/ui/csv-export.ts'
import type { RequestDecision, RequestListRow, RequestSummary } from '../../contracts/requests.ts'
import { formatDay, isoDay } from '../../contracts/dates.ts'

export interface RequestActions {
  /** Opens the dialog that confirms the decision, with an optional note. */
  readonly decide: (row: RequestListRow, decision: RequestDecision) => void
  /** Opens the request's timeline. */
  readonly history: (row: RequestListRow) => void
  /** The request whose decision is on its way: its buttons are busy. */
  readonly pendingFor: string | undefined
}

const column = createColumnHelper<RequestListRow>()

/** A row's decisions, each where the user's rules allow it: the button's words, and its verb in its name ("Approve Organic Chemistry, …"). */
const decisions: readonly (readonly [RequestDecision, string, string])[] = [
  ['approve', 'Approve…', 'Approve'],
  ['reject', 'Reject…', 'Reject'],
  ['cancel', 'Cancel request…', 'Cancel'],
]

/** "Organic Chemistry, 2 × purchase by rita@…": a request named in buttons and outcomes. */
export function requestLabel(row: Pick<RequestSummary, 'title' | 'quantity' | 'kind' | 'requesterEmail'>): string {
  return `${row.title}, ${row.quantity} × ${row.kind} by ${row.requesterEmail}`
}

/**
 * A requests list: the columns the server sorts by carry its sort names
 * (requestSortColumns); each decision button shows only where the user's
 * rules allow it on that request (none on their own request, none once decided).
 */
export function requestColumns(actions: RequestActions) {
  return [
    column.accessor('title', { header: 'Title', enableSorting: true, cell: (info) => <TitleLink nbsi={info.row.original.nbsi}>{info.getValue()}</TitleLink> }),
    column.accessor('requesterEmail', { id: 'requester', header: 'Requester', enableSorting: true }),
    column.accessor((row) => row.courseCode ?? '', {
      id: 'course',
      header: 'Course',
      enableSorting: true,
      cell: (info) => (info.row.original.courseCode ? <CourseLink code={info.row.original.courseCode}>{info.row.original.courseCode}</CourseLink> : '–'),
    }),
    column.accessor('kind', { header: 'Kind' }),
    column.accessor('quantity', { header: 'Quantity', enableSorting: true }),
    column.accessor('status', { header: 'Status', enableSorting: true, cell: (info) => <RecordStatus type="Request" status={info.getValue()} /> }),
    column.accessor((row) => isoDay(row.createdAt), { id: 'created', header: 'Raised on', enableSorting: true, cell: (info) => formatDay(info.getValue()) }),
    column.accessor((row) => isoDay(row.updatedAt), { id: 'updated', header: 'Last change', enableSorting: true, cell: (info) => formatDay(info.getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => {
        const row = info.row.original
        const record = subject('Request', { ...row.record })
        const pending = actions.pendingFor === row.id
        const name = requestLabel(row)
        return (
          <RowActions
            label={`Actions for ${name}`}
            actions={[
              ...decisions.map(([decision, label, verb]) => ({
                key: decision,
                label,
                ariaLabel: `${verb} ${name}`,
                can: { I: decision, this: record },
                pending,
                onClick: () => actions.decide(row, decision),
              })),
              { key: 'history', label: 'History', ariaLabel: `History of ${name}`, onClick: () => actions.history(row) },
            ]}
          />
        )
      },
    }),
  ]
}

export const requestCsvColumns: CsvColumn<RequestListRow>[] = [
  { header: 'Request', value: (row) => row.id },
  { header: 'Title', value: (row) => row.title },
  { header: 'Title id', value: (row) => row.nbsi },
  { header: 'Requester', value: (row) => row.requesterEmail },
  { header: 'Course', value: (row) => row.courseCode ?? '' },
  { header: 'Kind', value: (row) => row.kind },
  { header: 'Quantity', value: (row) => String(row.quantity) },
  { header: 'Status', value: (row) => row.status },
  { header: 'Note', value: (row) => row.note ?? '' },
  { header: 'Raised at', value: (row) => row.createdAt },
  { header: 'Last change at', value: (row) => row.updatedAt },
]
