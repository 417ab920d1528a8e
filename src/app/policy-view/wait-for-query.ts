import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Resolves with a query's data once it has loaded, however long that takes
 * (a fact whose re-read failed still has the data it loaded):
 * an error does not end the wait, because the error screen's Retry loads the
 * query again (spec section 4: error -> retry -> loading). A query nobody has
 * started yet is started. Unlike ensureQueryData it never fetches a failed
 * query by itself.
 */
export function waitForData<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  const cache = queryClient.getQueryCache()
  const query = cache.build(queryClient, options)
  return new Promise<T>((resolve) => {
    const check = (): boolean => {
      const { status, fetchStatus, data } = query.state
      // Data that loaded once stays usable after a failed re-read (boot-query.ts).
      if (data !== undefined) {
        resolve(data as T)
        return true
      }
      if (status === 'pending' && fetchStatus === 'idle') void queryClient.prefetchQuery(options)
      return false
    }
    if (check()) return
    const unsubscribe = cache.subscribe((event) => {
      if (event.query === query && check()) unsubscribe()
    })
  })
}
