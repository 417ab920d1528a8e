import type { ReactNode } from 'react'
import { formatEventTime } from '../../contracts/dates.ts'
import { describeChanges, pastTense, type RecordEvent } from '../../contracts/record-history.ts'

export interface TimelineProps {
  /** A record's history, oldest first: shown in the order given. */
  readonly events: readonly RecordEvent[]
  /** The list's accessible name: "History". */
  readonly label: string
  /** Said when there are no events: "No changes yet." */
  readonly empty: string
  /** What the event was done to, after the verb: an item's title ("removed Organic Chemistry"). Rendered as given, so return text. */
  readonly describe?: (event: RecordEvent) => ReactNode
  /** A status as the screen names it ("active" is "Visible" in the store); as stored when left out. */
  readonly statusLabel?: (status: string) => string
}

/**
 * Who did what to a record, and when. Everything here comes from the record
 * (emails, titles, notes typed by people), so it is only ever rendered as
 * React text, never as HTML.
 */
export function Timeline({ events, label, empty, describe, statusLabel = (status) => status }: TimelineProps) {
  if (events.length === 0) return <p className="timeline-empty">{empty}</p>
  return (
    <ol className="timeline" aria-label={label}>
      {events.map((event) => (
        <TimelineEntry key={event.id} event={event} subject={describe?.(event)} statusLabel={statusLabel} />
      ))}
    </ol>
  )
}

function TimelineEntry({ event, subject, statusLabel }: { event: RecordEvent; subject: ReactNode; statusLabel: (status: string) => string }) {
  const move =
    event.to !== null && event.to !== event.from ? (event.from === null ? statusLabel(event.to) : `${statusLabel(event.from)} → ${statusLabel(event.to)}`) : ''
  // The action too: a removed item's fields read as what it was ("quantity 3"), not as cleared.
  const changes = describeChanges(event.changes, event.action)
  const details = [move, changes].filter((part) => part !== '').join('; ')
  const hasSubject = subject !== undefined && subject !== null && subject !== false && subject !== ''
  return (
    <li className="timeline-event">
      <p className="timeline-summary">
        <span className="timeline-actor">{event.actorEmail}</span> {pastTense(event.action)}
        {hasSubject ? (
          <>
            {' '}
            <span className="timeline-subject">{subject}</span>
          </>
        ) : null}
        {details !== '' ? <span className="timeline-details">: {details}</span> : null}
      </p>
      {event.note !== null && event.note !== '' ? <p className="timeline-note">“{event.note}”</p> : null}
      <time className="timeline-time" dateTime={event.at}>
        {formatEventTime(event.at)}
      </time>
    </li>
  )
}
