import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isTransientFailure } from './rpc-error.ts'

/** How long a record list or record stays fresh: a screen opened again within it shows the cache without a request. */
export const dataStaleTimeMs = 30_000

export interface QueryClientHooks {
  /**
   * A data call (not a boot call) failed. Called once per failure, for
   * queries and mutations alike; create-app.ts sends a 401 to sign-in and a
   * page whose data is forbidden to the unauthorized page.
   */
  readonly onDataError?: (error: unknown, kind: DataCallKind) => void
}

/**
 * A query whose page words its own refusal (meta `pageShowsRefusal`, as the
 * analytics dashboard beside the dashboards the person may open) stays on
 * screen on a 403, as a mutation does; a 401 still leaves for sign-in.
 */
export type DataCallKind = 'query' | 'query-page-shows-refusal' | 'mutation'

/**
 * Defaults for data calls: fresh for dataStaleTimeMs, refetched when the
 * window regains focus. Boot calls override these (boot-query.ts). No call is
 * retried automatically after a server answer (401, 403, a conflict, a bad
 * input): only a failure that never reached the server is tried again.
 */
export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.['boot'] !== true) hooks.onDataError?.(error, query.meta?.['pageShowsRefusal'] === true ? 'query-page-shows-refusal' : 'query')
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => hooks.onDataError?.(error, 'mutation') }),
    defaultOptions: {
      queries: {
        staleTime: dataStaleTimeMs,
        retry: (failureCount, error) => failureCount < 2 && isTransientFailure(error),
      },
      mutations: { retry: false },
    },
  })
}
