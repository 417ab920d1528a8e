import { searchableList, type ListDefinition, type ListSearch } from '../../app/lists/list-reading.ts'
import { stockLevels, storeSortColumns, storeStatuses } from '../../contracts/store-names.ts'
import type { ListStoreInput } from '../../contracts/store.ts'

/** The Store page's URL (routes.yaml `search:` of /store). */
export interface StoreSearch extends ListSearch {
  /** A status of policy/resources/store-product.yaml: active (visible) or hidden. */
  readonly status?: string
  /** Availability: in, low or out of stock. */
  readonly stock?: string
  /** The product whose history is open over the list (a link to it opens it). */
  readonly product?: string
}

/** How /store reads its URL; loader and page share it (no zod: the loader is in the first load). */
export const storeList: ListDefinition<StoreSearch, ListStoreInput> = searchableList(storeSortColumns, 'column products sort by', (search, check) => ({
  status: check.oneOf('status', search.status, storeStatuses, 'visibility'),
  stock: check.oneOf('stock', search.stock, stockLevels, 'availability'),
}))
