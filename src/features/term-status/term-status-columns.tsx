import { createColumnHelper } from '@tanstack/react-table'
import type { CsvColumn } from '../../components/ui/csv-export.ts'
import { StatusBadge, type StatusTone } from '../../components/ui/status-badge.tsx'
import { formatDay } from '../../contracts/dates.ts'
import { personName } from '../../contracts/person-name.ts'
import { termStatusLabels, type CourseTermStatus, type DepartmentStatus, type TermStatusRow } from '../../contracts/term-status.ts'
import { percentText } from './term-status-summary.ts'

const column = createColumnHelper<TermStatusRow>()

const tones: Readonly<Record<CourseTermStatus, StatusTone>> = { notStarted: 'danger', draft: 'warning', onTime: 'success', late: 'info' }

const instructorsText = (row: TermStatusRow) => row.instructors.map(personName).join(', ')

/** The courses of the board, one page of them. */
export const termStatusColumns = [
  column.accessor('code', { header: 'Code', enableSorting: true }),
  column.accessor('title', { header: 'Title', enableSorting: true }),
  column.accessor('department', { header: 'Department', enableSorting: true }),
  column.display({ id: 'instructors', header: 'Instructors', cell: (info) => instructorsText(info.row.original) || '—' }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: true,
    cell: (info) => <StatusBadge label={termStatusLabels[info.getValue()]} tone={tones[info.getValue()]} />,
  }),
  column.accessor('submittedAt', { header: 'Submitted', enableSorting: true, cell: (info) => (info.getValue() ? formatDay(info.getValue() as string) : '—') }),
]

/** The same columns in the CSV export (text, never markup; the kit neutralises formulas). */
export const termStatusCsvColumns: CsvColumn<TermStatusRow>[] = [
  { header: 'Code', value: (row) => row.code },
  { header: 'Title', value: (row) => row.title },
  { header: 'Department', value: (row) => row.department },
  { header: 'Instructors', value: (row) => row.instructors.map((i) => i.email).join('; ') },
  { header: 'Status', value: (row) => termStatusLabels[row.status] },
  { header: 'Submitted at', value: (row) => row.submittedAt ?? '' },
]

const department = createColumnHelper<DepartmentStatus>()

/** The figures of each department. */
export const departmentColumns = [
  department.accessor('department', { header: 'Department' }),
  department.accessor('courses', { header: 'Courses' }),
  department.accessor('notStarted', { header: 'Not started' }),
  department.accessor('draft', { header: 'Draft' }),
  department.accessor('onTime', { header: 'On time' }),
  department.accessor('late', { header: 'Late' }),
  department.accessor('percentOnTime', { header: '% on time', cell: (info) => percentText(info.getValue()) }),
]
