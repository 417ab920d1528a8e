import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { BooklistDetail } from '../../contracts/booklists.ts'
import type { RecordEvent } from '../../contracts/record-history.ts'
import { termLabel } from '../../contracts/terms.ts'
import { Timeline } from '../../components/ui/timeline.tsx'

/**
 * The list's history, oldest first: its own events (submit, reopen, rolled
 * over) and its items' (added, changed, removed), removed items included,
 * since the server keeps an item's events after the item has gone.
 */
export function BooklistHistory({ data }: { data: BooklistDetail }) {
  return (
    <section aria-labelledby="booklist-history-heading" className="booklist-history">
      <h3 id="booklist-history-heading">History</h3>
      <Timeline events={data.history} label={`History of the ${data.courseCode} booklist`} empty="No changes recorded yet." describe={eventSubject} />
    </section>
  )
}

/** What an event is about: an item's title, or for a rollover the other list, as a link; nothing for the list's other events. */
function eventSubject(event: RecordEvent): ReactNode {
  return rolloverLink(event) ?? itemTitle(event)
}

/**
 * "to the Spring 2027 list" on the list rolled over, "from the Autumn 2026
 * list" on the list it made: a link to the other list (the event keeps both ids and terms).
 */
export function rolloverLink(event: RecordEvent): ReactNode {
  const list = event.changes['rolledList']
  const term = event.changes['rolledTerm']
  if (!list || !term) return undefined
  const forward = event.action === 'rollOver'
  const other = forward ? list.to : list.from
  const otherTerm = forward ? term.to : term.from
  if (other === null || otherTerm === null) return undefined
  return (
    <>
      {forward ? 'to ' : 'from '}
      <Link to="/booklist" search={{ list: String(other) }}>
        the {termLabel(String(otherTerm))} list
      </Link>
    </>
  )
}

/**
 * `"Organic Chemistry"` for an item's event (its title as added, or as it was when changed or removed); nothing for the list's own. Text only: titles
 * come from records.
 */
export function itemTitle(event: RecordEvent): string | undefined {
  if (event.recordType !== 'BooklistItem') return undefined
  const title = event.changes['title']?.to ?? event.changes['title']?.from
  return title === undefined || title === null ? 'an item' : `"${String(title)}"`
}
