import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { TextField } from '../../components/ui/form-field.tsx'

/**
 * The person's calendar of deadlines (issue 55): a secret address to add to
 * any calendar program, made on request, copied with one button, and reset
 * when it may have leaked (the old address then stops working at once).
 */
export function CalendarFeedSection() {
  const trpc = useTRPC()
  const feed = useQuery(trpc.calendar.feed.queryOptions())
  const [confirming, setConfirming] = useState(false)
  const [copied, setCopied] = useState(false)
  const reset = useAppMutation(trpc.calendar.reset.mutationOptions(), {
    invalidates: () => [trpc.calendar.feed.queryFilter()],
    success: () => 'Your calendar address is ready',
  })
  const address = feed.data?.path ? `${window.location.origin}${feed.data.path}` : undefined
  const copy = () => {
    if (!address) return
    void navigator.clipboard?.writeText(address).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <section aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">Deadlines in your calendar</h2>
      <p>Booklist and adoption deadlines of your institution’s terms, and of the courses you teach, in the calendar you already use.</p>
      {feed.isPending ? <p aria-busy="true">Loading your calendar address…</p> : null}
      {feed.isError ? <QueryErrorState what="Your calendar address" error={feed.error} onRetry={() => feed.refetch()} /> : null}
      {feed.isSuccess && !address ? (
        <Button variant="primary" pending={reset.isPending} onClick={() => reset.mutate()}>
          Make my calendar address
        </Button>
      ) : null}
      {address ? (
        <>
          <TextField
            label="Your calendar address"
            description="Add it to your calendar program as a subscription (“From URL”). Anyone with it can read your deadlines, so keep it to yourself."
            value={address}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <p>
            <Button onClick={copy}>{copied ? 'Copied' : 'Copy address'}</Button> <Button onClick={() => setConfirming(true)}>Reset address…</Button>
          </p>
        </>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Reset your calendar address?"
        description="The address you have now stops working at once: calendars subscribed to it stop updating until you add the new one."
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>Keep this address</Button>
            <Button
              variant="danger"
              pending={reset.isPending}
              onClick={() => reset.mutate(undefined, { onSuccess: () => (setConfirming(false), setCopied(false)) })}
            >
              Reset address
            </Button>
          </>
        }
      />
    </section>
  )
}
