import type { BooklistDetail } from '../../contracts/booklists.ts'
import type { RecordEvent } from '../../contracts/record-history.ts'
import { Timeline } from '../../components/ui/timeline.tsx'

/**
 * The list's history, oldest first: its own events (submit, reopen) and its
 * items' (added, changed, removed), removed items included, since the server
 * keeps an item's events after the item has gone.
 */
export function BooklistHistory({ data }: { data: BooklistDetail }) {
  return (
    <section aria-labelledby="booklist-history-heading" className="booklist-history">
      <h3 id="booklist-history-heading">History</h3>
      <Timeline events={data.history} label={`History of the ${data.courseCode} booklist`} empty="No changes recorded yet." describe={itemTitle} />
    </section>
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
