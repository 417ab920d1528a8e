import { positionOnly, type ListDefinition, type ListSearch } from '../../../app/lists/list-reading.ts'
import type { ListOrdersInput } from '../../../contracts/orders.ts'

/** The URL of /requests/purchase (routes.yaml `search:`): the orders list's page, and the request whose history is open. */
export interface PurchaseSearch extends ListSearch {
  readonly request?: string
}

/** How the purchase page reads its URL; loader and page share it (no zod: the loader is in the first load). */
export const ordersList: ListDefinition<PurchaseSearch, ListOrdersInput> = positionOnly
