// The cart and the orders' page load with the page's chunk: src/app/lists/list-route.ts.
import type { RouterContext } from '../../app/routing/router-context.ts'
import { ordersList, type PurchaseSearch } from '../../features/requests/purchase/purchase-list.ts'

export const route = {
  loaderDeps: ({ search }: { search: PurchaseSearch }) => search,
  loader: ({ context, deps }: { context: RouterContext; deps: PurchaseSearch }) => {
    void context.queryClient.prefetchQuery(context.trpc.orders.cart.queryOptions({}))
    void context.queryClient.prefetchQuery(context.trpc.orders.list.queryOptions(ordersList.read(deps).input))
  },
}
