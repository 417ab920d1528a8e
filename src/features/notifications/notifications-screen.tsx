import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { countOf, formatNumber } from '../../app/format/count.ts'
import { LoadingScreen } from '../../app/ui/loading-screen.tsx'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { Button } from '../../components/ui/button.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { StatusBadge } from '../../components/ui/status-badge.tsx'
import { notificationPath, notificationsPageSize, type NotificationItem } from '../../contracts/notifications.ts'
import { relativeTime } from './relative-time.ts'
import './notifications.css'

/**
 * The person's notifications, newest first, one page at a time: each says
 * what happened in its plain-text sentence (rendered as text, never markup),
 * who did it and when, and links to the record; opening one marks it read.
 */
export function NotificationsScreen({ page }: { page: number }) {
  const trpc = useTRPC()
  const navigate = useNavigate({ from: '/notifications' })
  const current = Math.max(1, Math.trunc(page))
  const list = useQuery(trpc.notifications.list.queryOptions({ page: current }))
  const invalidates = () => [trpc.notifications.pathFilter()]
  const markAll = useAppMutation(trpc.notifications.markAllRead.mutationOptions(), { invalidates, success: () => 'All notifications marked read' })
  const markOne = useAppMutation(trpc.notifications.markRead.mutationOptions(), { invalidates })
  const settings = (
    <p>
      <Link to="/notifications/settings">Notification settings</Link>: choose which of them also reach you by email.
    </p>
  )
  if (list.isPending) return <LoadingScreen label="Loading notifications" />
  if (list.isError) return <QueryErrorState what="Your notifications" error={list.error} onRetry={() => list.refetch()} />
  const { items, total, unread } = list.data
  const pages = Math.max(1, Math.ceil(total / notificationsPageSize))
  return (
    <>
      {settings}
      <div className="notifications-toolbar">
        <p>{unread > 0 ? `${countOf(unread, 'unread notification')} of ${formatNumber(total)}.` : 'Everything is read.'}</p>
        <Button onClick={() => markAll.mutate()} disabled={unread === 0} pending={markAll.isPending}>
          Mark all read
        </Button>
      </div>
      {items.length === 0 ? (
        <EmptyState title="Nothing yet">
          You will be told here when something needs you or answers you: a request or adoption awaiting your decision, your request or adoption decided, your
          course’s booklist changed, your upload finished, or your permissions changed.
        </EmptyState>
      ) : (
        <ol className="notifications-list" aria-label="Notifications, newest first">
          {items.map((item) => (
            <NotificationEntry key={item.id} item={item} readAt={list.dataUpdatedAt} onOpen={() => (item.read ? undefined : markOne.mutate({ id: item.id }))} />
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav className="notifications-pages" aria-label="Notifications, pages">
          <span>
            Page {current} of {pages}
          </span>
          <Button onClick={() => void navigate({ search: { page: current - 1 } })} disabled={current <= 1}>
            Previous page
          </Button>
          <Button onClick={() => void navigate({ search: { page: current + 1 } })} disabled={current >= pages}>
            Next page
          </Button>
        </nav>
      ) : null}
    </>
  )
}

/** One notification; its time is said relative to when the list was read (`readAt`), so a render says the same. */
function NotificationEntry({ item, readAt, onOpen }: { item: NotificationItem; readAt: number; onOpen: () => void }) {
  const router = useRouter()
  const href = notificationPath(item.recordType, item.recordId, item.kind)
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onOpen()
    // A plain click stays in the app; a click meant for a new tab or window is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return (
    <li className={item.read ? 'notification' : 'notification notification-unread'}>
      {item.read ? null : <StatusBadge label="Unread" tone="info" />}
      <a className="notification-sentence" href={href} onClick={open} onAuxClick={onOpen}>
        {item.sentence}
      </a>
      <p className="notification-meta">
        {item.actorEmail} ·{' '}
        <time dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString()}>
          {relativeTime(item.createdAt, readAt)}
        </time>
      </p>
      {item.note ? <p className="notification-note">Note: {item.note}</p> : null}
    </li>
  )
}
