import { useEffect, useState, type RefObject } from 'react'

/** Rows are cards (data-table.css): a card has all the room it needs. */
const cards = '(max-width: 40rem)'

/**
 * Whether a table is short of room: its content is wider than its scroll box.
 * Then the table goes compact (row actions in a menu), and remembers the width
 * its full content needed, so it goes back once the box has grown past it.
 * Decided per table, from its own box, not from a guess at the viewport.
 */
export function useShortOfRoom(scroll: RefObject<HTMLElement | null>): boolean {
  const [compact, setCompact] = useState(false)
  useEffect(() => {
    const box = scroll.current
    if (!box || typeof ResizeObserver === 'undefined') return
    let needed = 0
    let short = false
    const measure = () => {
      const asCards = window.matchMedia?.(cards).matches ?? false
      let next = short
      if (asCards) next = false
      // Only row actions fold: a table without them (or still loading) has nothing to gain. Asked first, as
      // it needs no layout: the widths do, and most tables (the booklist's) have no row actions.
      else if (!short && box.querySelector('.row-actions') && box.scrollWidth > box.clientWidth + 1) {
        needed = box.scrollWidth
        next = true
      } else if (short && box.clientWidth >= needed) next = false
      if (next !== short) {
        short = next
        setCompact(next)
      }
    }
    // The observer reports each box once it has been laid out, so the first measure reads widths the
    // browser already has; measuring here as well forced a layout of the whole page before its first paint.
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    const table = box.querySelector('table')
    if (table) observer.observe(table)
    return () => observer.disconnect()
  }, [scroll])
  return compact
}
