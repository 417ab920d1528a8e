import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { LoadingScreen } from '../../app/ui/loading-screen.tsx'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { RadioGroup } from '../../components/ui/form-field.tsx'
import { Notice } from '../../components/ui/notice.tsx'
import { CalendarFeedSection } from './calendar-feed-section.tsx'
import { emailChoiceLabels, emailChoices, kindDescriptions, notificationKinds, type EmailChoice } from '../../contracts/notifications.ts'

const choiceOptions = emailChoices.map((value) => ({ value, label: emailChoiceLabels[value] }))

/**
 * The person's email choice for each kind of notification, each saved as it
 * is changed; and, when mail to them could not be delivered, what the mail
 * server said, so they know their address is not reached.
 */
export function NotificationSettingsScreen() {
  const trpc = useTRPC()
  const settings = useQuery(trpc.notifications.settings.queryOptions())
  const save = useAppMutation(trpc.notifications.setEmail.mutationOptions(), {
    invalidates: () => [trpc.notifications.settings.queryFilter()],
    success: (saved) => `${saved.label}: ${emailChoiceLabels[saved.email]}`,
  })
  if (settings.isPending) return <LoadingScreen label="Loading your notification settings" />
  if (settings.isError) return <QueryErrorState what="Your notification settings" error={settings.error} onRetry={() => settings.refetch()} />
  const { choices, address, undeliverable } = settings.data
  // The choice being saved shows at once; the saved settings replace it when they are read back.
  const shown = (kind: (typeof notificationKinds)[number]): EmailChoice =>
    save.isPending && save.variables.kind === kind ? save.variables.email : choices[kind]
  return (
    <>
      {undeliverable.length > 0 ? (
        <Notice title={`We could not reach your address ${address}`}>
          <ul>
            {undeliverable.map((failure) => (
              <li key={failure.at}>
                <time dateTime={failure.at}>{new Date(failure.at).toLocaleString()}</time>: {failure.error}
              </li>
            ))}
          </ul>
          <p>Until mail reaches you, your notifications are here in the app only.</p>
        </Notice>
      ) : null}
      <p>
        Email goes to {address}. <Link to="/notifications">Back to your notifications</Link>
      </p>
      {notificationKinds.map((kind) => (
        <RadioGroup<EmailChoice>
          key={kind}
          name={`email-${kind}`}
          legend={`${kindDescriptions[kind].label}. ${kindDescriptions[kind].when}`}
          options={choiceOptions}
          value={shown(kind)}
          onChange={(email) => save.mutate({ kind, email })}
          inline
        />
      ))}
      <CalendarFeedSection />
    </>
  )
}
