import { NotificationSettingsScreen } from '../../features/notifications/notification-settings-screen.tsx'

/** Notification settings: how each kind of notification reaches the person by email. */
export default function NotificationSettingsPage() {
  return (
    <>
      <h1>Notification settings</h1>
      <p>Every notification shows in the app. Choose which also reach you by email, at once or in one daily digest.</p>
      <NotificationSettingsScreen />
    </>
  )
}
