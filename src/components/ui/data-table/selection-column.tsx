import type { CellContext, ColumnDef, HeaderContext } from '@tanstack/react-table'
import { useEffect, useRef } from 'react'

/**
 * The checkbox column. A row's checkbox is not a tab stop: the row is, and
 * Space on it toggles the same state, so Tab leaves the table in one step.
 * "Select all" in the header is one.
 */
export function selectionColumn<TRow>(rowLabel: (row: TRow) => string): ColumnDef<TRow> {
  // The header and cell are module-level components: TanStack Table renders them as component
  // types, and a new function per render would remount the checkboxes (losing focus).
  return { id: 'select', enableSorting: false, header: SelectAll, cell: SelectRow, meta: { rowLabel } }
}

function SelectAll<TRow>({ table }: HeaderContext<TRow, unknown>) {
  return (
    <Checkbox
      label="Select all rows on this page"
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
      tabbable
    />
  )
}

function SelectRow<TRow>({ row, column }: CellContext<TRow, unknown>) {
  const { rowLabel } = column.columnDef.meta as { rowLabel: (row: TRow) => string }
  return <Checkbox label={`Select ${rowLabel(row.original)}`} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
}

interface CheckboxProps {
  readonly label: string
  readonly checked: boolean
  readonly indeterminate?: boolean
  readonly onChange: (event: unknown) => void
  readonly tabbable?: boolean
}

function Checkbox({ label, checked, indeterminate = false, onChange, tabbable = false }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return <input ref={ref} type="checkbox" aria-label={label} checked={checked} onChange={onChange} tabIndex={tabbable ? 0 : -1} />
}
