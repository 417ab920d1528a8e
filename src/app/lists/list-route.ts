import type { FetchQueryOptions } from '@tanstack/react-query'
import type { TrpcOptions } from '../api/trpc-options.ts'
import type { RouterContext } from '../routing/router-context.ts'
import type { ListDefinition } from './list-reading.ts'

/**
 * The route options of a list page (its route.ts exports them): the rows'
 * request starts with the page's chunk, asked with the input the page reads
 * from the same search, so the page renders from the cache. Not awaited: a
 * filter change would otherwise swap the page for its pending screen while
 * the new rows load; the page keeps the previous rows on screen instead.
 * A URL with an invalid filter asks nothing: the page shows the problem.
 */
export function listRoute<Search extends object, Input>(
  list: ListDefinition<Search, Input>,
  // The options proxy's procedures each have their own types; the caller names one.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queryOptions: (trpc: TrpcOptions, input: Input) => FetchQueryOptions<any, any, any, any>,
) {
  return {
    loaderDeps: ({ search }: { search: Search }) => search,
    loader: ({ context, deps }: { context: RouterContext; deps: Search }) => {
      const reading = list.read(deps)
      if (reading.problems.length === 0) void context.queryClient.prefetchQuery(queryOptions(context.trpc, reading.input))
    },
  }
}

/**
 * listRoute for a list whose URL reading loads beside its page: the
 * definition (its sort columns, filters and their closed lists) is a small
 * chunk fetched with the page's, so it does not weigh on every page's first
 * load. The rows' request starts as soon as that chunk is in.
 */
export function lazyListRoute<Search extends object, Input>(
  load: () => Promise<ListDefinition<Search, Input>>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queryOptions: (trpc: TrpcOptions, input: Input) => FetchQueryOptions<any, any, any, any>,
) {
  return {
    loaderDeps: ({ search }: { search: Search }) => search,
    loader: async ({ context, deps }: { context: RouterContext; deps: Search }) => listRoute(await load(), queryOptions).loader({ context, deps }),
    // The page's chunk waits for the same small chunk, then for the rows' request to leave (pageChunk).
    chunkAfter: load,
  }
}
