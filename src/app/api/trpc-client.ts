import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client'
import type { inferRouterOutputs } from '@trpc/server'
import superjson from 'superjson'
import { defaultBatchCalls } from '../../contracts/request-limits.ts'
import type { AppRouter } from '../../server/trpc/router.ts'

export type TrpcClient = ReturnType<typeof createTRPCClient<AppRouter>>
export type RouterOutputs = inferRouterOutputs<AppRouter>

export interface TrpcClientOptions {
  /** Where the server answers; the page's own origin by default (spec section 7). */
  readonly url?: string
  /** Replaces the global fetch; tests pass a fake server here. */
  readonly fetch?: typeof globalThis.fetch
  /** The most calls in one batched request: the server refuses more (AppConfig.maxBatchCalls). */
  readonly maxBatchCalls?: number
}

/**
 * The one tRPC client of the app. httpBatchLink sends queries as GET with the
 * input in the URL and mutations as POST, and puts every call made in the same
 * tick into one HTTP request, of at most maxBatchCalls calls (more go in further requests). superjson keeps dates, sets and maps; in tRPC 11
 * the transformer belongs on the link.
 *
 * The one subscription, the live stream (`live.events`), goes over server-sent
 * events (httpSubscriptionLink). It is opened only by the live chunk, after the
 * first page has data; the link's code is in the first load because tRPC ships
 * every link in one module, which a bundler cannot split (3.3 KB gzip, counted
 * in the budget).
 */
export function createTrpcClient(options: TrpcClientOptions = {}): TrpcClient {
  const url = options.url ?? '/trpc'
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url, transformer: superjson }),
        false: httpBatchLink({
          url,
          transformer: superjson,
          maxItems: options.maxBatchCalls ?? defaultBatchCalls,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
      }),
    ],
  })
}
