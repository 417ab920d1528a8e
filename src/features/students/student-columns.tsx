import { subject } from '@casl/ability'
import { createColumnHelper } from '@tanstack/react-table'
import { RowActions } from '../../components/ui/row-actions.tsx'
import type { CsvColumn } from '../../components/ui/csv-export.ts'
import { StatusBadge, type StatusTone } from '../../components/ui/status-badge.tsx'
import type { StudentAccessState } from '../../contracts/student-names.ts'
import type { StudentRow } from '../../contracts/students.ts'
import { formatDay } from '../../contracts/dates.ts'

export type AccessChange = 'grant' | 'revoke'

export interface StudentActions {
  /** Asks to confirm a grant (or extension) or a revocation, with an optional note. */
  readonly change: (row: StudentRow, change: AccessChange) => void
  /** Opens the student's timeline. */
  readonly history: (row: StudentRow) => void
  /** The student whose change is on its way: their buttons are busy. */
  readonly pendingFor: string | undefined
}

const column = createColumnHelper<StudentRow>()

/** "Ada Lovelace (s1234)": a student named in buttons, outcomes and dialogs. */
export function studentLabel(row: Pick<StudentRow, 'name' | 'studentNumber'>): string {
  return `${row.name} (${row.studentNumber})`
}

/**
 * The student as policy/resources/student.yaml reads them: each button shows only where its rule passes.
 * A withheld email address (the field rule) reads as empty: no rule's conditions name it.
 */
export const studentSubject = (row: StudentRow) =>
  subject('Student', { id: row.id, institutionId: row.institutionId, email: row.email ?? '', accessState: row.accessState })

export const accessStateLabels: Readonly<Record<StudentAccessState, string>> = {
  active: 'Active',
  expiring: 'Expiring',
  expired: 'Expired',
  revoked: 'Revoked',
}

/** Their enrolment, in words that do not read as their access ("active"). */
export const enrolmentLabels: Readonly<Record<StudentRow['enrolment'], string>> = { active: 'Enrolled', suspended: 'Suspended', graduated: 'Graduated' }

/** "3 Mar 2027", or `none` for a time never set. */
export const dayOrNone = (iso: string | null, none = '—'): string => (iso === null ? none : formatDay(iso))

/** A student's access as a badge; expiring is the one to act on. The label is the information, the tone only echoes it. */
const accessTones: Readonly<Record<StudentAccessState, StatusTone>> = { active: 'success', expiring: 'warning', expired: 'neutral', revoked: 'danger' }

export function AccessBadge({ state }: { state: StudentAccessState }) {
  return <StatusBadge label={state} tone={accessTones[state]} />
}

/** Grant for someone without access, extend for someone who has some. */
export const hasAccess = (row: StudentRow) => row.accessState === 'active' || row.accessState === 'expiring'

export function studentColumns(actions: StudentActions) {
  return [
    column.accessor('name', { header: 'Name', enableSorting: true }),
    // Its id is the field: the table drops it wherever the field rules withhold it.
    column.accessor('email', { header: 'Email', enableSorting: true }),
    column.accessor('studentNumber', { header: 'Student number', enableSorting: true }),
    column.accessor('enrolment', { header: 'Enrolment', cell: (info) => enrolmentLabels[info.getValue()] }),
    column.accessor('accessState', {
      header: 'Access',
      cell: (info) => <AccessBadge state={info.getValue()} />,
    }),
    column.accessor('accessExpiresAt', {
      header: 'Access ends',
      enableSorting: true,
      cell: (info) =>
        info.row.original.accessState === 'revoked' ? `Revoked ${dayOrNone(info.row.original.accessRevokedAt)}` : dayOrNone(info.getValue(), 'Never granted'),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => {
        const row = info.row.original
        const record = studentSubject(row)
        const pending = actions.pendingFor === row.id
        const name = studentLabel(row)
        return (
          <RowActions
            label={`Actions for ${name}`}
            actions={[
              {
                key: 'grant',
                label: hasAccess(row) ? 'Extend…' : 'Grant…',
                ariaLabel: `${hasAccess(row) ? 'Extend' : 'Grant'} access for ${name}`,
                can: { I: 'grantAccess', this: record },
                pending,
                onClick: () => actions.change(row, 'grant'),
              },
              {
                key: 'revoke',
                label: 'Revoke…',
                ariaLabel: `Revoke access for ${name}`,
                can: { I: 'revokeAccess', this: record },
                pending,
                onClick: () => actions.change(row, 'revoke'),
              },
              { key: 'history', label: 'History', ariaLabel: `History of ${name}`, onClick: () => actions.history(row) },
            ]}
          />
        )
      },
    }),
  ]
}

/** The same columns in the CSV export (text, never markup). */
export const studentCsvColumns: CsvColumn<StudentRow>[] = [
  { header: 'Name', value: (row) => row.name },
  // Names its field: the export leaves it out wherever the field rules withhold it (policy/resources/student.yaml).
  { header: 'Email', field: 'email', value: (row) => row.email ?? '' },
  { header: 'Student number', value: (row) => row.studentNumber },
  { header: 'Enrolment', value: (row) => enrolmentLabels[row.enrolment] },
  { header: 'Access', value: (row) => row.accessState },
  { header: 'Access ends', value: (row) => row.accessExpiresAt ?? '' },
  { header: 'Revoked at', value: (row) => row.accessRevokedAt ?? '' },
]
