import { subject } from '@casl/ability'
import { createColumnHelper } from '@tanstack/react-table'
import { RowActions, type RowAction } from '../../components/ui/row-actions.tsx'
import type { CsvColumn } from '../../components/ui/csv-export.ts'
import { RecordStatus } from '../../app/format/record-status.tsx'
import { CourseLink, TitleLink } from '../../app/ui/record-links.tsx'
import { StatusBadge } from '../../components/ui/status-badge.tsx'
import type { AdoptionStatus, AssignedCourse, AssignedTitle, AwaitingApproval } from '../../contracts/adoptions.ts'
import { termLabel } from '../../contracts/terms.ts'
import { TermName } from '../../app/terms/term-names.tsx'
import { formatDay, isoDay } from '../../contracts/dates.ts'

export function AdoptionBadge({ status }: { status: AdoptionStatus | undefined }) {
  return status ? <RecordStatus type="Adoption" status={status} /> : <StatusBadge label="not adopted" />
}

export interface TitleActions {
  readonly adopt: (course: AssignedCourse, title: AssignedTitle) => void
  readonly withdraw: (title: AssignedTitle) => void
  /** Opens the history of the title's adoption (a title never proposed has none). */
  readonly history: (adoptionId: string) => void
  /** The row whose change is on its way: its buttons are busy. */
  readonly pendingFor: string | undefined
}

/** History with no ability check: whoever sees the row may read its adoption (read Adoption covers the courses one teaches and what one may approve). */
function historyAction(onClick: () => void, name: string): RowAction {
  return { key: 'history', label: 'History', ariaLabel: `History of ${name}`, onClick }
}

const titleColumn = createColumnHelper<AssignedTitle>()

/** A course's titles: state, and the button the user's rules allow on that adoption (<Can> on the record). */
export function titleColumns(course: AssignedCourse, actions: TitleActions) {
  return [
    titleColumn.accessor('title', { header: 'Title', cell: (info) => <TitleLink nbsi={info.row.original.nbsi}>{info.getValue()}</TitleLink> }),
    titleColumn.accessor((row) => row.authors.join(', '), { id: 'authors', header: 'Authors' }),
    titleColumn.accessor((row) => row.requirement ?? 'not on the list', { id: 'requirement', header: 'Booklist' }),
    titleColumn.display({ id: 'state', header: 'Adoption', cell: (info) => <AdoptionBadge status={info.row.original.adoption?.status} /> }),
    titleColumn.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => {
        const title = info.row.original
        const record = subject('Adoption', { ...title.record })
        const active = title.adoption?.status === 'proposed' || title.adoption?.status === 'approved'
        const pending = actions.pendingFor === `${course.id}/${title.nbsi}`
        const adoptionId = title.adoption?.id
        return (
          <RowActions
            label={`Actions for ${title.title}`}
            actions={[
              active
                ? {
                    key: 'withdraw',
                    label: 'Withdraw',
                    ariaLabel: `Withdraw ${title.title}`,
                    can: { I: 'adopt', this: record },
                    pending,
                    onClick: () => actions.withdraw(title),
                  }
                : {
                    key: 'adopt',
                    label: 'Adopt',
                    ariaLabel: `Adopt ${title.title}`,
                    can: { I: 'adopt', this: record },
                    pending,
                    onClick: () => actions.adopt(course, title),
                  },
              ...(adoptionId ? [historyAction(() => actions.history(adoptionId), title.title)] : []),
            ]}
          />
        )
      },
    }),
  ]
}

const awaitingColumn = createColumnHelper<AwaitingApproval>()

export interface AwaitingActions {
  readonly approve: (row: AwaitingApproval) => void
  /** Opens the dialog that asks why. */
  readonly reject: (row: AwaitingApproval) => void
  readonly history: (adoptionId: string) => void
  /** The adoption whose decision is on its way: its buttons are busy. */
  readonly pendingFor: string | undefined
}

/**
 * Proposals awaiting the user's decision: Approve and Reject, each where the
 * user's rules allow it on that adoption. The server sorts by the columns'
 * ids (awaitingSortColumns).
 */
export function awaitingColumns(actions: AwaitingActions) {
  return [
    awaitingColumn.accessor((row) => `${row.courseCode} ${row.courseTitle}`, {
      id: 'course',
      header: 'Course',
      enableSorting: true,
      // The proposal knows the course's code, not its booklist: the code opens the courses list searched for it.
      cell: (info) => (
        <>
          <CourseLink code={info.row.original.courseCode}>{info.row.original.courseCode}</CourseLink> {info.row.original.courseTitle}
        </>
      ),
    }),
    awaitingColumn.accessor('term', { header: 'Term', cell: (info) => <TermName name={info.getValue()} /> }),
    awaitingColumn.accessor('title', {
      header: 'Title',
      enableSorting: true,
      cell: (info) => <TitleLink nbsi={info.row.original.nbsi}>{info.getValue()}</TitleLink>,
    }),
    awaitingColumn.accessor('adoptedBy', { header: 'Proposed by' }),
    awaitingColumn.accessor((row) => isoDay(row.createdAt), {
      id: 'created',
      header: 'Proposed on',
      enableSorting: true,
      cell: (info) => formatDay(info.getValue()),
    }),
    awaitingColumn.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => {
        const row = info.row.original
        const record = subject('Adoption', { ...row.record })
        const pending = actions.pendingFor === row.id
        const name = `${row.title} for ${row.courseCode}`
        return (
          <RowActions
            label={`Actions for ${name}`}
            actions={[
              {
                key: 'approve',
                label: 'Approve',
                ariaLabel: `Approve ${name}`,
                can: { I: 'approve', this: record },
                pending,
                onClick: () => actions.approve(row),
              },
              { key: 'reject', label: 'Reject…', ariaLabel: `Reject ${name}`, can: { I: 'reject', this: record }, pending, onClick: () => actions.reject(row) },
              historyAction(() => actions.history(row.id), name),
            ]}
          />
        )
      },
    }),
  ]
}

export interface AdoptionCsvRow {
  readonly course: AssignedCourse
  readonly title: AssignedTitle
}

export const adoptionCsvColumns: CsvColumn<AdoptionCsvRow>[] = [
  { header: 'Course', value: (row) => row.course.code },
  { header: 'Course title', value: (row) => row.course.title },
  { header: 'Term', value: (row) => termLabel(row.course.term) },
  { header: 'Title', value: (row) => row.title.title },
  { header: 'Authors', value: (row) => row.title.authors.join('; ') },
  { header: 'Booklist', value: (row) => row.title.requirement ?? '' },
  { header: 'Adoption', value: (row) => row.title.adoption?.status ?? 'not adopted' },
  { header: 'Proposed by', value: (row) => row.title.adoption?.adoptedBy ?? '' },
]

export const awaitingCsvColumns: CsvColumn<AwaitingApproval>[] = [
  { header: 'Course', value: (row) => row.courseCode },
  { header: 'Course title', value: (row) => row.courseTitle },
  { header: 'Term', value: (row) => termLabel(row.term) },
  { header: 'Title', value: (row) => row.title },
  { header: 'Proposed by', value: (row) => row.adoptedBy },
  { header: 'Proposed at', value: (row) => row.createdAt },
]
