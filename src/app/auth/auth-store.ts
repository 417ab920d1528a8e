import { QueryObserver, type QueryClient } from '@tanstack/react-query'
import { userQueryOptions, type User } from '../api/boot-calls.ts'
import type { ApiDeps } from '../api/api-deps.ts'
import { httpStatusOf } from '../api/rpc-error.ts'
import { loginUrl } from './auth-urls.ts'

export type AuthState = 'authenticating' | 'authenticated' | 'unauthorized'

export interface AuthStore {
  getState(): AuthState
  subscribe(listener: () => void): () => void
  /**
   * Resolves once the state is no longer `authenticating`. Until then it
   * waits: through a failed user call (the root shell shows it with Retry)
   * and after a 401 (the browser is leaving for the sign-in page).
   */
  settled(): Promise<AuthState>
}

export interface AuthStoreOptions {
  readonly queryClient: QueryClient
  readonly api: ApiDeps
  readonly authHost: string
  /** The path the app was opened at; `/unauthorized` starts `unauthorized`. */
  readonly initialPath: string
  readonly fallbackRoute: string
  readonly currentUrl: () => string
  /** Full-page navigation (window.location.assign in the browser). */
  readonly assign: (url: string) => void
  readonly onUser?: (user: User) => void
}

/** Auth state machine of spec section 4, driven by the auth.getUser query. */
export function createAuthStore(options: AuthStoreOptions): AuthStore {
  let state: AuthState = options.initialPath === options.fallbackRoute ? 'unauthorized' : 'authenticating'
  const listeners = new Set<() => void>()
  const waiters = new Set<() => void>()
  const notify = () => {
    for (const waiter of [...waiters]) waiter()
    for (const listener of [...listeners]) listener()
  }
  const setState = (next: AuthState) => {
    if (next === state) return
    state = next
    notify()
  }

  let lastError: unknown
  let lastUser: User | undefined
  const observer = new QueryObserver(options.queryClient, userQueryOptions(options.api))
  observer.subscribe((result) => {
    if (result.status === 'success') {
      if (result.data !== lastUser) options.onUser?.(result.data)
      lastUser = result.data
      setState('authenticated')
      return
    }
    if (result.status !== 'error' || result.fetchStatus !== 'idle' || result.error === lastError) return
    lastError = result.error
    // Spec section 8: every user-load error is also logged.
    console.error('Loading the signed-in user failed:', result.error)
    const status = httpStatusOf(result.error)
    if (status === 401) options.assign(loginUrl(options.authHost, options.currentUrl()))
    else if (status === 403) setState('unauthorized')
  })

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    settled() {
      return new Promise<AuthState>((resolve) => {
        const check = (): boolean => {
          if (state === 'authenticating') return false
          resolve(state)
          return true
        }
        if (check()) return
        const waiter = () => {
          if (check()) waiters.delete(waiter)
        }
        waiters.add(waiter)
      })
    },
  }
}
