import { useState } from 'react'
import type { CsvColumn, ExportFormat } from './csv-export.ts'
import type { FieldRules } from './field-rules.ts'
import { exportCap, exportList, type ExportPage } from './list-export.ts'
import { countOf, formatNumber } from '../../contracts/counts.ts'
import { Button } from './button.tsx'

export interface ListExportButtonsProps<T, L = T> {
  /** What a row is, once and many times: ["course", "courses"]. */
  readonly noun: readonly [string, string]
  readonly filename: string
  readonly columns: readonly CsvColumn<T>[]
  /** What the policy's field rules withhold: a column naming a withheld `field` is not exported. */
  readonly fieldRules?: FieldRules
  readonly fetchPage: (page: number, pageSize: number) => Promise<ExportPage<L>>
  /** A list row written as several lines (a course, a line per title); the noun and the cap count list rows. */
  readonly expand?: (row: L) => readonly T[]
  /** Nothing to export yet (loading, or no rows). */
  readonly disabled: boolean
  /** The app's words for a failure (the kit does not know the app's errors). */
  readonly describeError: (error: unknown) => string
  readonly cap?: number
}

/**
 * Export CSV and Export TSV for a list: every row its filter matches, with
 * progress, and a plain message when the cap cut it short.
 */
export function ListExportButtons<T, L = T>({
  noun,
  filename,
  columns,
  fieldRules,
  fetchPage,
  expand,
  disabled,
  describeError,
  cap = exportCap,
}: ListExportButtonsProps<T, L>) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const count = (n: number) => countOf(n, noun[0], noun[1])
  const run = async (format: ExportFormat) => {
    setBusy(true)
    setMessage('Preparing the export…')
    try {
      const result = await exportList({
        filename,
        columns,
        fetchPage,
        ...(expand ? { expand } : {}),
        ...(fieldRules ? { fieldRules } : {}),
        format,
        cap,
        onProgress: (done, total) => setMessage(`Preparing the export: ${formatNumber(done)} of ${formatNumber(total)}…`),
      })
      setMessage(
        result.capped
          ? `Exported the first ${count(result.exported)} of ${result.totalIsAtLeast ? 'more than ' : ''}${formatNumber(result.total)}: ` +
              `an export holds at most ${formatNumber(cap)} rows. Narrow the filters to export the rest.`
          : `Exported ${count(result.exported)}.`,
      )
    } catch (error) {
      setMessage(`The export failed: ${describeError(error)}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="list-export">
      <Button onClick={() => void run('csv')} pending={busy} disabled={disabled}>
        Export CSV
      </Button>
      <Button onClick={() => void run('tsv')} pending={busy} disabled={disabled}>
        Export TSV
      </Button>
      <p role="status" className="list-export-status">
        {message}
      </p>
    </div>
  )
}
