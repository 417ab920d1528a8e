// The cart and the orders' page load with the page's chunk: src/app/lists/list-route.ts.
import { listRoute } from '../../app/lists/list-route.ts'
import type { RouterContext } from '../../app/routing/router-context.ts'
import { ordersList, type PurchaseSearch } from '../../features/requests/purchase/purchase-list.ts'

const orders = listRoute(ordersList, (trpc, input) => trpc.orders.list.queryOptions(input))

/** The orders' page as every list reads it (ordersList), and the cart beside it, which has no position of its own. */
export const route = {
  loaderDeps: orders.loaderDeps,
  loader: (args: { context: RouterContext; deps: PurchaseSearch }) => {
    void args.context.queryClient.prefetchQuery(args.context.trpc.orders.cart.queryOptions({}))
    orders.loader(args)
  },
}
