import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { orderedNote, receivedNote } from '../../../contracts/order-notes.ts'
import type { Database } from '../../db/schema.ts'
import { changeTogether, type Writer } from '../../trpc/record-write.ts'
import { failure, type WriteResult } from '../../trpc/write-result.ts'
import { requestKind } from '../requests/request-record.ts'
import { orderKind, orderRecord } from './order-record.ts'

export interface NewOrder {
  readonly requests: readonly { readonly id: string; readonly version: number }[]
  readonly supplier: string
  readonly idempotencyKey: string
}

/**
 * Places one order in one transaction: the order, then each chosen request
 * moved to ordered through the write path (the purchase rule on its row, the
 * version the user saw, its own event), then a line per request ordered at
 * its title's list price and the order's total. A request someone ordered or
 * cancelled meanwhile is left out (the router names it); when none is left,
 * nothing is written. The key makes a retry answer the first order.
 */
export async function placeOrder(writer: Writer, input: NewOrder): Promise<WriteResult> {
  const { actor, now } = writer
  return changeTogether(writer, { key: input.idempotencyKey, procedure: 'orders.place' }, async ({ trx, create, change, write }) => {
    const prices = await pricesOf(
      trx,
      actor.institutionId,
      input.requests.map((request) => request.id),
    )
    const placed = await create({
      kind: orderKind,
      action: 'place',
      refusal: 'Placing an order needs the cart:purchase permission.',
      async prepare() {
        const currencies = [...new Set([...prices.values()].map((price) => price.currency))].sort()
        const order = orderRecord({ id: `ord-${randomUUID()}`, institution_id: actor.institutionId, placed_by: actor.id, status: 'placed' })
        return {
          fields: order,
          row: {
            id: order.id,
            institution_id: order.institutionId,
            placed_by: order.placedBy,
            supplier: input.supplier,
            status: order.status,
            total_minor: 0,
            currency: currencies[0] ?? '',
          },
          events: [{ action: 'place', from: null, to: 'placed', note: orderedNote(input.supplier, now) }],
          // Once the place rule passed: who may not place an order learns nothing of the requests.
          async before() {
            if (currencies.length > 1)
              return failure(
                'BAD_REQUEST',
                `An order is in one currency, and these requests are priced in ${currencies.join(' and ')}: place one order for each currency.`,
              )
            // None of the chosen is the institution's: each would be refused as not existing.
            if (currencies.length === 0) return failure('CONFLICT', 'Nothing was ordered: There is no such request.')
            return undefined
          },
        }
      },
    })
    if (!placed.ok) return placed
    const orderId = placed.id

    const ordered: string[] = []
    const refusals: string[] = []
    for (const chosen of input.requests) {
      const result = await change({
        kind: requestKind,
        id: chosen.id,
        version: chosen.version,
        action: 'purchase',
        apply: async () => ({
          write: { status: 'ordered', order_id: orderId },
          events: [{ action: 'order', to: 'ordered', note: orderedNote(input.supplier, now) }],
        }),
      })
      if (result.ok) ordered.push(chosen.id)
      else refusals.push(result.message)
    }
    if (ordered.length === 0) return failure('CONFLICT', `Nothing was ordered: ${refusals.join(' ')}`)

    let total = 0
    for (const id of ordered) {
      const price = prices.get(id)
      if (!price) continue
      total += price.minor * price.quantity
      await write({
        insert: 'order_lines',
        stamp: false,
        row: { order_id: orderId, nbsi: price.nbsi, request_id: id, quantity: price.quantity, unit_price_minor: price.minor, currency: price.currency },
      })
    }
    // The order was made in this transaction: its total is part of its creation, not a change of it.
    await write({ update: 'orders', where: ['id', orderId], set: { total_minor: total } })
    return { ok: true, id: orderId }
  })
}

interface Price {
  readonly nbsi: string
  readonly quantity: number
  readonly minor: number
  readonly currency: string
}

/** Each of the institution's requests with its title's list price (the price the order is placed at); another institution's is not asked. */
async function pricesOf(trx: Kysely<Database>, institutionId: string, ids: readonly string[]): Promise<Map<string, Price>> {
  const rows = await trx
    .selectFrom('requests')
    .innerJoin('titles', 'titles.nbsi', 'requests.nbsi')
    .select(['requests.id', 'requests.nbsi', 'requests.quantity', 'titles.price_minor', 'titles.currency'])
    .where('requests.id', 'in', ids)
    .where('requests.institution_id', '=', institutionId)
    .execute()
  return new Map(rows.map((row) => [row.id, { nbsi: row.nbsi, quantity: row.quantity, minor: row.price_minor, currency: row.currency }]))
}

export interface Receipt {
  readonly id: string
  readonly version: number
  readonly note?: string | undefined
}

/**
 * Marks an order received through the write path: the receive rule on the
 * order and the version the user saw (of two receipts one goes on, and the
 * other's CONFLICT names who received it), its event, then each of its
 * ordered requests to fulfilled with its own event. A request that may not
 * be received refuses the whole receipt.
 */
export async function receiveOrder(writer: Writer, input: Receipt): Promise<WriteResult> {
  return changeTogether(writer, undefined, async ({ trx, change }) => {
    let note = input.note ?? ''
    const received = await change({
      kind: orderKind,
      id: input.id,
      version: input.version,
      action: 'receive',
      async apply(_trx, order) {
        note = input.note ?? receivedNote(order.supplier, order.placed_at)
        return { write: { status: 'delivered' }, events: [{ action: 'receive', to: 'delivered', note }] }
      },
    })
    if (!received.ok) return received
    const requests = await trx
      .selectFrom('requests')
      .select(['id', 'version'])
      .where('order_id', '=', input.id)
      .where('status', '=', 'ordered')
      .orderBy('id')
      .execute()
    for (const request of requests) {
      const result = await change({
        kind: requestKind,
        id: request.id,
        version: request.version,
        action: 'receive',
        apply: async () => ({ write: { status: 'fulfilled' }, events: [{ action: 'receive', to: 'fulfilled', note }] }),
      })
      if (!result.ok) return result
    }
    return { ok: true, id: input.id }
  })
}
