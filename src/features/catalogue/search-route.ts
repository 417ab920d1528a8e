import type { RouterContext } from '../../app/routing/router-context.ts'
import { isSearchable, toSearchInput, type CatalogueSearchParams } from './search-params.ts'

/**
 * The route options of /search and /catalog-search (their route.ts export it):
 * the results request starts with the page's chunk. Not awaited on purpose:
 * typing changes `q` in the URL, and awaiting would swap the page for the
 * pending screen on every debounced keystroke; the page keeps the previous
 * results on screen while the new ones load.
 */
export const searchRoute = {
  loaderDeps: ({ search }: { search: CatalogueSearchParams }) => search,
  loader: ({ context, deps }: { context: RouterContext; deps: CatalogueSearchParams }) => {
    const input = toSearchInput(deps)
    if (isSearchable(input)) void context.queryClient.prefetchQuery(context.trpc.catalogue.search.queryOptions(input))
  },
}
