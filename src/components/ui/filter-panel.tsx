import './filter-panel.css'
import { useId, useState, type ReactNode } from 'react'

export interface FilterPanelProps {
  /** Names the search region: "Filter requests". */
  readonly label: string
  /** The list's filters as the URL holds them (a ListState's `search` and `labels`): those set are counted on the button. */
  readonly list: { readonly search: object; readonly labels: Readonly<Record<string, string>> }
  /** More classes beside `list-filters` ("table-toolbar"). */
  readonly className?: string
  readonly children: ReactNode
}

/** How many of the list's filters are set: the keys of `labels` with a value in `search`. */
export function activeFilterCount(search: object, labels: Readonly<Record<string, string>>): number {
  const values = search as Readonly<Record<string, unknown>>
  return Object.keys(labels).filter((param) => values[param] !== undefined && values[param] !== '').length
}

/**
 * A list's filters. On a wide screen they are always shown; on a narrow one
 * (up to 40rem) they fold behind a "Filters (2 active)" disclosure button, so
 * the first rows are in view without scrolling past every field first.
 * The stylesheet decides which: the button is not shown on wide screens.
 */
export function FilterPanel({ label, list, className, children }: FilterPanelProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const active = activeFilterCount(list.search, list.labels)
  return (
    <div className="filter-panel" data-open={open ? '' : undefined}>
      <button type="button" className="button filter-panel-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {active > 0 ? `Filters (${active} active)` : 'Filters'}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={id} className={className ? `list-filters ${className}` : 'list-filters'} role="search" aria-label={label}>
        {children}
      </div>
    </div>
  )
}
