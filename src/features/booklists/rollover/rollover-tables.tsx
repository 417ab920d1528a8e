import { Link } from '@tanstack/react-router'
import { createColumnHelper, type PaginationState } from '@tanstack/react-table'
import { useState } from 'react'
import { DataTable } from '../../../components/ui/data-table/data-table.tsx'
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge.tsx'
import type { RolloverOutcome, RolloverPlan, RolloverPreviewRow, RolloverResult } from '../../../contracts/rollover.ts'
import { formatNumber } from '../../../app/format/count.ts'

/** Each plan and outcome in words; the tone only echoes them. */
const planWords: Readonly<Record<RolloverPlan, { readonly label: string; readonly tone: StatusTone }>> = {
  roll: { label: 'Will roll over', tone: 'info' },
  noCourse: { label: 'Not running then', tone: 'neutral' },
  hasList: { label: 'Has a list there', tone: 'neutral' },
  underReview: { label: 'Under review there', tone: 'warning' },
  mayNotRoll: { label: 'Not allowed', tone: 'danger' },
  mayNotEdit: { label: 'Not allowed there', tone: 'danger' },
}

const resultWords: Readonly<Record<RolloverResult, { readonly label: string; readonly tone: StatusTone }>> = {
  rolled: { label: 'Rolled over', tone: 'success' },
  skipped: { label: 'Left as it was', tone: 'neutral' },
  forbidden: { label: 'Not allowed', tone: 'danger' },
  conflict: { label: 'Changed meanwhile', tone: 'warning' },
  notFound: { label: 'Not found', tone: 'danger' },
  failed: { label: 'Failed', tone: 'danger' },
}

const previewColumn = createColumnHelper<RolloverPreviewRow>()
const previewColumns = [
  previewColumn.accessor('courseCode', { header: 'Course' }),
  previewColumn.accessor('courseTitle', { header: 'Title' }),
  previewColumn.accessor('itemCount', { header: 'Items' }),
  previewColumn.accessor('plan', {
    header: 'What happens',
    cell: (info) => <StatusBadge label={planWords[info.getValue()].label} tone={planWords[info.getValue()].tone} />,
  }),
  previewColumn.accessor('message', { header: 'Why' }),
]

/** A preview can cover every course of a term: it pages in the browser, 25 rows at a time. */
function usePage<T>(rows: readonly T[] | undefined) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 })
  const start = pagination.pageIndex * pagination.pageSize
  return { page: rows?.slice(start, start + pagination.pageSize), pagination, onPaginationChange: setPagination, rowCount: rows?.length ?? 0 }
}

/** What rolling each chosen list would do, course by course. Record text is rendered as text. */
export function RolloverPreviewTable({ rows, status }: { rows: readonly RolloverPreviewRow[] | undefined; status: 'pending' | 'error' | 'success' }) {
  const { page, ...paging } = usePage(rows)
  return (
    <DataTable<RolloverPreviewRow>
      caption="What rolling over does to each course list"
      columns={previewColumns}
      rows={page}
      getRowId={(row) => row.listId}
      status={status}
      {...paging}
      pageSizes={[25, 100]}
    />
  )
}

interface OutcomeRow extends RolloverOutcome {
  readonly courseCode: string
}

const outcomeColumn = createColumnHelper<OutcomeRow>()
const outcomeColumns = [
  outcomeColumn.accessor('courseCode', { header: 'Course' }),
  outcomeColumn.accessor('result', {
    header: 'Outcome',
    cell: (info) => <StatusBadge label={resultWords[info.getValue()].label} tone={resultWords[info.getValue()].tone} />,
  }),
  outcomeColumn.display({
    id: 'detail',
    header: 'Detail',
    cell: (info) => {
      const { newListId, message, courseCode } = info.row.original
      return newListId ? (
        <Link to="/booklist" search={{ list: newListId }}>
          Open the new {courseCode} list
        </Link>
      ) : (
        message
      )
    },
  }),
]

/** Each chosen list's outcome, rolled ones first with a link to the new list. */
export function RolloverOutcomesTable({ outcomes, rows }: { outcomes: readonly RolloverOutcome[]; rows: readonly RolloverPreviewRow[] }) {
  const codes = new Map(rows.map((row) => [row.listId, row.courseCode]))
  const named = outcomes.map((outcome) => ({ ...outcome, courseCode: codes.get(outcome.listId) ?? outcome.listId }))
  const rolled = named.filter((outcome) => outcome.result === 'rolled').length
  const { page, ...paging } = usePage(named)
  return (
    <>
      <p role="status" className="rollover-summary">
        {formatNumber(rolled)} rolled over, {formatNumber(named.length - rolled)} left as they were.
      </p>
      <DataTable<OutcomeRow>
        caption="Outcome for each course list"
        columns={outcomeColumns}
        rows={page}
        getRowId={(row) => row.listId}
        status="success"
        {...paging}
        pageSizes={[25, 100]}
      />
    </>
  )
}
