import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { callProcedure } from './call-procedure.ts'

/** Marks the boot calls, whose errors the auth flow and the boot error screen handle (not the data-call handler). */
export const bootMeta = { boot: true } as const

/**
 * One boot call. Boot data is loaded once per page load: never stale, never
 * garbage-collected, not refetched on focus or reconnect, and an error stays
 * until the user presses Retry (retryOnMount off), so the state machine of
 * spec section 4 holds. Only boot calls carry the boot timeout
 * (policy.constants.bootTimeoutMs).
 *
 * The queryFn never reads React Query's abort signal: a query whose signal was
 * read is cancelled when its last observer unmounts, and StrictMode's double
 * mount would then send the boot calls a second time.
 */
export function bootQueryOptions<T>(procedure: string, key: QueryKey, run: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({
    // The tRPC key (path and input), untagged: a boot call's error is an RpcError, not a TRPCClientError.
    queryKey: [...key] as QueryKey,
    queryFn: () => callProcedure(procedure, run),
    meta: bootMeta,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retryOnMount: false,
  })
}
