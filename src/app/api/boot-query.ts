import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { callProcedure } from './call-procedure.ts'

/** Marks the boot calls, whose errors the auth flow and the boot error screen handle (not the data-call handler). */
export const bootMeta = { boot: true } as const

/**
 * How long the facts (config, permissions, flags) count as fresh. Until live
 * updates land, the browser reads them again when the window regains focus, so
 * a permission changed elsewhere reaches the menu and the guards; switching
 * tabs within a minute of the last read asks nothing, so tab-hopping does not
 * hammer the server with one batched request per switch.
 */
export const factsStaleTimeMs = 60_000

/**
 * One boot call. Boot data is loaded once per page load: never
 * garbage-collected, not refetched on reconnect or when a screen mounts, and
 * an error stays until the user presses Retry (retryOnMount off), so the
 * state machine of spec section 4 holds. The user is never stale; a fact
 * (`rereadOnFocus`) goes stale after factsStaleTimeMs and is read again when
 * the window regains focus (and after a refusal: start-boot.ts rereadFacts). Only boot calls carry the boot timeout
 * (policy.constants.bootTimeoutMs).
 *
 * The queryFn never reads React Query's abort signal: a query whose signal was
 * read is cancelled when its last observer unmounts, and StrictMode's double
 * mount would then send the boot calls a second time.
 */
export function bootQueryOptions<T>(procedure: string, key: QueryKey, run: (signal: AbortSignal) => Promise<T>, { rereadOnFocus = false } = {}) {
  return queryOptions({
    // The tRPC key (path and input), untagged: a boot call's error is an RpcError, not a TRPCClientError.
    queryKey: [...key] as QueryKey,
    queryFn: () => callProcedure(procedure, run),
    meta: bootMeta,
    staleTime: rereadOnFocus ? factsStaleTimeMs : Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: rereadOnFocus,
    refetchOnMount: false,
    refetchOnReconnect: false,
    retryOnMount: false,
  })
}
