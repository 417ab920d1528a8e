import { useLiveRows } from '../../app/live/use-live-rows.ts'
import { DataTable, type DataTableProps } from '../../components/ui/data-table/data-table.tsx'
import { LiveAnnouncer } from '../../components/ui/live-announcer.tsx'
import type { SupplyGroup, SupplyRequestRow } from '../../contracts/supplies.ts'

/**
 * One course's supply requests. Its rows are requests: one someone else
 * changed (approved, cancelled) is marked for a few seconds with who, and one
 * that left the group stays a moment marked as leaving; the news is said
 * through the page's one live region, named by title and course.
 */
export function SupplyGroupTable({ group, columns }: { group: SupplyGroup; columns: DataTableProps<SupplyRequestRow>['columns'] }) {
  const code = group.course.code
  const live = useLiveRows(group.requests, { type: 'Request', getRowId: requestId, label: (row) => `${row.title} for ${code}` })
  return (
    <>
      <LiveAnnouncer announcements={live.announcements} />
      <DataTable<SupplyRequestRow>
        caption={`Supply requests for ${code}`}
        columns={columns}
        rows={live.rows}
        getRowId={requestId}
        rowMark={live.rowMark}
        status="success"
      />
    </>
  )
}

const requestId = (row: SupplyRequestRow) => row.id
