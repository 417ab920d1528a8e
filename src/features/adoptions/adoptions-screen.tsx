import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { exportCsv } from '../../components/ui/csv-export.ts'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { ErrorState } from '../../components/ui/error-state.tsx'
import type { AssignedCourse, AssignedTitle, AwaitingApproval, RejectAdoptionInput } from '../../contracts/adoptions.ts'
import { termLabel } from '../../contracts/courses.ts'
import { describeError } from '../../app/api/describe-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { adoptionCsvColumns, awaitingColumns, titleColumns } from './adoption-columns.tsx'
import { RejectAdoptionDialog } from './reject-adoption-dialog.tsx'

// The table's shape while the first load runs (skeleton rows under the real headers).
const loadingCourse: AssignedCourse = { id: '', code: '', title: '', term: '', department: '', enrolment: 0, titles: [] }

/** The courses the user teaches with each title's adoption state; adopt, withdraw, approve and reject where the rules allow. */
export function AdoptionsScreen() {
  const trpc = useTRPC()
  const overview = useQuery(trpc.adoptions.list.queryOptions())
  const invalidates = () => [trpc.adoptions.list.pathFilter()]
  const adopt = useAppMutation(trpc.adoptions.adopt.mutationOptions(), { invalidates, success: () => 'Adoption proposed' })
  const withdraw = useAppMutation(trpc.adoptions.withdraw.mutationOptions(), { invalidates, success: () => 'Adoption withdrawn' })
  const approve = useAppMutation(trpc.adoptions.approve.mutationOptions(), { invalidates, success: () => 'Adoption approved' })
  const reject = useAppMutation(trpc.adoptions.reject.mutationOptions(), { invalidates, success: () => 'Adoption rejected' })
  /** The proposal whose reject dialog is open. */
  const [rejecting, setRejecting] = useState<AwaitingApproval | undefined>()
  const [pendingFor, setPendingFor] = useState<string | undefined>()
  const done = () => setPendingFor(undefined)
  const actions = {
    pendingFor,
    adopt: (course: AssignedCourse, title: AssignedTitle) => {
      setPendingFor(`${course.id}/${title.nbsi}`)
      adopt.mutate({ courseId: course.id, nbsi: title.nbsi, idempotencyKey: crypto.randomUUID() }, { onSettled: done })
    },
    withdraw: (title: AssignedTitle) => {
      if (!title.adoption) return
      setPendingFor(`${title.record.courseId}/${title.nbsi}`)
      withdraw.mutate({ id: title.adoption.id, version: title.adoption.version }, { onSettled: done })
    },
  }
  // Kept while nothing changes: the table renders each cell as a component of its column, so new
  // columns would mount new buttons, and closing the reject dialog could not give focus back to its opener.
  const approveMutate = approve.mutate
  const awaitingTable = useMemo(
    () =>
      awaitingColumns({
        pendingFor,
        approve: (row: AwaitingApproval) => {
          setPendingFor(row.id)
          approveMutate({ id: row.id, version: row.version }, { onSettled: () => setPendingFor(undefined) })
        },
        reject: setRejecting,
      }),
    [pendingFor, approveMutate],
  )
  const rejectWith = (input: RejectAdoptionInput) => {
    setPendingFor(input.id)
    // Settled either way, the dialog closes: its toast (outside the modal) says what happened, with
    // Reload after a conflict or Retry, which sends the same note again, after a failure.
    reject.mutate(input, {
      onSettled: () => {
        done()
        setRejecting((open) => (open?.id === input.id ? undefined : open))
      },
    })
  }

  if (overview.status === 'pending') return <DataTable caption="Your courses" columns={titleColumns(loadingCourse, actions)} rows={undefined} getRowId={() => ''} status="pending" />
  if (overview.status === 'error') {
    return <ErrorState title="Your courses did not load" message={describeError(overview.error).message} onRetry={() => overview.refetch()} />
  }
  const { courses, awaitingApproval } = overview.data
  const csvRows = courses.flatMap((course) => course.titles.map((title) => ({ course, title })))
  return (
    <>
      {awaitingApproval.length > 0 ? (
        <section aria-labelledby="awaiting-approval">
          <h2 id="awaiting-approval">Awaiting your approval</h2>
          <DataTable caption="Adoptions awaiting your approval" columns={awaitingTable} rows={awaitingApproval} getRowId={(row) => row.id} status="success" />
        </section>
      ) : null}
      <RejectAdoptionDialog adoption={rejecting} pending={reject.isPending} onReject={rejectWith} onClose={() => setRejecting(undefined)} />
      {courses.length === 0 ? (
        <EmptyState title="No courses are assigned to you">When your institution assigns you to teach a course, it appears here with its booklist titles.</EmptyState>
      ) : (
        <>
          <div className="list-toolbar">
            <p>{`${courses.length} ${courses.length === 1 ? 'course' : 'courses'} assigned to you`}</p>
            <button type="button" onClick={() => void exportCsv('adoptions', csvRows, adoptionCsvColumns)} disabled={csvRows.length === 0}>
              Export CSV
            </button>
          </div>
          {courses.map((course) => (
            <section key={course.id} aria-labelledby={`course-${course.id}`}>
              <h2 id={`course-${course.id}`}>
                {course.code} {course.title}
              </h2>
              <p>
                {termLabel(course.term)} · {course.department} · {course.enrolment} students
              </p>
              <DataTable
                caption={`Titles for ${course.code}`}
                columns={titleColumns(course, actions)}
                rows={course.titles}
                getRowId={(row) => row.nbsi}
                status="success"
                emptyState={<EmptyState title="No titles yet">This course’s booklist has no titles to adopt yet.</EmptyState>}
              />
            </section>
          ))}
        </>
      )}
    </>
  )
}
