import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RowSelectionState } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { ChoiceFilter, TextFilter } from '../../app/lists/list-filter-fields.tsx'
import { ListTable } from '../../app/lists/list-table.tsx'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { checkChangeNote } from '../../app/lists/check-change-note.ts'
import { useListState } from '../../app/lists/use-list-state.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { useFieldRules } from '../../app/policy-view/use-field-rules.ts'
import { fieldAllowed } from '../../components/ui/field-rules.ts'
import type { BulkAction } from '../../components/ui/data-table/bulk-action-bar.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { validateWith } from '../../components/ui/field-errors.ts'
import { NoteDialog } from '../../components/ui/note-dialog.tsx'
import { studentAccessStates } from '../../contracts/student-names.ts'
import { studentAccessChange, type StudentAccessChange, type StudentRow } from '../../contracts/students.ts'
import { accessStateLabels, dayOrNone, hasAccess, studentColumns, studentCsvColumns, studentLabel, type AccessChange } from './student-columns.tsx'
import { StudentHistoryDialog } from './student-history-dialog.tsx'
import { studentsList, type StudentsSearch } from './students-list.ts'
import { countOf } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'
import { FilterPanel } from '../../components/ui/filter-panel.tsx'

/** The filters by their labels, for InvalidFilters; Clear the filters clears them all. The search reads no email address the field rules withhold. */
const filterLabels = { q: 'Name, email or number', access: 'Access' }
const filterLabelsWithoutEmail = { q: 'Name or number', access: 'Access' }

const noteHelp = 'Kept in the student’s access history with your name. At most 2,000 characters.'

/**
 * The institution's hosted students: search, access filter, sort and page in
 * the URL, filtered and paged by the server under the read rule. Access is
 * granted or extended for the institution's access length, or revoked, for
 * one student (its row's buttons) or many (the bulk bar, with each row's
 * outcome); each button shows only where the policy's rule passes.
 */
export function StudentsScreen({ search }: { search: StudentsSearch }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const ability = useAppAbility()
  // The read rule's field rules decide the email column, the export's and the search's label; each row is the server's answer, which omits what they withhold.
  const fieldRules = useFieldRules('Student')
  const labels = fieldAllowed(fieldRules, 'email') ? filterLabels : filterLabelsWithoutEmail
  const list = useListState(search, studentsList, labels)
  const { set } = list
  const { query: students, positionProps, fetchPage } = useListQuery(list, (trpc, input) => trpc.students.list.queryOptions(input))
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [changing, setChanging] = useState<{ row: StudentRow; change: AccessChange } | undefined>()
  const days = students.data?.accessLengthDays
  const single = useSingleChange(() => setChanging(undefined))
  const page = search.page
  const columns = useMemo(
    () =>
      studentColumns({
        pendingFor: single.pendingFor,
        change: (row, change) => setChanging({ row, change }),
        history: (row) => set({ student: row.id, page }),
      }),
    [single.pendingFor, set, page],
  )
  const bulk = useBulkChanges(days)
  const mayChange = ability.can('grantAccess', 'Student') || ability.can('revokeAccess', 'Student')
  const filtered = search.q !== undefined || search.access !== undefined
  return (
    <>
      <FilterPanel label="Filter students" list={list}>
        <TextFilter list={list} label={labels.q} />
        <ChoiceFilter
          list={list}
          param="access"
          label="Access"
          all="Any access"
          values={studentAccessStates}
          labelOf={(state) => accessStateLabels[state as keyof typeof accessStateLabels] ?? state}
        />
      </FilterPanel>
      <ListTable<StudentRow>
        list={list}
        query={students}
        live={{ type: 'Student', label: studentLabel }}
        what="The students"
        count={(total) => `${countOf(total, 'student')}${days === undefined ? '' : ` · a grant or extension gives ${days} days`}`}
        exports={{ noun: ['student', 'students'], filename: 'students', columns: studentCsvColumns, fieldRules, fetchPage }}
        caption="Students"
        columns={columns}
        fieldRules={fieldRules}
        onRowActivate={(row) => set({ student: row.id, page })}
        {...positionProps}
        emptyState={
          filtered ? (
            <EmptyState title="No student matches these filters" action={<Button onClick={() => list.clear()}>Clear the filters</Button>}>
              Try another access state, or fewer words.
            </EmptyState>
          ) : (
            <EmptyState title="No students yet">Students appear here once your institution’s student records are loaded.</EmptyState>
          )
        }
        bulk={
          mayChange
            ? {
                selection,
                onSelectionChange: setSelection,
                actions: bulk,
                rowLabel: studentLabel,
                onDone: () => void queryClient.invalidateQueries(trpc.students.pathFilter()),
              }
            : undefined
        }
      />
      <NoteDialog<StudentAccessChange>
        open={changing !== undefined}
        onClose={() => setChanging(undefined)}
        title={changing ? changeTitle(changing.row, changing.change) : ''}
        description={changing ? changeSentence(changing.row, changing.change, days) : ''}
        label="Note (optional)"
        help={noteHelp}
        confirm={changing?.change === 'revoke' ? 'Revoke access' : changing && hasAccess(changing.row) ? 'Extend access' : 'Grant access'}
        pending={single.isPending}
        check={(note) =>
          validateWith(studentAccessChange, { id: changing?.row.id ?? '', version: changing?.row.version ?? 0, ...(note.trim() === '' ? {} : { note }) })
        }
        onConfirm={(change) => changing && single.run(changing.change, change)}
      />
      <StudentHistoryDialog id={search.student} onClose={() => set({ student: undefined, page }, { replace: true })} />
    </>
  )
}

