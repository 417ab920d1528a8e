import { lazy } from 'react'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

// Its own chunk, so the heading and introduction paint first (screen-chunk.tsx).
const NotificationSettingsScreen = lazy(() =>
  import('../../features/notifications/notification-settings-screen.tsx').then((module) => ({ default: module.NotificationSettingsScreen })),
)

/** Notification settings: how each kind of notification reaches the person by email. */
export default function NotificationSettingsPage() {
  return (
    <>
      <h1>Notification settings</h1>
      <p>Every notification shows in the app. Choose which also reach you by email, at once or in one daily digest.</p>
      <ScreenChunk label="Loading notification settings">
        <NotificationSettingsScreen />
      </ScreenChunk>
    </>
  )
}
