import { subject as routeSubject } from '@casl/ability'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Dialog } from '../../components/ui/dialog.tsx'
import { Timeline, type TimelineProps } from '../../components/ui/timeline.tsx'
import type { RoutePath } from '../../generated/policy-names.gen.ts'
import { useAppAbility } from '../policy-view/policy-ability.tsx'
import { QueryErrorState } from './query-error-state.tsx'

/** The record a history is of, for "Who can act on this?": its policy subject (Request, Student) and id. */
export interface WhoCanRecord {
  readonly subject: string
  readonly recordId: string
}

/** The action first asked about a record: approving a request, reading anything else (the page offers every other). */
export function whoCanActionOf(subject: string): string {
  return subject === 'Request' ? 'approve' : 'read'
}

const whoCanPath: RoutePath = '/access/who-can'

/** A link to Who can…? asking about this record, shown only where the user may open that page (its compiled `visit Route` rule). */
function WhoCanLink({ subject, recordId }: WhoCanRecord) {
  const mayVisit = useAppAbility().can('visit', routeSubject('Route', { path: whoCanPath }))
  if (!mayVisit) return null
  return (
    <p className="history-who-can">
      <Link to="/access/who-can" search={{ ask: 'action', subject, action: whoCanActionOf(subject), record: recordId }}>
        Who can act on this?
      </Link>
    </p>
  )
}

/**
 * One record's history over its list (a request, a student, a store product),
 * opened by the record's id from the list's URL, so a link shows it even when
 * the record is on no page of the list. The screen asks for the record and
 * says what it is and where it stands now; the loading, error and timeline
 * are the same everywhere.
 */
export function HistoryDialog({
  title,
  id,
  onClose,
  whoCan,
  children,
}: {
  title: string
  id: string | undefined
  onClose: () => void
  /** The record's policy subject: a "Who can act on this?" link above its timeline, for who may open that page. */
  whoCan?: WhoCanRecord | undefined
  children: (id: string) => ReactNode
}) {
  return (
    <Dialog open={id !== undefined} onClose={onClose} title={title}>
      {id && whoCan ? <WhoCanLink {...whoCan} /> : null}
      {id ? children(id) : null}
    </Dialog>
  )
}

interface HistoryBodyProps<T> extends Omit<TimelineProps, 'events'> {
  readonly query: UseQueryResult<T, unknown>
  /** What failed to load, for the error state: "This product’s history". */
  readonly what: string
  readonly events: (data: T) => TimelineProps['events']
  /** The record's own lines above its timeline. */
  readonly children: (data: T) => ReactNode
}

export function HistoryBody<T>({ query, what, events, children, ...timeline }: HistoryBodyProps<T>) {
  if (query.status === 'pending') return <p aria-busy="true">Loading the history…</p>
  if (query.status === 'error') return <QueryErrorState what={what} error={query.error} onRetry={() => query.refetch()} />
  return (
    <>
      {children(query.data)}
      <Timeline events={events(query.data)} {...timeline} />
    </>
  )
}