function changeTitle(row: StudentRow, change: AccessChange): string {
  if (change === 'revoke') return `Revoke access for ${row.name}?`
  return `${hasAccess(row) ? 'Extend' : 'Grant'} access for ${row.name}?`
}

function changeSentence(row: StudentRow, change: AccessChange, days: number | undefined): string {
  const length = days === undefined ? 'your institution’s access length' : `${days} days`
  if (change === 'revoke') return `${studentLabel(row)} loses access now. Granting it again later starts a new ${length}.`
  if (hasAccess(row)) return `${studentLabel(row)}’s access, which ends ${dayOrNone(row.accessExpiresAt)}, is extended by ${length}.`
  return `${studentLabel(row)} gets access for ${length} from today.`
}

/** One student's grant, extension or revocation, said in a toast; a conflict refetches the list, so the row shows what changed. */
function useSingleChange(done: () => void) {
  const trpc = useTRPC()
  const [pendingFor, setPendingFor] = useState<string | undefined>()
  const effects = (said: string) => ({
    invalidates: () => [trpc.students.pathFilter()],
    success: (row: StudentRow) => `${row.name}: ${said}`,
    refreshOnConflict: true,
  })
  const grant = useAppMutation(trpc.students.grantAccess.mutationOptions(), effects('access granted until the date shown'))
  const revoke = useAppMutation(trpc.students.revokeAccess.mutationOptions(), effects('access revoked'))
  return {
    pendingFor,
    isPending: grant.isPending || revoke.isPending,
    run: (change: AccessChange, input: StudentAccessChange) => {
      setPendingFor(input.id)
      const settled = () => {
        setPendingFor(undefined)
        done()
      }
      if (change === 'grant') grant.mutate(input, { onSettled: settled })
      else revoke.mutate(input, { onSettled: settled })
    },
  }
}

/** Grant (or extend) or revoke the selected students, each on its own, all with one note; the bar lists each failure with its reason. */
function useBulkChanges(days: number | undefined): BulkAction<StudentRow>[] {
  const trpc = useTRPC()
  const grant = useMutation(trpc.students.grantAccess.mutationOptions())
  const revoke = useMutation(trpc.students.revokeAccess.mutationOptions())
  const noteOf = (note: string) => (note.trim() === '' ? {} : { note })
  const length = days === undefined ? 'your institution’s access length' : `${days} days`
  const students = (count: number) => countOf(count, 'student')
  return [
    {
      label: 'Grant or extend access',
      done: 'granted or extended',
      run: (row, note) => grant.mutateAsync({ id: row.id, version: row.version, ...noteOf(note) }),
      note: {
        title: (count) => `Grant or extend access for ${students(count)}?`,
        label: 'Note (optional)',
        help: `Each gets ${length}: from today without access, from their current end date with it. ${noteHelp}`,
        confirm: 'Grant or extend',
        check: checkChangeNote,
      },
    },
    {
      label: 'Revoke access',
      done: 'revoked',
      run: (row, note) => revoke.mutateAsync({ id: row.id, version: row.version, ...noteOf(note) }),
      note: {
        title: (count) => `Revoke access for ${students(count)}?`,
        label: 'Note (optional)',
        help: `They lose access now. ${noteHelp}`,
        confirm: 'Revoke',
        check: checkChangeNote,
      },
    },
  ]
}
