import { flexRender, type ColumnDef, type Row } from '@tanstack/react-table'
import { memo, type KeyboardEvent } from 'react'

/** What a row calls back into its table with; read through a ref that the table keeps current, so a row's props stay equal. */
export interface RowHandlers {
  readonly focus: (index: number) => void
  readonly keyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number) => void
}

interface DataRowProps<TRow> {
  readonly row: Row<TRow>
  readonly index: number
  /** The table's one tab stop (roving tabindex). */
  readonly active: boolean
  readonly selected: boolean
  readonly isNew: boolean
  readonly markText: string | undefined
  readonly leaving: boolean
  /** The column the "New" badge and the mark follow (after the checkbox when rows are selectable). */
  readonly firstColumn: number
  /** The table's columns: when they change (a field rule, a page's own column set), every row draws its cells again. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly columns: readonly ColumnDef<TRow, any>[]
  readonly handlers: { readonly current: RowHandlers }
}

/**
 * One body row of the kit's table. Memoised: a page drawn in steps (rows-in-steps.ts), a selection or a
 * live mark redraws only the rows whose props changed, not every cell of the page again.
 */
function DataRowOf<TRow>({ row, index, active, selected, isNew, markText, leaving, firstColumn, handlers }: DataRowProps<TRow>) {
  const classes = [selected ? 'row-selected' : '', isNew ? 'row-new' : '', markText !== undefined ? (leaving ? 'row-leaving' : 'row-changed') : '']
  return (
    <tr
      data-row-index={index}
      data-row-id={row.id}
      tabIndex={active ? 0 : -1}
      className={classes.filter(Boolean).join(' ') || undefined}
      // A leaving row is no longer in the data: shown, but nothing in it can be used.
      inert={leaving ? true : undefined}
      onFocus={(event) => event.target === event.currentTarget && handlers.current.focus(index)}
      onKeyDown={(event) => handlers.current.keyDown(event, index)}
    >
      {row.getVisibleCells().map((cell, cellIndex) => (
        <td key={cell.id} data-label={cellLabel(cell.column.columnDef)} data-column={cell.column.id}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
          {cellIndex === firstColumn && isNew ? <span className="row-new-badge">New</span> : null}
          {cellIndex === firstColumn && markText !== undefined ? <span className="row-mark">{markText}</span> : null}
        </td>
      ))}
    </tr>
  )
}

export const DataRow = memo(DataRowOf) as typeof DataRowOf

/** A cell's column named beside it when rows are cards (narrow screens): the header's text, or `meta.label`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function cellLabel(column: ColumnDef<any, any>): string | undefined {
  const label = (column.meta as { label?: unknown } | undefined)?.label
  if (typeof label === 'string') return label
  return typeof column.header === 'string' ? column.header : undefined
}
