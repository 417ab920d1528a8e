import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { exportCsv } from '../../components/ui/csv-export.ts'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { paginationOf, positionForPagination, positionForSorting, sortingOf } from '../../components/ui/data-table/list-state.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { ErrorState } from '../../components/ui/error-state.tsx'
import { listCoursesInput, type CourseRow, type ListCoursesInput } from '../../contracts/courses.ts'
import { pageSizes } from '../../contracts/list-query.ts'
import { describeError } from '../../app/api/describe-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useListSearch } from '../../app/routing/use-list-search.ts'
import { courseColumns, courseCsvColumns } from './course-columns.tsx'
import { CourseFilters } from './course-filters.tsx'

const exportPageSize = 100

/** Every course the user may read: filters, sort and page in the URL; the server filters, sorts and pages. */
export function CoursesScreen() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [search, setSearch] = useListSearch(listCoursesInput)
  const courses = useQuery({ ...trpc.courses.list.queryOptions(search), placeholderData: keepPreviousData })
  const ingestion = courses.data?.ingestion ?? false
  const columns = useMemo(() => courseColumns(ingestion), [ingestion])
  const [exporting, setExporting] = useState<string | undefined>()
  const filtered = search.q !== undefined || search.term !== undefined || search.department !== undefined

  // The export holds every row the filter matches, not only this page: it reads the pages as the table would.
  const exportRows = async () => {
    setExporting('Preparing the export…')
    try {
      const rows: CourseRow[] = []
      for (let page = 1; ; page++) {
        const answer = await queryClient.fetchQuery(trpc.courses.list.queryOptions({ ...search, page, pageSize: exportPageSize }))
        rows.push(...answer.rows)
        if (rows.length >= answer.total || answer.rows.length === 0) break
      }
      await exportCsv('courses', rows, courseCsvColumns(ingestion))
      setExporting(`Exported ${rows.length} ${rows.length === 1 ? 'course' : 'courses'}.`)
    } catch (error) {
      setExporting(`The export failed: ${describeError(error).message}`)
    }
  }

  const clearFilters: Partial<ListCoursesInput> = { q: undefined, term: undefined, department: undefined, page: 1 }
  return (
    <>
      <CourseFilters value={search} terms={courses.data?.terms ?? []} departments={courses.data?.departments ?? []} onChange={setSearch} />
      <div className="list-toolbar">
        <p aria-live="polite">{courses.data ? `${courses.data.total} ${courses.data.total === 1 ? 'course' : 'courses'}` : ''}</p>
        <button type="button" onClick={() => void exportRows()} disabled={!courses.data || courses.data.total === 0}>
          Export CSV
        </button>
        <p role="status">{exporting ?? ''}</p>
      </div>
      <DataTable
        caption="Courses"
        columns={columns}
        rows={courses.data?.rows}
        getRowId={(row) => row.id}
        status={courses.status}
        rowCount={courses.data?.total ?? 0}
        sorting={sortingOf(search)}
        onSortingChange={(sorting) => setSearch(positionForSorting(sorting) as Partial<ListCoursesInput>)}
        pagination={paginationOf(search, pageSizes[0])}
        onPaginationChange={(pagination) => setSearch(positionForPagination(pagination) as Partial<ListCoursesInput>)}
        pageSizes={pageSizes}
        errorState={<ErrorState title="The courses did not load" message={describeError(courses.error).message} onRetry={() => courses.refetch()} />}
        emptyState={
          filtered ? (
            <EmptyState title="No course matches these filters" action={<button type="button" onClick={() => setSearch(clearFilters)}>Clear the filters</button>}>
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
