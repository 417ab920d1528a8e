import { createColumnHelper } from '@tanstack/react-table'
import { formatDay } from '../../contracts/dates.ts'
import { StatusBadge, type StatusTone } from '../../components/ui/status-badge.tsx'
import { termLabel, termStateLabels, type TermState, type TermSummary } from '../../contracts/terms.ts'
import { termSpan } from '../../contracts/term-dates.ts'

const tones: Readonly<Record<TermState, StatusTone>> = {
  upcoming: 'neutral',
  open: 'info',
  pastDeadline: 'warning',
  running: 'success',
  ended: 'neutral',
}

/** Where a term is in the cycle, in words (never colour alone). */
export function TermStateBadge({ state }: { state: TermState }) {
  return <StatusBadge label={termStateLabels[state]} tone={tones[state]} />
}

const column = createColumnHelper<TermSummary>()

/** The Terms table: each term's name and span, its two deadlines and its state; every value is record text, rendered as text. */
export const termColumns = [
  column.accessor('name', {
    header: 'Term',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <strong>{termLabel(row.original.name)}</strong>
        <br />
        <span>{termSpan(row.original.startsOn, row.original.endsOn)}</span>
      </>
    ),
  }),
  column.accessor('booklistDeadline', { header: 'Booklists due', enableSorting: false, cell: ({ getValue }) => formatDay(getValue()) }),
  column.accessor('adoptionDeadline', { header: 'Adoptions due', enableSorting: false, cell: ({ getValue }) => formatDay(getValue()) }),
  column.accessor('state', { header: 'State', enableSorting: false, cell: ({ getValue }) => <TermStateBadge state={getValue()} /> }),
]
