import type { AuthStore } from '../auth/auth-store.ts'

export interface LaunchLiveOptions {
  /** Called after each navigation the router resolved (its `onResolved` event); returns the unsubscribe. */
  readonly onResolved: (listener: () => void) => () => void
  readonly auth: AuthStore
  /** Loads the live chunk and starts the stream (a dynamic import: none of it is in the first load). */
  readonly start: () => Promise<unknown>
}

/**
 * Starts the live stream once, after the first page resolved while signed in:
 * the first page's data has been asked for by then, so the stream's chunk and
 * connection do not compete with it. A chunk that fails to load leaves the
 * tab as it was before live updates (data read on focus and navigation).
 */
export function launchLiveAfterFirstPage(options: LaunchLiveOptions): void {
  let started = false
  const stop = options.onResolved(() => {
    if (started || options.auth.getState() !== 'authenticated') return
    started = true
    stop()
    options.start().catch((error: unknown) => console.warn('Live updates could not start:', error))
  })
}
