import type { TrpcClient } from '../api/trpc-client.ts'
import type { LiveSource } from './live-source.ts'

/**
 * `live.events` over server-sent events, through the app's one tRPC client
 * (its splitLink sends subscriptions to httpSubscriptionLink). The link keeps
 * the last tracked id and reopens the stream with it itself: the browser's
 * EventSource retry sends it as Last-Event-ID, a recreated EventSource puts it
 * in the input. `lastEventId` here is for the connection code's own
 * resubscription after the stream ended for good.
 */
export function createTrpcLiveSource(client: TrpcClient): LiveSource {
  return {
    subscribe(lastEventId, handlers) {
      // The link completes the observer when we unsubscribe: that is not the stream ending.
      let closed = false
      const subscription = client.live.events.subscribe(lastEventId === null ? {} : { lastEventId }, {
        onStarted: () => {
          if (!closed) handlers.onStarted()
        },
        onData: (event) => {
          if (!closed) handlers.onMessage(event.id, event.data)
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
