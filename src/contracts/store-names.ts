// The store list's closed lists, without zod: the Store route's loader imports them into the first load.
export const storeSortColumns = ['name', 'price', 'stock', 'updatedAt'] as const
export type StoreSortColumn = (typeof storeSortColumns)[number]

/** A product's visibility, as policy/resources/store-product.yaml names it: active is shown to students, hidden is not. */
export const storeStatuses = ['active', 'hidden'] as const
export type StoreStatus = (typeof storeStatuses)[number]

/** Availability from the stock count: out at 0, low up to `lowStockAt`, in beyond. */
export const stockLevels = ['in', 'low', 'out'] as const
export type StockLevel = (typeof stockLevels)[number]
export const lowStockAt = 5

export function stockLevelOf(stock: number): StockLevel {
  return stock <= 0 ? 'out' : stock <= lowStockAt ? 'low' : 'in'
}
