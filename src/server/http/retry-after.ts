import type { TRPCError } from '@trpc/server'
import type { ResponseMeta } from '@trpc/server/http'
import { WriteLimitReached } from '../trpc/write-limit.ts'

/**
 * The tRPC handler's `responseMeta`: a response carrying a refused write
 * (429) says in `Retry-After` how many seconds until the person may write
 * again; in a batch, the longest wait of its refused calls.
 */
export function retryAfterHeader({ errors }: { readonly errors: readonly TRPCError[] }): ResponseMeta {
  const waits = errors.flatMap((error) =>
    error.code === 'TOO_MANY_REQUESTS' && error.cause instanceof WriteLimitReached ? [error.cause.retryAfterSeconds] : [],
  )
  if (waits.length === 0) return {}
  return { headers: new Headers({ 'Retry-After': String(Math.max(...waits)) }) }
}
