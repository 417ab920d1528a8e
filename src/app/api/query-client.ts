import { QueryClient } from '@tanstack/react-query'
import { isTransientFailure } from './rpc-error.ts'

/**
 * Loading states live here. Boot data is loaded once per page load: never
 * stale, not refetched on focus, and an error stays until the user presses
 * Retry (retryOnMount off), so the state machine of spec section 4 holds.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retryOnMount: false,
        // No automatic retry on 401/403 or any other server answer; only on a lost connection.
        retry: (failureCount, error) => failureCount < 2 && isTransientFailure(error),
      },
    },
  })
}
