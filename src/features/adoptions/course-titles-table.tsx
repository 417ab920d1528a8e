import { useLiveRows } from '../../app/live/use-live-rows.ts'
import { DataTable, type DataTableProps } from '../../components/ui/data-table/data-table.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { LiveAnnouncer } from '../../components/ui/live-announcer.tsx'
import type { AssignedCourse, AssignedTitle } from '../../contracts/adoptions.ts'

interface CourseTitlesTableProps {
  readonly course: AssignedCourse
  readonly columns: DataTableProps<AssignedTitle>['columns']
  readonly onRowActivate: (row: AssignedTitle) => void
}

/**
 * A course's titles on "Your courses". A row is a title, but what others
 * change is its adoption (approved, rejected, proposed): the row is marked by
 * its adoption's id, and the news is said through the page's one live region,
 * named by title and course.
 */
export function CourseTitlesTable({ course, columns, onRowActivate }: CourseTitlesTableProps) {
  const live = useLiveRows(course.titles, { type: 'Adoption', getRowId: titleId, getRecordId: adoptionId, label: (row) => `${row.title} for ${course.code}` })
  return (
    <>
      <LiveAnnouncer announcements={live.announcements} />
      <DataTable
        caption={`Titles for ${course.code}`}
        columns={columns}
        rows={live.rows}
        getRowId={titleId}
        rowMark={live.rowMark}
        status="success"
        onRowActivate={onRowActivate}
        emptyState={<EmptyState title="No titles yet">This course’s booklist has no titles to adopt yet.</EmptyState>}
      />
    </>
  )
}

const titleId = (row: AssignedTitle) => row.nbsi
// A title never proposed has no adoption yet: nothing to mark until one is (its row then shows the new id).
const adoptionId = (row: AssignedTitle) => row.adoption?.id
