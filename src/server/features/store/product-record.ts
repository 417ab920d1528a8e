import type { StoreProductRow } from '../../../contracts/store.ts'
import type { ColumnMap } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { StoreProductRecord } from '../../policy.ts'
import { recordKind } from '../../trpc/record-kind.ts'

type StoredProduct = Database['store_products']

/** The StoreProduct record fields of policy/resources/store-product.yaml, as SQL: the list's read rule runs on these. */
export const productColumns: ColumnMap = {
  id: 'store_products.id',
  institutionId: 'store_products.institution_id',
  nbsi: 'store_products.nbsi',
  priceMinor: 'store_products.price_minor',
  currency: 'store_products.currency',
  status: 'store_products.status',
  stock: 'store_products.stock',
}

/** What the list and the write path read of a product. */
export const productSelection = [
  'store_products.id',
  'store_products.institution_id',
  'store_products.nbsi',
  'store_products.sku',
  'store_products.name',
  'store_products.price_minor',
  'store_products.currency',
  'store_products.stock',
  'store_products.status',
  'store_products.updated_at',
  'store_products.version',
] as const

type SelectedProduct = Pick<StoredProduct, 'id' | 'institution_id' | 'nbsi' | 'sku' | 'name' | 'price_minor' | 'currency' | 'stock' | 'status'> & {
  updated_at: string
  version: number
}

/** The product as the policy's rules read it. */
export function productRecord(
  row: Pick<StoredProduct, 'id' | 'institution_id' | 'nbsi' | 'price_minor' | 'currency' | 'status' | 'stock'>,
): StoreProductRecord {
  return {
    id: row.id,
    institutionId: row.institution_id,
    nbsi: row.nbsi,
    priceMinor: row.price_minor,
    currency: row.currency,
    status: row.status,
    stock: row.stock,
  }
}

/**
 * The currencies a product's price may be in: the store's own (what it
 * trades in), and the one it is priced in now, so a product imported in
 * another currency can keep it until someone reprices it.
 */
export function acceptedCurrencies(storeCurrency: string, current: string): string[] {
  return current === storeCurrency ? [storeCurrency] : [storeCurrency, current]
}

export function productRow(row: SelectedProduct, storeCurrency: string): StoreProductRow {
  return {
    id: row.id,
    institutionId: row.institution_id,
    nbsi: row.nbsi,
    sku: row.sku,
    name: row.name,
    priceMinor: row.price_minor,
    currency: row.currency,
    acceptedCurrencies: acceptedCurrencies(storeCurrency, row.currency),
    stock: row.stock,
    status: row.status,
    updatedAt: row.updated_at,
    version: row.version,
  }
}

/** Store products as the write path reads them; their status is their visibility. */
export const productKind = recordKind({
  type: 'StoreProduct',
  table: 'store_products',
  noun: 'product',
  fields: async (_trx, row) => productRecord(row),
})
