import { useMemo } from 'react'
import { ListTable } from '../../app/lists/list-table.tsx'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { useListState } from '../../app/lists/use-list-state.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { courseColumns, courseCsvColumns } from './course-columns.tsx'
import { CourseFilters } from './course-filters.tsx'
import { coursesList, viewOf, type CoursesSearch } from './courses-list.ts'
import { CostReportScreen } from './cost-report-screen.tsx'
import { CourseViews } from './course-views.tsx'
import { countOf } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'

/** The filters by their labels, for InvalidFilters; Clear the filters clears them all (the view stays). */
const filterLabels = { q: 'Code or title', term: 'Term', department: 'Department', cost: 'Cost' }
/** An unknown view is shown, and cleared, like a filter. */
const problemLabels = { view: 'View', ...filterLabels }

/** The courses, or (`?view=costs`) the term's cost by department; each view asks only its own procedure. */
export function CoursesScreen({ search }: { search: CoursesSearch }) {
  const view = viewOf(search)
  return (
    <>
      <CourseViews view={view} term={search.term} />
      {view === 'costs' ? <CostReportScreen search={search} /> : <CourseList search={search} />}
    </>
  )
}

/** Every course the user may read: filters, sort and page in the URL; the server filters, sorts and pages. */
function CourseList({ search }: { search: CoursesSearch }) {
  const list = useListState(search, coursesList, problemLabels)
  const { query: courses, positionProps, fetchPage } = useListQuery(list, (trpc, input) => trpc.courses.list.queryOptions(input))
  const ingestion = courses.data?.ingestion ?? false
  const columns = useMemo(() => courseColumns(ingestion), [ingestion])
  const filtered = search.q !== undefined || search.term !== undefined || search.department !== undefined || search.cost !== undefined
  return (
    <>
      <CourseFilters list={list} terms={courses.data?.terms ?? []} departments={courses.data?.departments ?? []} />
      <ListTable
        list={list}
        query={courses}
        // A course row shows its booklist's state: a booklist someone else submitted or reopened marks its course.
        // Adoptions are not marked here: a live change names the adoption, and the row lists none of its course's.
        live={{ type: 'Booklist', getRecordId: (row) => row.booklistId ?? undefined, label: (row) => `${row.code} booklist` }}
        what="The courses"
        count={(total) => countOf(total, 'course')}
        exports={{ noun: ['course', 'courses'], filename: 'courses', columns: courseCsvColumns(ingestion), fetchPage }}
        caption="Courses"
        columns={columns}
        {...positionProps}
        emptyState={
          filtered ? (
            <EmptyState
              title="No course matches these filters"
              action={<Button onClick={() => list.clear(Object.keys(filterLabels))}>Clear the filters</Button>}
            >
              Try another term or department, or fewer words.
            </EmptyState>
          ) : (
            <EmptyState title="No courses yet">Courses appear here once your institution imports or adds them.</EmptyState>
          )
        }
      />
    </>
  )
}
