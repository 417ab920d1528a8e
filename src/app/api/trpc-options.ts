import type { QueryClient } from '@tanstack/react-query'
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { AppRouter } from '../../server/trpc/router.ts'
import type { TrpcClient } from './trpc-client.ts'

/** `trpc.booklist.list.queryOptions(input)`: every call's query key, options and filters, typed by the server router. */
export type TrpcOptions = TRPCOptionsProxy<AppRouter>

/**
 * Components reach the options proxy through `useTRPC()`; app.tsx mounts
 * <TRPCProvider> with the page load's client and query client.
 */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>()

/** The same proxy outside React (boot, route loaders); its keys equal those of useTRPC(). */
export function createTrpcOptions(client: TrpcClient, queryClient: QueryClient): TrpcOptions {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient })
}
