import { listRoute } from '../../app/lists/list-route.ts'
import type { RouterContext } from '../../app/routing/router-context.ts'
import type { CatalogueSearchParams } from './catalogue-list.ts'

// The URL's reading (its filters, sorts and limits) is a small chunk of its own, loaded beside the page's
// (as lazyListRoute does), so it does not weigh on every page's first load.
const load = () => import('./catalogue-list.ts')

/**
 * The route options of /search and /catalog-search (their route.ts export it):
 * the results request starts with the page's chunk, when there is something
 * to search for.
 */
export const searchRoute = {
  loaderDeps: ({ search }: { search: CatalogueSearchParams }) => search,
  loader: async (args: { context: RouterContext; deps: CatalogueSearchParams }) => {
    const { catalogueList, isSearchable } = await load()
    if (isSearchable(catalogueList.read(args.deps).input)) listRoute(catalogueList, (trpc, input) => trpc.catalogue.search.queryOptions(input)).loader(args)
  },
  // The page's chunk waits for the same small chunk, then for the results' request to leave (pageChunk).
  chunkAfter: load,
}
