import type { PaginationState } from '@tanstack/react-table'
import { useId } from 'react'
import { formatNumber } from '../../../contracts/counts.ts'

export interface TablePaginationProps {
  readonly label: string
  readonly pagination: PaginationState
  readonly rowCount: number | undefined
  /** `rowCount` is a lower bound (the server stopped counting): shown as "1,000+". */
  readonly rowCountIsAtLeast?: boolean
  readonly pageSizes: readonly number[]
  readonly onChange: (pagination: PaginationState) => void
  /** What is counted, capitalised: 'Rows' unless a page's unit is something else (a report's items). */
  readonly rowNoun?: string
}

/** Which rows are shown out of how many, the page size, and Previous / Next (pages are the server's). */
export function TablePagination({ label, pagination, rowCount, rowCountIsAtLeast = false, pageSizes, onChange, rowNoun = 'Rows' }: TablePaginationProps) {
  const sizeId = useId()
  const { pageIndex, pageSize } = pagination
  const pageCount = rowCount === undefined ? undefined : Math.max(1, Math.ceil(rowCount / pageSize))
  const hasNext = pageCount === undefined || pageIndex + 1 < pageCount
  return (
    <nav className="table-pagination" aria-label={`${label}, pages`}>
      <span>{position(pageIndex, pageSize, rowCount, pageCount, rowNoun, rowCountIsAtLeast ? '+' : '')}</span>
      <label htmlFor={sizeId}>Rows per page</label>
      <select id={sizeId} value={pageSize} onChange={(event) => onChange({ pageIndex: 0, pageSize: Number(event.target.value) })}>
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => onChange({ pageIndex: pageCount === undefined ? pageIndex - 1 : Math.min(pageIndex, pageCount) - 1, pageSize })}
        disabled={pageIndex === 0}
      >
        Previous page
      </button>
      <button type="button" onClick={() => onChange({ pageIndex: pageIndex + 1, pageSize })} disabled={!hasNext}>
        Next page
      </button>
    </nav>
  )
}

/** "Rows 26–50 of 240 · page 2 of 10"; past the last page, only where that is ("page 999 of 9"). `plus` marks a lower bound. */
function position(pageIndex: number, pageSize: number, rowCount: number | undefined, pageCount: number | undefined, noun: string, plus: string): string {
  const count = (n: number) => formatNumber(n)
  if (rowCount === undefined) return `${noun} ${count(pageIndex * pageSize + 1)}–${count((pageIndex + 1) * pageSize)}`
  if (rowCount === 0) return `No ${noun.toLowerCase()}`
  const pages = ` · page ${count(pageIndex + 1)} of ${count(pageCount ?? 1)}`
  const first = pageIndex * pageSize + 1
  if (first > rowCount) return `No ${noun.toLowerCase()} here: ${count(rowCount)}${plus} in all${pages}`
  return `${noun} ${count(first)}–${count(Math.min(rowCount, (pageIndex + 1) * pageSize))} of ${count(rowCount)}${plus}${pages}`
}
