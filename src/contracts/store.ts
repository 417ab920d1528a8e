import { z } from 'zod'
import { listPage, listQuery } from './list-query.ts'
import { isCurrencyCode } from './currencies.ts'
import type { RecordEvent } from './record-history.ts'
import { changeNote, idempotencyKey, notedChange, recordChange } from './record-change.ts'
import { stockLevels, storeSortColumns, storeStatuses } from './store-names.ts'

/** The Store page: what the server accepts and answers, shared with the browser (and the page's URL). */

export * from './store-names.ts'

export const listStoreInput = listQuery({
  sortable: storeSortColumns,
  filters: {
    status: z.enum(storeStatuses, { message: 'Choose active (visible) or hidden.' }).optional(),
    stock: z.enum(stockLevels, { message: 'Choose in stock, low or out of stock.' }).optional(),
  },
})
export type ListStoreInput = z.input<typeof listStoreInput>

/** A price: a positive whole number of minor units (pence, cents), at most 10,000,000 of them. */
export const priceMinor = z
  .number({ message: 'Give the price as a number of minor units.' })
  .int('A price is a whole number of minor units (pence, cents).')
  .positive('A price is more than nothing.')
  .max(10_000_000, 'A price is at most 10,000,000 minor units (100,000.00).')

/** An ISO 4217 currency code (GBP, EUR, JPY); which of them a product accepts is its acceptedCurrencies. */
export const currencyCode = z.string().trim().toUpperCase().refine(isCurrencyCode, 'Give a currency by its ISO 4217 code, such as GBP or EUR.')

export const stockCount = z
  .number({ message: 'Give the stock as a number.' })
  .int('Stock is a whole number.')
  .min(0, 'Stock is not negative.')
  .max(1_000_000, 'Stock is at most 1,000,000.')

export const storeProductRow = z.object({
  id: z.string(),
  /** With nbsi, priceMinor, currency, status and stock: the record as policy/resources/store-product.yaml reads it, for the page's per-row rules. */
  institutionId: z.string(),
  /** The catalogue title sold; null for a supply. */
  nbsi: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  /** The currencies its price may be in: the store's own, and the one it is priced in now. */
  acceptedCurrencies: z.array(z.string()),
  stock: z.number().int(),
  status: z.enum(storeStatuses),
  updatedAt: z.string(),
  version: z.number().int(),
})
export type StoreProductRow = z.infer<typeof storeProductRow>

export const storePage = listPage(storeProductRow).extend({
  /** The store's own currency (from the institution's region): what new products are priced in. */
  storeCurrency: z.string(),
})
export type StorePage = z.infer<typeof storePage>

/** A product's price, currency and stock, all three as the form shows them, at the version the user saw; a note for the history. */
export const productEdit = recordChange.extend({ priceMinor, currency: currencyCode, stock: stockCount, note: changeNote.optional() })
export type ProductEdit = z.input<typeof productEdit>

/** Show a product to students (active) or hide it, at the version seen. */
export const visibilityChange = notedChange.extend({ status: z.enum(storeStatuses, { message: 'Choose active (visible) or hidden.' }) })
export type VisibilityChange = z.input<typeof visibilityChange>

const nbsi = z.string().trim().min(1, 'Give the title’s nbsi.').max(200)

/** A catalogue title into the store at a price (hidden until shown); the key makes a retried add create nothing twice. */
export const addToStore = z.object({ nbsi, priceMinor, currency: currencyCode, idempotencyKey })
export type AddToStore = z.input<typeof addToStore>

export const productHistoryInput = z.object({ id: z.string().trim().min(1).max(200) })
export const productForTitleInput = z.object({ nbsi })

/** The title page's answer: the product that sells the title (null when it is not in the store) and the store's currency. */
export interface ProductForTitle {
  readonly product: StoreProductRow | null
  readonly storeCurrency: string
}

/** One product with its history (record_events), oldest first. */
export interface ProductHistory {
  readonly product: StoreProductRow
  readonly events: RecordEvent[]
}
