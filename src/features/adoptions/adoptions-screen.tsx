import { useMemo, useState } from 'react'
import { describeError } from '../../app/api/describe-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import type { listPagerProps, listPositionProps } from '../../app/lists/list-position-props.ts'
import { ListTable } from '../../app/lists/list-table.tsx'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { useListState, type ListState } from '../../app/lists/use-list-state.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { TablePagination } from '../../components/ui/data-table/table-pagination.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { InvalidFilters } from '../../components/ui/invalid-filters.tsx'
import { ListExportButtons } from '../../components/ui/list-export-buttons.tsx'
import type { AssignedCourse, AssignedTitle, AwaitingApproval, ListAdoptionsInput, ListAwaitingInput, RejectAdoptionInput } from '../../contracts/adoptions.ts'
import { adoptionViews, type AdoptionView } from '../../contracts/adoption-names.ts'
import { useTermDates } from '../../app/terms/term-names.tsx'
import { AdoptionFilters, AdoptionViews } from './adoption-filters.tsx'
import { adoptionCsvColumns, awaitingColumns, awaitingCsvColumns, titleColumns, type TitleActions } from './adoption-columns.tsx'
import { adoptionsList, type AdoptionsRequest, type AdoptionsSearch } from './adoptions-list.ts'
import { AdoptionHistoryDialog } from './adoption-history-dialog.tsx'
import { freshRow } from '../../app/live/fresh-row.ts'
import { RejectAdoptionDialog } from './reject-adoption-dialog.tsx'
import { countOf, formatNumber } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'
import { LiveStatus } from '../../components/ui/live-announcer.tsx'
import { CourseTitlesTable } from './course-titles-table.tsx'
import { ActionButton } from '../../components/ui/action-button.tsx'
import { subject } from '@casl/ability'
import { ReadoptDialog } from './readopt-dialog.tsx'

// The table's shape while the first load runs (skeleton rows under the real headers).
const loadingCourse: AssignedCourse = {
  id: '',
  code: '',
  title: '',
  term: '',
  department: '',
  enrolment: 0,
  titles: [],
  previousApproved: 0,
  readoptRecord: { id: '', institutionId: '', courseId: '', nbsi: '', adopterId: '', instructorIds: [], status: 'proposed' },
}

type List = ListState<AdoptionsSearch, AdoptionsRequest>

/** The page's URL parameters by their labels, for InvalidFilters (here, not in adoptions-list.ts: the loader needs none of it). */
const filterLabels = { view: 'View', q: 'Course or title', term: 'Term', sort: 'Sort' }

/** The filters the user sets; Clear leaves the view. */
const adoptionFilterParams = ['q', 'term'] as const

/** The view the URL names; undefined when it names none of them (a problem the page shows). */
const viewOf = (search: AdoptionsSearch): AdoptionView | undefined =>
  search.view === undefined || search.view === '' ? 'courses' : adoptionViews.find((view) => view === search.view)

/**
 * The courses the user teaches, a page at a time, with each title's adoption
 * state (adopt, withdraw); or, at `?view=awaiting`, the proposals awaiting
 * their approval (approve, reject). Filters, sort and page in the URL; the
 * server filters, sorts and pages; a view asks only its own procedure. An
 * adoption's history opens over either view from `?adoption=`.
 */
export function AdoptionsScreen({ search }: { search: AdoptionsSearch }) {
  const list = useListState(search, adoptionsList, filterLabels)
  const view = viewOf(search)
  const coursesInput = list.input?.view === 'courses' ? list.input.input : undefined
  const awaitingInput = list.input?.view === 'awaiting' ? list.input.input : undefined
  // Each view asks its own procedure with its own part of the list's input.
  const coursesRows = useListQuery({ set: list.set, input: coursesInput }, (trpc, input) => trpc.adoptions.list.queryOptions(input))
  const awaitingRows = useListQuery({ set: list.set, input: awaitingInput }, (trpc, input) => trpc.adoptions.awaiting.queryOptions(input))
  const courses = coursesRows.query
  const awaiting = awaitingRows.query
  const filtered = search.q !== undefined || search.term !== undefined
  // On the awaiting view its total is the count, unless a filter narrows it.
  const awaitingCount = view === 'awaiting' ? (filtered ? undefined : awaiting.data?.total) : courses.data?.awaitingCount
  return (
    <>
      <AdoptionViews view={view} awaitingCount={awaitingCount} />
      {view ? <AdoptionFilters list={list} view={view} terms={(view === 'awaiting' ? awaiting.data?.terms : courses.data?.terms) ?? []} /> : null}
      <InvalidFilters problems={list.problems} labels={list.labels} onClear={(param) => list.clear([param])} />
      {coursesInput ? <AssignedCourses list={list} input={coursesInput} rows={coursesRows} filtered={filtered} /> : null}
      {awaitingInput ? <AwaitingApprovals list={list} input={awaitingInput} rows={awaitingRows} filtered={filtered} /> : null}
      <AdoptionHistoryDialog id={search.adoption} onClose={() => list.set({ adoption: undefined, page: search.page }, { replace: true })} />
    </>
  )
}

