import type { LiveMessage } from '../../contracts/live.ts'

/** What the stream tells the connection code, whatever carries it (tRPC over SSE, or a test's fake). */
export interface LiveSourceHandlers {
  /** The server accepted the stream (and again after each reconnect). */
  readonly onStarted: () => void
  /** One message, with its tracked id: sent back as `lastEventId` when the stream is opened again. */
  readonly onMessage: (id: string | undefined, message: LiveMessage) => void
  /** The stream is down and being reopened by the transport itself (EventSource's own retry). */
  readonly onReconnecting: () => void
  /** The stream ended for good (a refusal, a closed EventSource, the server returned): the caller opens a new one. */
  readonly onEnded: (error: unknown) => void
}

/**
 * The `live.events` subscription, behind a small interface: the server's
 * `live` router is not in this branch's AppRouter yet, so the one cast lives
 * in trpc-live-source.ts, and tests drive the connection with a fake.
 */
export interface LiveSource {
  subscribe(lastEventId: string | null, handlers: LiveSourceHandlers): () => void
}
