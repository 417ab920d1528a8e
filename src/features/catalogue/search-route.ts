import { listRoute } from '../../app/lists/list-route.ts'
import type { RouterContext } from '../../app/routing/router-context.ts'
import { catalogueList, isSearchable, type CatalogueSearchParams } from './catalogue-list.ts'

const list = listRoute(catalogueList, (trpc, input) => trpc.catalogue.search.queryOptions(input))

/**
 * The route options of /search and /catalog-search (their route.ts export it):
 * the results request starts with the page's chunk, when there is something
 * to search for.
 */
export const searchRoute = {
  loaderDeps: list.loaderDeps,
  loader: (args: { context: RouterContext; deps: CatalogueSearchParams }) => {
    if (isSearchable(catalogueList.read(args.deps).input)) list.loader(args)
  },
}
