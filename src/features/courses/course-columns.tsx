import { createColumnHelper } from '@tanstack/react-table'
import { moneyColumns, type CsvColumn } from '../../components/ui/csv-export.ts'
import { RecordStatus } from '../../app/format/record-status.tsx'
import { CostBandBadge, formatCost } from '../../app/format/list-cost.tsx'
import { BooklistLink } from '../../app/ui/record-links.tsx'
import type { CourseRow } from '../../contracts/courses.ts'
import { termLabel } from '../../contracts/terms.ts'
import { TermName } from '../../app/terms/term-names.tsx'
import { formatDay } from '../../contracts/dates.ts'
import { personName } from '../../contracts/person-name.ts'

const column = createColumnHelper<CourseRow>()

const instructorsText = (row: CourseRow) => row.instructors.map(personName).join(', ')
const importText = (row: CourseRow) => (row.lastImport ? `${row.lastImport.source}, ${formatDay(row.lastImport.at)}` : '')

/** The table's columns; the last import only where the institution ingests courses. */
export function courseColumns(ingestion: boolean) {
  const columns = [
    column.accessor('code', {
      header: 'Code',
      enableSorting: true,
      // To the course's booklist where it has one; a course without a list has nowhere better to go than this row.
      cell: (info) => {
        const booklistId = info.row.original.booklistId
        return booklistId ? <BooklistLink booklistId={booklistId}>{info.getValue()}</BooklistLink> : info.getValue()
      },
    }),
    column.accessor('title', { header: 'Title', enableSorting: true }),
    column.accessor('term', { header: 'Term', enableSorting: true, cell: (info) => <TermName name={info.getValue()} /> }),
    column.accessor('department', { header: 'Department', enableSorting: true }),
    column.accessor('enrolment', { header: 'Enrolment', enableSorting: true }),
    column.display({ id: 'instructors', header: 'Instructors', cell: (info) => instructorsText(info.row.original) || '—' }),
    column.display({
      id: 'booklist',
      header: 'Booklist',
      cell: (info) => {
        const state = info.row.original.booklistState
        return state ? <RecordStatus type="Booklist" status={state} /> : 'No list'
      },
    }),
    column.accessor('cost', {
      id: 'cost',
      header: 'Required per student',
      enableSorting: true,
      cell: (info) => {
        const cost = info.getValue()
        return cost === null ? '—' : formatCost(cost, 'requiredPerStudent')
      },
    }),
    column.accessor('costBand', { header: 'Cost', cell: (info) => <CostBandBadge band={info.getValue() ?? 'standard'} /> }),
  ]
  return ingestion ? [...columns, column.display({ id: 'lastImport', header: 'Last import', cell: (info) => importText(info.row.original) || '—' })] : columns
}

/** The same columns in the CSV export (text, never markup). */
export function courseCsvColumns(ingestion: boolean): CsvColumn<CourseRow>[] {
  const columns: CsvColumn<CourseRow>[] = [
    { header: 'Code', value: (row) => row.code },
    { header: 'Title', value: (row) => row.title },
    { header: 'Term', value: (row) => termLabel(row.term) },
    { header: 'Department', value: (row) => row.department },
    { header: 'Enrolment', value: (row) => row.enrolment },
    { header: 'Instructors', value: (row) => row.instructors.map((i) => i.email).join('; ') },
    { header: 'Booklist', value: (row) => row.booklistState ?? '' },
    ...moneyColumns<CourseRow>(
      (row) => (row.cost?.kind === 'single' ? row.cost.currency : null),
      [{ header: 'Required per student', minor: (row) => (row.cost?.kind === 'single' ? row.cost.requiredPerStudent : undefined) }],
    ),
    { header: 'Cost', value: (row) => (row.cost?.kind === 'mixed' ? `mixed currencies: ${row.cost.currencies.join(' ')}` : (row.costBand ?? '')) },
  ]
  return ingestion
    ? [
        ...columns,
        { header: 'Import source', value: (row) => row.lastImport?.source ?? '' },
        { header: 'Imported at', value: (row) => row.lastImport?.at ?? '' },
      ]
    : columns
}
