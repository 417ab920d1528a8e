import { sql, type Kysely } from 'kysely'
import type { z } from 'zod'
import {
  lowStockAt,
  type listStoreInput,
  type ProductForTitle,
  type ProductHistory,
  type StorePage,
  type StoreProductRow,
  type StoreSortColumn,
} from '../../../contracts/store.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import { historyOf } from '../../db/record-events-repo.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { productColumns, productRow, productSelection } from './product-record.ts'
import { matchingText, readPage } from '../../db/list-read.ts'

/** The list's input once parsed (defaults filled in). */
export type StoreQuery = z.output<typeof listStoreInput>

const sortColumn = {
  name: 'store_products.name',
  price: 'store_products.price_minor',
  stock: 'store_products.stock',
  updatedAt: 'store_products.updated_at',
} as const satisfies Record<StoreSortColumn, string>

/** The products the user may read (`read StoreProduct`, in SQL), never filtered after loading. */
export function readableProducts(db: Kysely<Database>, ability: AppAbility) {
  return db.selectFrom('store_products').where(accessibleBy(ability, 'read', 'StoreProduct', { columns: productColumns }))
}

/**
 * One page of readable products, searched (name, SKU or nbsi), filtered by
 * visibility and availability (stock: out at 0, low up to lowStockAt), sorted
 * by one column (name by default), then by id so pages are stable; with the
 * total and the store's currency.
 */
export async function listProducts(db: Kysely<Database>, ability: AppAbility, query: StoreQuery, storeCurrency: string): Promise<StorePage> {
  let filtered = readableProducts(db, ability)
  if (query.q) filtered = filtered.where(matchingText(query.q, ['store_products.name', 'store_products.sku', sql`coalesce(store_products.nbsi, '')`]))
  if (query.status) filtered = filtered.where('store_products.status', '=', query.status)
  if (query.stock === 'out') filtered = filtered.where('store_products.stock', '<=', 0)
  if (query.stock === 'low') filtered = filtered.where('store_products.stock', '>', 0).where('store_products.stock', '<=', lowStockAt)
  if (query.stock === 'in') filtered = filtered.where('store_products.stock', '>', lowStockAt)
  const direction = query.desc ? 'desc' : 'asc'
  const ordered = filtered
    .select(productSelection)
    .orderBy(sortColumn[query.sort ?? 'name'], direction)
    .orderBy('store_products.id')
  const { rows, total } = await readPage(filtered, ordered, query)
  return { rows: rows.map((row) => productRow(row, storeCurrency)), total, storeCurrency }
}

/** One readable product as the list shows it; undefined when missing or not readable (existence is not leaked). */
export async function findReadableProduct(db: Kysely<Database>, ability: AppAbility, id: string, storeCurrency: string): Promise<StoreProductRow | undefined> {
  const row = await readableProducts(db, ability).select(productSelection).where('store_products.id', '=', id).executeTakeFirst()
  return row ? productRow(row, storeCurrency) : undefined
}

/** One readable product with its history, oldest first; undefined when missing or not readable. */
export async function productHistory(db: Kysely<Database>, ability: AppAbility, id: string, storeCurrency: string): Promise<ProductHistory | undefined> {
  const product = await findReadableProduct(db, ability, id, storeCurrency)
  if (!product) return undefined
  return { product, events: await historyOf(db, ability, 'StoreProduct', id) }
}

/** The readable product that sells a catalogue title, if any (the title page's "In your store"). */
export async function productForTitle(db: Kysely<Database>, ability: AppAbility, nbsi: string, storeCurrency: string): Promise<ProductForTitle> {
  const row = await readableProducts(db, ability)
    .select(productSelection)
    .where('store_products.nbsi', '=', nbsi)
    .orderBy('store_products.id')
    .executeTakeFirst()
  return { product: row ? productRow(row, storeCurrency) : null, storeCurrency }
}
