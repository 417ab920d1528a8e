import { httpStatusOf } from '../api/rpc-error.ts'
import { useFeatureFlags, useInstitutionConfig, usePermissions, useUser } from '../api/use-boot-data.ts'
import { useAuthState } from '../auth/use-auth-state.ts'

/** One boot call that failed, named for people. */
export interface BootFailure {
  readonly what: string
  readonly error: unknown
}

/**
 * The boot calls in their error state, for the error screen. A 401 or 403
 * belongs to the auth flow (sign-in redirect, unauthorized page) until the
 * user is known; once signed in, any failure is shown. Nothing is shown while
 * the auth state is `unauthorized`: the unauthorized page explains that.
 */
export function useBootFailures(): readonly BootFailure[] {
  const auth = useAuthState()
  const calls = [
    { what: 'Your account', query: useUser() },
    { what: 'Institution configuration', query: useInstitutionConfig() },
    { what: 'Permissions', query: usePermissions() },
    { what: 'Feature flags', query: useFeatureFlags() },
  ]
  if (auth === 'unauthorized') return []
  return calls.flatMap(({ what, query }) => {
    // A failed re-read (focus, a refusal) keeps the facts already read: the page stays, and the next focus tries again.
    if (query.status !== 'error' || query.fetchStatus !== 'idle' || query.data !== undefined) return []
    const status = httpStatusOf(query.error)
    if (auth !== 'authenticated' && (status === 401 || status === 403)) return []
    return [{ what, error: query.error }]
  })
}
