import { useSearch } from '@tanstack/react-router'
import { lazy } from 'react'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

// Its own chunk, so the heading and introduction paint first (screen-chunk.tsx).
const NotificationsScreen = lazy(() =>
  import('../../features/notifications/notifications-screen.tsx').then((module) => ({ default: module.NotificationsScreen })),
)

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