/** The changes to an adoption; each refreshes both views' lists (every adoptions.* query). */
function useAdoptionChanges() {
  const trpc = useTRPC()
  const invalidates = () => [trpc.adoptions.pathFilter()]
  return {
    adopt: useAppMutation(trpc.adoptions.adopt.mutationOptions(), { invalidates, success: () => 'Adoption proposed' }),
    withdraw: useAppMutation(trpc.adoptions.withdraw.mutationOptions(), { invalidates, success: () => 'Adoption withdrawn' }),
    approve: useAppMutation(trpc.adoptions.approve.mutationOptions(), { invalidates, success: () => 'Adoption approved' }),
    reject: useAppMutation(trpc.adoptions.reject.mutationOptions(), { invalidates, success: () => 'Adoption rejected' }),
  }
}

/** Opens an adoption's history over the view, on the page it was opened from. */
const openHistory = (set: List['set'], page: number | undefined) => (adoptionId: string) => set({ adoption: adoptionId, page })

/** What a view shows of its query. */
interface ViewQuery<T> {
  readonly data: T | undefined
  readonly status: 'pending' | 'error' | 'success'
  readonly error: unknown
  readonly refetch: () => Promise<{ readonly data?: T | undefined }>
}

/** A view's rows, as useListQuery gives them. */
interface ViewRows<T> {
  readonly query: ViewQuery<T>
  readonly fetchPage: (page: number, pageSize: number) => Promise<T>
  readonly positionProps: ReturnType<typeof listPositionProps>
  readonly pagerProps: ReturnType<typeof listPagerProps>
}

interface ViewProps<I, T> {
  readonly list: List
  readonly input: I
  readonly rows: ViewRows<T>
  readonly filtered: boolean
}

/** One page of the user's courses, each with its titles; the pages below them. */
function AssignedCourses({
  list,
  input,
  rows: { query, fetchPage, pagerProps },
  filtered,
}: ViewProps<ListAdoptionsInput, { rows: readonly AssignedCourse[]; total: number }>) {
  const { adopt, withdraw } = useAdoptionChanges()
  const termName = useTermDates()
  const [pendingFor, setPendingFor] = useState<string | undefined>()
  /** The course whose "Re-adopt last term's titles" dialog is open. */
  const [readopting, setReadopting] = useState<AssignedCourse | undefined>()
  const done = () => setPendingFor(undefined)
  const actions: TitleActions = {
    pendingFor,
    history: openHistory(list.set, list.search.page),
    adopt: (course, title) => {
      setPendingFor(`${course.id}/${title.nbsi}`)
      adopt.mutate({ courseId: course.id, nbsi: title.nbsi, idempotencyKey: crypto.randomUUID() }, { onSettled: done })
    },
    withdraw: (title: AssignedTitle) => {
      if (!title.adoption) return
      setPendingFor(`${title.record.courseId}/${title.nbsi}`)
      withdraw.mutate({ id: title.adoption.id, version: title.adoption.version }, { onSettled: done })
    },
  }
  const { data } = query
  if (query.status === 'pending')
    return <DataTable caption="Your courses" columns={titleColumns(loadingCourse, actions)} rows={undefined} getRowId={() => ''} status="pending" />
  if (query.status === 'error' || !data) return <QueryErrorState what="Your courses" error={query.error} onRetry={() => query.refetch()} />
  if (data.total === 0) {
    return filtered ? (
      <EmptyState title="No courses match these filters" action={<Button onClick={() => list.clear(adoptionFilterParams)}>Clear the filters</Button>}>
        Try another term, or fewer letters of the code or title.
      </EmptyState>
    ) : (
      <EmptyState title="No courses are assigned to you">
        When your institution assigns you to teach a course, it appears here with its booklist titles.
      </EmptyState>
    )
  }
  return (
    <>
      <div className="list-toolbar">
        <LiveStatus text={`${countOf(data.total, 'course')} assigned to you`} />
        <ListExportButtons
          noun={['course', 'courses']}
          filename="adoptions"
          columns={adoptionCsvColumns}
          fetchPage={fetchPage}
          expand={(course: AssignedCourse) => course.titles.map((title) => ({ course, title }))}
          disabled={false}
          describeError={(error) => describeError(error).message}
        />
      </div>
      {data.rows.length === 0 ? (
        <EmptyState
          title={`No courses on page ${formatNumber(input.page ?? 1)}`}
          action={<Button onClick={() => list.set({ page: undefined })}>Go to the first page</Button>}
        >
          {`${countOf(data.total, 'course matches', 'courses match')} in all.`}
        </EmptyState>
      ) : (
        data.rows.map((course) => (
          <section key={course.id} aria-labelledby={`course-${course.id}`}>
            <h2 id={`course-${course.id}`}>
              {course.code} {course.title}
            </h2>
            <p>
              {termName(course.term)} · {course.department} · {course.enrolment} students
            </p>
            {/* Offered only when the previous term approved titles (counted in SQL) and the rule allows it. */}
            {course.previousApproved > 0 ? (
              <ActionButton can={{ I: 'readopt', this: subject('Adoption', { ...course.readoptRecord }) }} onClick={() => setReadopting(course)}>
                Re-adopt last term’s titles
              </ActionButton>
            ) : null}
            <CourseTitlesTable
              course={course}
              columns={titleColumns(course, actions)}
              onRowActivate={(row) => row.adoption && actions.history(row.adoption.id)}
            />
          </section>
        ))
      )}
      <TablePagination label="Your courses" rowCount={data.total} {...pagerProps} />
      {readopting ? <ReadoptDialog course={readopting} onClose={() => setReadopting(undefined)} /> : null}
    </>
  )
}

