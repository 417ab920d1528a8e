import { useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const NotificationsScreen = lazyScreen(() => import('../../features/notifications/notifications-screen.tsx'), 'NotificationsScreen')

/** Notifications: what the product told the person, newest first. */
export default function NotificationsPage() {
  const { page } = useSearch({ from: '/default-layout/notifications' })
  return (
    <>
      <h1>Notifications</h1>
      <ScreenChunk label="Loading notifications">
        <NotificationsScreen page={page} />
      </ScreenChunk>
    </>
  )
}
