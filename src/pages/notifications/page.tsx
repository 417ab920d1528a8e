import { useSearch } from '@tanstack/react-router'
import { NotificationsScreen } from '../../features/notifications/notifications-screen.tsx'

/** Notifications: what the product told the person, newest first. */
export default function NotificationsPage() {
  const { page } = useSearch({ from: '/default-layout/notifications' })
  return (
    <>
      <h1>Notifications</h1>
      <NotificationsScreen page={page} />
    </>
  )
}
