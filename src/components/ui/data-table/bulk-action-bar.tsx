import type { RowSelectionState } from '@tanstack/react-table'
import { useEffect, useRef, useState } from 'react'
import type { Validated } from '../field-errors.ts'
import { NoteDialog } from '../note-dialog.tsx'
import { outcomeSummary, runEach, type BulkOutcome } from './bulk-outcomes.ts'
import { countOf } from '../../../contracts/counts.ts'

/** A row action (each row its own request), or one that opens the page's own dialog for the rows (a rollover with its preview). */
export type BulkAction<TRow> = BulkRowAction<TRow> | BulkDialogAction<TRow>

/** Opens the page's dialog with the selected rows: the page runs and reports the action itself. The button reads "Roll over to…". */
export interface BulkDialogAction<TRow> {
  readonly label: string
  readonly open: (rows: readonly TRow[]) => void
}

export interface BulkRowAction<TRow> {
  /** The button: "Approve". */
  readonly label: string
  /** The outcome's word for a row it did: "approved" ("3 approved, 2 failed"). */
  readonly done: string
  /** One row's request, with the note asked for (empty without `note`); a rejection is that row's failure only. */
  readonly run: (row: TRow, note: string) => Promise<unknown>
  /** Asks for one note before anything is sent; every row's request carries it. */
  readonly note?: BulkNote
}

/** The note a bulk action asks for first ("Approve 5 requests?"), checked as the server will check it. */
export interface BulkNote {
  readonly title: (count: number) => string
  readonly label: string
  readonly help: string
  readonly required?: boolean
  /** The confirming button; the action's label by default. */
  readonly confirm?: string
  readonly check: (note: string) => Validated<string>
}

export interface BulkActionBarProps<TRow> {
  /** The rows the DataTable shows; the selected ones are those of `selection` among them. */
  readonly rows: readonly TRow[]
  readonly getRowId: (row: TRow) => string
  /** The DataTable's `selection` and `onSelectionChange`: the page holds it, both read and change it. */
  readonly selection: RowSelectionState
  readonly onSelectionChange: (selection: RowSelectionState) => void
  readonly actions: readonly BulkAction<TRow>[]
  /** Names a failed row ("Organic Chemistry, 3rd edition"), as the DataTable's rowLabel. */
  readonly rowLabel: (row: TRow) => string
  /** Why a row failed, in words (the app's describeError: the kit cannot import it). */
  readonly describeError: (error: unknown) => string
  /** After an action, e.g. to reload the list. */
  readonly onDone?: (outcome: BulkOutcome<TRow>) => void
}

interface Shown<TRow> {
  readonly summary: string
  readonly outcome: BulkOutcome<TRow>
}

/**
 * Actions on the rows selected in a DataTable. Each row is decided on its
 * own, so one refusal does not undo or block the others: the outcome says how
 * many were done and lists each failure with its reason. Done rows leave the
 * selection; failed ones stay selected, so trying again is one click.
 */
export function BulkActionBar<TRow>({ rows, getRowId, selection, onSelectionChange, actions, rowLabel, describeError, onDone }: BulkActionBarProps<TRow>) {
  const [running, setRunning] = useState<string | null>(null)
  const [shown, setShown] = useState<Shown<TRow> | null>(null)
  /** The action whose note is being asked for. */
  const [asking, setAsking] = useState<BulkRowAction<TRow> | null>(null)
  // The user may change the selection while an action runs; its end removes done rows from the latest one.
  const latest = useRef(selection)
  useEffect(() => {
    latest.current = selection
  })
  const selected = rows.filter((row) => selection[getRowId(row)] === true)

  const start = async (action: BulkRowAction<TRow>, note = '') => {
    setAsking(null)
    setRunning(`${action.label}: ${countOf(selected.length, 'row')}…`)
    setShown(null)
    const outcome = await runEach(selected, (row) => action.run(row, note))
    const done = new Set(outcome.succeeded.map(getRowId))
    onSelectionChange(Object.fromEntries(Object.entries(latest.current).filter(([id]) => !done.has(id))))
    setRunning(null)
    setShown({ summary: outcomeSummary(outcome, action.done), outcome })
    onDone?.(outcome)
  }

  return (
    <div className="bulk-action-bar">
      {selected.length > 0 || running ? (
        <div role="group" aria-label="Selected rows" aria-busy={running !== null} className="bulk-action-bar-actions">
          <p>{selected.length} selected</p>
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              disabled={running !== null || selected.length === 0}
              onClick={() => ('open' in action ? action.open(selected) : action.note ? setAsking(action) : void start(action))}
            >
              {'open' in action || action.note ? `${action.label}…` : action.label}
            </button>
          ))}
          <button type="button" disabled={running !== null} onClick={() => onSelectionChange({})}>
            Clear selection
          </button>
        </div>
      ) : null}
      {asking?.note ? (
        <NoteDialog
          open
          onClose={() => setAsking(null)}
          title={asking.note.title(selected.length)}
          description={`Each selected row is decided on its own: rows that cannot be are listed afterwards, with why.`}
          label={asking.note.label}
          help={asking.note.help}
          required={asking.note.required ?? false}
          confirm={asking.note.confirm ?? asking.label}
          pending={running !== null}
          check={asking.note.check}
          onConfirm={(note) => void start(asking, note)}
        />
      ) : null}
      {/* Present before any outcome, so screen readers announce what is put in it. */}
      <div role="status" className="bulk-outcome">
        {running ? <p>{running}</p> : null}
        {shown ? <p className="bulk-outcome-summary">{shown.summary}</p> : null}
        {shown && shown.outcome.failed.length > 0 ? (
          <ul className="bulk-failures" aria-label="Failed rows">
            {shown.outcome.failed.map(({ row, error }) => (
              <li key={getRowId(row)}>
                <span className="bulk-failure-row">{rowLabel(row)}</span>: {describeError(error)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
