import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client'
import superjson from 'superjson'
import type { LiveMessage } from '../../contracts/live.ts'
import { defaultBatchCalls } from '../../contracts/request-limits.ts'
import type { AppRouter } from '../../server/trpc/router.ts'
import type { LiveSource } from './live-source.ts'

export interface TrpcLiveSourceOptions {
  /** Where the server answers; the page's own origin by default. */
  readonly url?: string
  readonly maxBatchCalls?: number
}

/** A tracked event as the client hands it over ({ id, data }); a message sent untracked comes bare. */
type LiveEvent = { readonly id: string; readonly data: LiveMessage } | LiveMessage

/** The part of `live.events` this file uses, typed by hand: AppRouter has no `live` router on this branch yet. */
interface LiveEventsClient {
  readonly live: {
    readonly events: {
      subscribe(
        input: { lastEventId?: string | null },
        observer: {
          onStarted: () => void
          onData: (event: LiveEvent) => void
          onError: (error: unknown) => void
          onComplete: () => void
          onConnectionStateChange: (state: { state: 'idle' | 'connecting' | 'pending'; error: unknown }) => void
        },
      ): { unsubscribe(): void }
    }
  }
}

/**
 * `live.events` over server-sent events, on a client of its own (loaded with
 * the live chunk, so the first load keeps its plain httpBatchLink client).
 * httpSubscriptionLink keeps the last tracked id and reopens the stream with
 * it itself: the browser's EventSource retry sends it as Last-Event-ID, a
 * recreated EventSource puts it in the input. `lastEventId` here is for the
 * connection code's own resubscription after the stream ended for good.
 */
export function createTrpcLiveSource(options: TrpcLiveSourceOptions = {}): LiveSource {
  const url = options.url ?? '/trpc'
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url, transformer: superjson }),
        false: httpBatchLink({ url, transformer: superjson, maxItems: options.maxBatchCalls ?? defaultBatchCalls }),
      }),
    ],
  }) as unknown as LiveEventsClient
  return {
    subscribe(lastEventId, handlers) {
      // The link completes the observer when we unsubscribe: that is not the stream ending.
      let closed = false
      const subscription = client.live.events.subscribe(lastEventId === null ? {} : { lastEventId }, {
        onStarted: () => {
          if (!closed) handlers.onStarted()
        },
        onData: (event) => {
          if (closed) return
          if ('kind' in event) handlers.onMessage(undefined, event)
          else handlers.onMessage(event.id, event.data)
        },
        onConnectionStateChange: (state) => {
          // The first `connecting` has no error; one with an error is the transport retrying.
          if (!closed && state.state === 'connecting' && state.error) handlers.onReconnecting()
        },
        onError: (error) => {
          if (closed) return
          closed = true
          handlers.onEnded(error)
        },
        onComplete: () => {
          if (closed) return
          closed = true
          handlers.onEnded(undefined)
        },
      })
      return () => {
        closed = true
        subscription.unsubscribe()
      }
    },
  }
}
