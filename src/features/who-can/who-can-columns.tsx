import { createColumnHelper } from '@tanstack/react-table'
import type { CsvColumn } from '../../components/ui/csv-export.ts'
import { StatusBadge, type StatusTone } from '../../components/ui/status-badge.tsx'
import type { WhoCanAnswerKind, WhoCanRow } from '../../contracts/who-can.ts'
import { personName } from '../../contracts/person-name.ts'

const column = createColumnHelper<WhoCanRow>()

/** Each answer's badge: the words are the information, the tone only repeats them. */
export const answerLabels: Readonly<Record<WhoCanAnswerKind, { readonly label: string; readonly tone: StatusTone }>> = {
  can: { label: 'Can', tone: 'success' },
  partial: { label: 'Holds part', tone: 'warning' },
  cannot: { label: 'Cannot', tone: 'neutral' },
}

export const whoCanColumns = [
  column.accessor((row) => row.name ?? row.email, {
    id: 'name',
    header: 'Person',
    enableSorting: true,
    cell: (info) => {
      const row = info.row.original
      return (
        <>
          <span className="who-can-name">{personName(row)}</span>
          {row.name ? <span className="field-description"> {row.email}</span> : null}
          {row.disabled ? <span className="field-description"> (account disabled)</span> : null}
        </>
      )
    },
  }),
  column.accessor('answer', {
    header: 'Answer',
    enableSorting: true,
    cell: (info) => <StatusBadge {...answerLabels[info.getValue()]} />,
  }),
  column.accessor('because', {
    header: 'Why',
    cell: (info) => (
      <>
        {info.getValue()}
        {info.row.original.scope ? `, ${info.row.original.scope}` : null}
      </>
    ),
  }),
  column.accessor('rule', { header: 'Rule', cell: (info) => (info.getValue() ? <code>{info.getValue()}</code> : '—') }),
]

/** The same answers in the CSV export (text, never markup). */
export const whoCanCsvColumns: CsvColumn<WhoCanRow>[] = [
  { header: 'Name', value: (row) => row.name ?? '' },
  { header: 'Email', value: (row) => row.email },
  { header: 'Disabled', value: (row) => (row.disabled ? 'yes' : 'no') },
  { header: 'Answer', value: (row) => answerLabels[row.answer].label },
  { header: 'Why', value: (row) => row.because },
  { header: 'Scope', value: (row) => row.scope ?? '' },
  { header: 'Rule', value: (row) => row.rule ?? '' },
]
