import { exportCsv, type CsvColumn, type ExportFormat } from './csv-export.ts'
import type { FieldRules } from './field-rules.ts'

/** An export holds at most this many rows: past it the user narrows the filter first (the message says so). */
export const exportCap = 5000
/** Rows fetched a request: the largest page a list procedure accepts. */
export const exportPageSize = 100

export interface ExportPage<T> {
  readonly rows: readonly T[]
  readonly total: number
  /** `total` is a lower bound: the server stopped counting (the catalogue's "1,000+"). */
  readonly totalIsAtLeast?: boolean
}

export interface ListExportRequest<T, L = T> {
  readonly filename: string
  readonly columns: readonly CsvColumn<T>[]
  /** One page of what the list's filter matches, as the list procedure answers it (1-based pages). */
  readonly fetchPage: (page: number, pageSize: number) => Promise<ExportPage<L>>
  /**
   * When a list row is written as several (a course, a line per title): its
   * lines. The total and the cap still count list rows. Without it, a list
   * row is a line (L is T).
   */
  readonly expand?: (row: L) => readonly T[]
  readonly format?: ExportFormat
  /** What the policy's field rules withhold: a column naming a withheld `field` is left out of the file. */
  readonly fieldRules?: FieldRules
  readonly cap?: number
  readonly onProgress?: (done: number, total: number) => void
}

export interface ListExportResult {
  /** Rows written to the file. */
  readonly exported: number
  /** Rows the filter matched when the export ran. */
  readonly total: number
  /** The cap cut the export short. */
  readonly capped: boolean
  /** `total` is a lower bound: the cap stopped the export before the end of an uncounted list. */
  readonly totalIsAtLeast: boolean
}

/**
 * Everything a list's filter matches, not only the page on screen, as CSV or
 * TSV: read a page at a time through the list's own procedure (so the same
 * rules decide what is in it), up to the cap.
 */
export async function exportList<T, L = T>(request: ListExportRequest<T, L>): Promise<ListExportResult> {
  const cap = request.cap ?? exportCap
  const rows: L[] = []
  let total = 0
  let counted = true
  for (let page = 1; rows.length < cap; page += 1) {
    const answer = await request.fetchPage(page, exportPageSize)
    rows.push(...answer.rows)
    const lastPage = answer.rows.length < exportPageSize
    // An uncounted list ("1,000+") is read on to its last page or the cap, whichever comes first.
    counted = answer.totalIsAtLeast !== true || lastPage
    total = answer.totalIsAtLeast === true ? (lastPage ? rows.length : Math.max(answer.total, rows.length)) : answer.total
    request.onProgress?.(Math.min(rows.length, cap), Math.min(total, cap))
    if (lastPage || (counted && rows.length >= total)) break
  }
  const exported = rows.slice(0, cap)
  const lines = request.expand ? exported.flatMap(request.expand) : (exported as unknown as T[])
  await exportCsv(request.filename, lines, request.columns, request.format ?? 'csv', request.fieldRules)
  // Stopped by the cap with more pages to read: there are more rows than were counted.
  const totalIsAtLeast = !counted
  return { exported: exported.length, total, capped: totalIsAtLeast || total > exported.length, totalIsAtLeast }
}
