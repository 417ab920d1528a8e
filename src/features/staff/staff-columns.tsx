import { createColumnHelper } from '@tanstack/react-table'
import { RowActions } from '../../components/ui/row-actions.tsx'
import type { CsvColumn } from '../../components/ui/csv-export.ts'
import type { StaffRow } from '../../contracts/staff.ts'
import { permissionNames } from '../../generated/policy-names.gen.ts'
import { personName } from '../../contracts/person-name.ts'

const column = createColumnHelper<StaffRow>()

/** "Rita Shah (rita@northbridge.example)": a staff member named in buttons and dialogs; just the email when they have no name. */
export function staffLabel(row: Pick<StaffRow, 'name' | 'email'>): string {
  const name = personName(row)
  return name === row.email ? name : `${name} (${row.email})`
}

export function staffColumns(open: (row: StaffRow) => void) {
  return [
    column.accessor('email', { header: 'Email', enableSorting: true }),
    column.accessor((row) => row.name ?? '', { id: 'name', header: 'Name', enableSorting: true, cell: (info) => info.getValue() || '—' }),
    column.accessor((row) => row.granted.length, {
      id: 'permissions',
      header: 'Permissions',
      cell: (info) => `${info.getValue()} of ${permissionNames.length}`,
    }),
    column.accessor('disabled', { header: 'Account', cell: (info) => (info.getValue() ? 'Disabled' : info.row.original.isYou ? 'You' : 'Active') }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => (
        <RowActions
          label={`Actions for ${staffLabel(info.row.original)}`}
          actions={[
            { key: 'permissions', label: 'Permissions…', ariaLabel: `Permissions of ${staffLabel(info.row.original)}`, onClick: () => open(info.row.original) },
          ]}
        />
      ),
    }),
  ]
}

/** The same columns in the CSV export (text, never markup): each permission held, by name. */
export const staffCsvColumns: CsvColumn<StaffRow>[] = [
  { header: 'Email', value: (row) => row.email },
  { header: 'Name', value: (row) => row.name ?? '' },
  { header: 'Disabled', value: (row) => (row.disabled ? 'yes' : 'no') },
  { header: 'Permissions', value: (row) => row.granted.join('; ') },
]
