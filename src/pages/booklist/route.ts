import { listRoute } from '../../app/lists/list-route.ts'
import type { RouterContext } from '../../app/routing/router-context.ts'
import { booklistsList, type BooklistSearch } from '../../features/booklists/booklists-list.ts'

const lists = listRoute(booklistsList, (trpc, input) => trpc.booklists.list.queryOptions(input))

/** The course lists, or with `?list=` the open list, load with the page's chunk: one request either way. */
export const route = {
  loaderDeps: lists.loaderDeps,
  loader: (args: { context: RouterContext; deps: BooklistSearch }) => {
    const { context, deps } = args
    if (deps.list) void context.queryClient.prefetchQuery(context.trpc.booklists.get.queryOptions({ id: deps.list }))
    else lists.loader(args)
  },
}
