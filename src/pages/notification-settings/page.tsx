import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const NotificationSettingsScreen = lazyScreen(() => import('../../features/notifications/notification-settings-screen.tsx'), 'NotificationSettingsScreen')

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
