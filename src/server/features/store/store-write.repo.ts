import { randomUUID } from 'node:crypto'
import type { FieldChange } from '../../../contracts/record-history.ts'
import { priceText } from '../../../contracts/currencies.ts'
import type { AddToStore, ProductEdit, VisibilityChange } from '../../../contracts/store.ts'
import { findTitle } from '../../db/titles-repo.ts'
import type { StoreProductRecord } from '../../policy.ts'
import type { RowOf } from '../../trpc/record-kind.ts'
import { changeRecord, createRecord, type Applied, type Writer } from '../../trpc/record-write.ts'
import { failure, type WriteFailure, type WriteResult } from '../../trpc/write-result.ts'
import { unknownTitle } from '../../trpc/faults.ts'
import { acceptedCurrencies, productKind } from './product-record.ts'

/**
 * Changes a product's price, currency and stock, at the version the user saw.
 * The currency must be one the product accepts (the store's, or the one it is
 * priced in now); a change that changes nothing is refused, so the history
 * holds only real changes. The event names each field from and to, the price
 * as "12.99 GBP", the same for every reader.
 */
export async function updateProduct(writer: Writer, input: ProductEdit, storeCurrency: string): Promise<WriteResult> {
  return editProduct(writer, input, async (row) => {
    const accepted = acceptedCurrencies(storeCurrency, row.currency)
    if (!accepted.includes(input.currency)) return failure('BAD_REQUEST', `This product is priced in ${accepted.join(' or ')}, not ${input.currency}.`)
    const changes: Record<string, FieldChange> = {}
    if (input.priceMinor !== row.price_minor || input.currency !== row.currency) {
      changes['price'] = { from: priceText(row.price_minor, row.currency), to: priceText(input.priceMinor, input.currency) }
    }
    if (input.stock !== row.stock) changes['stock'] = { from: row.stock, to: input.stock }
    if (Object.keys(changes).length === 0) return failure('BAD_REQUEST', 'Nothing changed: the price, currency and stock are as they were.')
    return {
      write: { price_minor: input.priceMinor, currency: input.currency, stock: input.stock },
      events: [{ action: 'edit', from: null, to: null, note: input.note ?? null, changes }],
    }
  })
}

/** Shows a product to students (active) or hides it; one already so is refused with the reason, as a row of a bulk change. */
export async function setVisibility(writer: Writer, input: VisibilityChange): Promise<WriteResult> {
  return editProduct(writer, input, async (row) => {
    if (row.status === input.status)
      return failure('BAD_REQUEST', input.status === 'hidden' ? 'This product is already hidden.' : 'This product is already visible.')
    return {
      write: { status: input.status },
      events: [{ action: input.status === 'hidden' ? 'hide' : 'publish', from: row.status, to: input.status, note: input.note ?? null }],
    }
  })
}

/**
 * Adds a catalogue title to the store at a price in the store's currency,
 * hidden until someone shows it (so it can be checked first) and with no
 * stock. A title is in a store once: adding it again is a CONFLICT naming it.
 */
export async function addToStore(writer: Writer, input: AddToStore, storeCurrency: string): Promise<WriteResult> {
  const { actor } = writer
  return createRecord(writer, {
    kind: productKind,
    action: 'create',
    verb: 'add',
    noun: 'title to the store',
    idempotency: { key: input.idempotencyKey, procedure: 'store.add' },
    async prepare(trx) {
      const title = await findTitle(trx, input.nbsi)
      if (!title) return unknownTitle(input.nbsi)
      if (input.currency !== storeCurrency) return failure('BAD_REQUEST', `Your store sells in ${storeCurrency}, not ${input.currency}.`)
      const record: StoreProductRecord = {
        id: `prod-${randomUUID()}`,
        institutionId: actor.institutionId,
        nbsi: title.nbsi,
        priceMinor: input.priceMinor,
        currency: input.currency,
        status: 'hidden',
        stock: 0,
      }
      return {
        fields: record,
        row: {
          id: record.id,
          institution_id: record.institutionId,
          nbsi: record.nbsi,
          sku: `BK-${title.nbsi}`,
          name: title.title,
          price_minor: record.priceMinor,
          currency: record.currency,
          stock: 0,
          status: 'hidden',
        },
        events: [{ action: 'addToStore', from: null, to: 'hidden', changes: { price: { from: null, to: priceText(record.priceMinor, record.currency) } } }],
        before: async (db) => {
          const existing = await db
            .selectFrom('store_products')
            .select(['name', 'sku'])
            .where('institution_id', '=', actor.institutionId)
            .where((eb) => eb.or([eb('nbsi', '=', title.nbsi), eb('sku', '=', `BK-${title.nbsi}`)]))
            .executeTakeFirst()
          return existing ? failure('CONFLICT', `"${existing.name}" is already in your store (SKU ${existing.sku}).`) : undefined
        },
      }
    },
  })
}

/** A change of a product at the version the user saw, through its edit rule: price, stock and visibility alike. */
function editProduct(
  writer: Writer,
  input: { readonly id: string; readonly version: number },
  apply: (row: RowOf<'store_products'>) => Promise<Applied | WriteFailure>,
): Promise<WriteResult> {
  return changeRecord(writer, { kind: productKind, id: input.id, version: input.version, action: 'edit', apply: (_trx, row) => apply(row) })
}
