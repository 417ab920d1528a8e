import { useMemo } from 'react'
import { describeError } from '../../app/api/describe-error.ts'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { useListState } from '../../app/lists/use-list-state.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { InvalidFilters } from '../../components/ui/invalid-filters.tsx'
import { ListExportButtons } from '../../components/ui/list-export-buttons.tsx'
import { courseColumns, courseCsvColumns } from './course-columns.tsx'
import { CourseFilters } from './course-filters.tsx'
import { coursesList, type CoursesSearch } from './courses-list.ts'
import { countOf } from '../../app/format/count.ts'

/** The filters by their labels, for InvalidFilters; Clear the filters clears them all. */
const filterLabels = { q: 'Code or title', term: 'Term', department: 'Department' }

/** Every course the user may read: filters, sort and page in the URL; the server filters, sorts and pages. */
export function CoursesScreen({ search }: { search: CoursesSearch }) {
  const list = useListState(search, coursesList, filterLabels)
  const { input } = list
  const { query: courses, positionProps, fetchPage } = useListQuery(list, (trpc, input) => trpc.courses.list.queryOptions(input))
  const ingestion = courses.data?.ingestion ?? false
  const columns = useMemo(() => courseColumns(ingestion), [ingestion])
  const filtered = search.q !== undefined || search.term !== undefined || search.department !== undefined
  return (
    <>
      <CourseFilters list={list} terms={courses.data?.terms ?? []} departments={courses.data?.departments ?? []} />
      <InvalidFilters problems={list.problems} labels={list.labels} onClear={(param) => list.clear([param])} />
      {input === undefined ? null : (
        <>
          <div className="list-toolbar">
            <p aria-live="polite">{courses.data ? countOf(courses.data.total, 'course') : ''}</p>
            <ListExportButtons
              noun={['course', 'courses']}
              filename="courses"
              columns={courseCsvColumns(ingestion)}
              fetchPage={fetchPage}
              disabled={!courses.data || courses.data.total === 0}
              describeError={(error) => describeError(error).message}
            />
          </div>
          <DataTable
            caption="Courses"
            columns={columns}
            rows={courses.data?.rows}
            getRowId={(row) => row.id}
            status={courses.status}
            rowCount={courses.data?.total ?? 0}
            {...positionProps}
            errorState={<QueryErrorState what="The courses" error={courses.error} onRetry={() => courses.refetch()} />}
            emptyState={
              filtered ? (
                <EmptyState title="No course matches these filters" action={<button type="button" onClick={() => list.clear()}>Clear the filters</button>}>
                  Try another term or department, or fewer words.
                </EmptyState>
              ) : (
                <EmptyState title="No courses yet">Courses appear here once your institution imports or adds them.</EmptyState>
              )
            }
          />
        </>
      )}
    </>
  )
}
