import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Dialog } from '../../components/ui/dialog.tsx'
import { Timeline, type TimelineProps } from '../../components/ui/timeline.tsx'
import { QueryErrorState } from './query-error-state.tsx'

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
  children,
}: {
  title: string
  id: string | undefined
  onClose: () => void
  children: (id: string) => ReactNode
}) {
  return (
    <Dialog open={id !== undefined} onClose={onClose} title={title}>
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