/** The proposals awaiting the user's approval: a table the server sorts and pages, with Approve and Reject. */
function AwaitingApprovals({
  list,
  rows: { query, fetchPage, positionProps },
  filtered,
}: ViewProps<ListAwaitingInput, { rows: readonly AwaitingApproval[]; total: number }>) {
  const { approve, reject } = useAdoptionChanges()
  /** The proposal whose reject dialog is open. */
  const [rejecting, setRejecting] = useState<AwaitingApproval | undefined>()
  const [pendingFor, setPendingFor] = useState<string | undefined>()
  // Kept while nothing changes: the table renders each cell as a component of its column, so new
  // columns would mount new buttons, and closing the reject dialog could not give focus back to its opener.
  const approveMutate = approve.mutate
  const { set } = list
  const page = list.search.page
  const history = useMemo(() => openHistory(set, page), [set, page])
  const columns = useMemo(
    () =>
      awaitingColumns({
        pendingFor,
        approve: (row: AwaitingApproval) => {
          setPendingFor(row.id)
          approveMutate({ id: row.id, version: row.version }, { onSettled: () => setPendingFor(undefined) })
        },
        reject: setRejecting,
        history,
      }),
    [pendingFor, approveMutate, history],
  )
  const rejectWith = (rejection: RejectAdoptionInput) => {
    setPendingFor(rejection.id)
    // Settled either way, the dialog closes: its toast (outside the modal) says what happened, with
    // Reload after a conflict or Retry, which sends the same note again, after a failure.
    reject.mutate(rejection, {
      onSettled: () => {
        setPendingFor(undefined)
        setRejecting((open) => (open?.id === rejection.id ? undefined : open))
      },
    })
  }
  return (
    <>
      <ListTable
        query={query}
        live={{ type: 'Adoption', label: (row) => `${row.title} for ${row.courseCode}` }}
        what="The adoptions awaiting your approval"
        count={(total) => `${countOf(total, 'adoption awaits', 'adoptions await')} your approval`}
        exports={{ noun: ['adoption', 'adoptions'], filename: 'adoptions-awaiting-approval', columns: awaitingCsvColumns, fetchPage }}
        caption="Adoptions awaiting your approval"
        columns={columns}
        onRowActivate={(row) => history(row.id)}
        {...positionProps}
        emptyState={
          filtered ? (
            <EmptyState
              title="No adoption awaiting your approval matches these filters"
              action={<Button onClick={() => list.clear(adoptionFilterParams)}>Clear the filters</Button>}
            >
              Try another term, or fewer letters of the course or title.
            </EmptyState>
          ) : (
            <EmptyState title="Nothing awaits your approval">Adoptions that instructors propose for courses you may approve appear here.</EmptyState>
          )
        }
      />
      <RejectAdoptionDialog
        adoption={rejecting}
        pending={reject.isPending}
        onReject={rejectWith}
        onClose={() => setRejecting(undefined)}
        // The adoption changed under the dialog: shown as it now is, or closed when it no longer awaits approval.
        onReload={() => void (rejecting && freshRow(query, rejecting.id).then(setRejecting))}
      />
    </>
  )
}
