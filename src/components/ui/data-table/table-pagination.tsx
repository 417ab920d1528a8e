import type { PaginationState } from '@tanstack/react-table'
import { useId } from 'react'

export interface TablePaginationProps {
  readonly label: string
  readonly pagination: PaginationState
  readonly rowCount: number | undefined
  readonly pageSizes: readonly number[]
  readonly onChange: (pagination: PaginationState) => void
}

/** Which rows are shown out of how many, the page size, and Previous / Next (pages are the server's). */
export function TablePagination({ label, pagination, rowCount, pageSizes, onChange }: TablePaginationProps) {
  const sizeId = useId()
  const { pageIndex, pageSize } = pagination
  const pageCount = rowCount === undefined ? undefined : Math.max(1, Math.ceil(rowCount / pageSize))
  const first = rowCount === 0 ? 0 : pageIndex * pageSize + 1
  const last = rowCount === undefined ? (pageIndex + 1) * pageSize : Math.min(rowCount, (pageIndex + 1) * pageSize)
  const hasNext = pageCount === undefined || pageIndex + 1 < pageCount
  return (
    <nav className="table-pagination" aria-label={`${label}, pages`}>
      <span>
        {rowCount === undefined ? `Rows ${first}–${last}` : `Rows ${first}–${last} of ${rowCount}`}
        {pageCount === undefined ? null : ` · page ${pageIndex + 1} of ${pageCount}`}
      </span>
      <label htmlFor={sizeId}>Rows per page</label>
      <select id={sizeId} value={pageSize} onChange={(event) => onChange({ pageIndex: 0, pageSize: Number(event.target.value) })}>
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onChange({ pageIndex: pageIndex - 1, pageSize })} disabled={pageIndex === 0}>
        Previous page
      </button>
      <button type="button" onClick={() => onChange({ pageIndex: pageIndex + 1, pageSize })} disabled={!hasNext}>
        Next page
      </button>
    </nav>
  )
}
