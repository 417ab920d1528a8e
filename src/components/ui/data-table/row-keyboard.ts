import type { KeyboardEvent } from 'react'

const moves: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (index, count) => Math.min(count - 1, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
  PageDown: (index, count) => Math.min(count - 1, index + 10),
  PageUp: (index) => Math.max(0, index - 10),
}

export interface RowKeyboardOptions {
  readonly rowCount: number
  readonly focusRow: (index: number) => void
  readonly toggle: ((index: number) => void) | undefined
  readonly activate: ((index: number) => void) | undefined
}

/**
 * Keys on a focused body row (one tab stop for the table, roving tabindex):
 * arrows, Home/End and PageUp/PageDown move between rows; Space selects;
 * Enter opens. Keys typed in a control inside a cell are left to it.
 */
export function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, index: number, options: RowKeyboardOptions): void {
  if (event.target !== event.currentTarget) return
  const move = moves[event.key]
  if (move) {
    event.preventDefault()
    options.focusRow(move(index, options.rowCount))
  } else if (event.key === ' ' && options.toggle) {
    event.preventDefault()
    options.toggle(index)
  } else if (event.key === 'Enter' && options.activate) {
    event.preventDefault()
    options.activate(index)
  }
}
