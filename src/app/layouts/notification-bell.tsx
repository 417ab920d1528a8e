import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CountBadge } from '../../components/ui/count-badge.tsx'
import { useTRPC } from '../api/trpc-options.ts'
import { useUser } from '../api/use-boot-data.ts'

/** The link's accessible name: the count in words, since the badge is hidden from screen readers. */
export function bellName(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'
}

/**
 * The header's bell: a link to /notifications with the unread count. The first
 * count comes with the boot call (auth.getUser), so the first load asks
 * nothing more; after that it is notifications.unread, under the
 * `notifications` namespace that a change (marking read) and any live change
 * refetch, while the boot query itself is left alone.
 */
export function NotificationBell() {
  const trpc = useTRPC()
  const first = useUser().data?.unreadNotifications
  const unread = useQuery({
    ...trpc.notifications.unread.queryOptions(undefined, { staleTime: Infinity }),
    ...(first === undefined ? {} : { initialData: first }),
    enabled: first !== undefined,
  }).data
  const count = unread ?? first ?? 0
  return (
    <Link to="/notifications" className="notification-bell" aria-label={bellName(count)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      <CountBadge count={count} />
    </Link>
  )
}
