import type { QueryClient } from '@tanstack/react-query'
import type { PolicyView } from '../../policy/index.ts'
import { deniedHref } from './guard-route.ts'

export interface AccessChangeOptions {
  readonly queryClient: QueryClient
  /** The policy view for the boot data in the cache now (policy-view-source.ts current()). */
  readonly currentView: () => PolicyView | undefined
  /** The path of the page on screen, and a replacing navigation (the router's). */
  readonly currentPath: () => string
  readonly replace: (href: string) => void
  /** Who changed the person's access, when the live stream just said so (live-store.ts accessChangedBy). */
  readonly changedBy?: () => string | undefined
}

/**
 * When boot data read again (on focus, after a refusal) changes the policy
 * view, the page on screen is decided again: a page that was open and no
 * longer is becomes the unauthorized page saying the access changed; a page
 * still open stays as it is (no navigation, no reload of its data, so typed
 * input is kept). Equal data keeps its reference (structural sharing), so the
 * view, and everything built from it, stays the same object.
 */
export function watchAccessChanges(options: AccessChangeOptions): () => void {
  let last = options.currentView()
  return options.queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.meta?.['boot'] !== true) return
    const before = last
    last = options.currentView()
    // The first load is the route guard's to decide.
    if (!before || !last || last === before) return
    const path = options.currentPath()
    if (before.outcome(path).result === 'allow' && last.outcome(path).result !== 'allow') {
      options.replace(deniedHref(path, { changed: true, by: options.changedBy?.() }))
    }
  })
}
