import type { QueryClient } from '@tanstack/react-query'
import type { LiveMessage } from '../../contracts/live.ts'
import { browserNetwork, watchConnection, type NetworkPort } from './connection-watch.ts'
import { createLiveInvalidator } from './live-invalidation.ts'
import type { LiveSource } from './live-source.ts'
import type { LiveStore } from './live-store.ts'

/** Waits before opening a stream that ended for good again: doubling from the first, up to the last. */
export const reopenDelaysMs = { first: 1000, max: 30_000 } as const

export interface StartLiveOptions {
  readonly queryClient: QueryClient
  readonly store: LiveStore
  /** The person's own access changed: read the facts again (start-boot.ts rereadFacts), so ability, menu and guards follow. */
  readonly onAccessChanged: () => void
  /** `live.events` over SSE (trpc-live-source.ts), or a test's fake stream. */
  readonly source: LiveSource
  /** Tests: a fake network. The app: the browser's online state. */
  readonly network?: NetworkPort
  /** Where the first stream starts (auth.getUser's `liveFromEventId`): what changed since the tab booted is replayed. */
  readonly fromEventId?: string | null
}

/**
 * The tab's live stream. Loaded only by dynamic import (create-app.ts, once
 * the first page has data), so none of it is in the first load. Messages
 * refetch what they concern, the connection's state goes to the store for the
 * header, and a stream that ended is opened again from the last id heard.
 * Returns the stop function.
 */
export function startLive(options: StartLiveOptions): () => void {
  const { queryClient, store } = options
  const { source } = options
  const network = options.network ?? browserNetwork()
  const invalidator = createLiveInvalidator(queryClient)
  const connection = watchConnection(store, network)
  let lastEventId: string | null = options.fromEventId ?? null
  let reopenDelay: number = reopenDelaysMs.first
  let reopenTimer: ReturnType<typeof setTimeout> | undefined
  let unsubscribe: (() => void) | undefined
  let stopped = false

  const handle = (message: LiveMessage) => {
    switch (message.kind) {
      case 'changes':
        store.heard(message.changes)
        invalidator.changed(message.types)
        return
      case 'resync':
        invalidator.everything()
        return
      case 'access':
        // Recorded first: the facts read again may close the page, and the unauthorized page names who.
        store.accessChanged(message.byEmail)
        options.onAccessChanged()
        return
    }
  }

  const open = () => {
    reopenTimer = undefined
    unsubscribe = source.subscribe(lastEventId, {
      onStarted: () => {
        reopenDelay = reopenDelaysMs.first
        connection.connected()
      },
      onMessage: (id, message) => {
        if (id !== undefined) lastEventId = id
        connection.connected()
        handle(message)
      },
      onReconnecting: () => connection.lost(),
      onEnded: () => {
        unsubscribe = undefined
        if (stopped) return
        connection.lost()
        scheduleReopen()
      },
    })
  }
  const scheduleReopen = () => {
    if (reopenTimer !== undefined || !network.isOnline()) return
    reopenTimer = setTimeout(open, reopenDelay)
    reopenDelay = Math.min(reopenDelay * 2, reopenDelaysMs.max)
  }
  // A stream that ended while offline is opened again as soon as the browser is back.
  const stopListening = network.onChange(() => {
    if (network.isOnline() && !unsubscribe && reopenTimer === undefined) open()
  })

  open()
  return () => {
    stopped = true
    stopListening()
    if (reopenTimer !== undefined) clearTimeout(reopenTimer)
    unsubscribe?.()
    invalidator.dispose()
    connection.dispose()
    store.setConnection('off')
  }
}
