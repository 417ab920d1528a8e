import { randomUUID } from 'node:crypto'
import { subject } from '@casl/ability'
import type { Kysely } from 'kysely'
import { orderedNote, receivedNote } from '../../../contracts/order-notes.ts'
import type { Database } from '../../db/schema.ts'
import { changeTogether, refusal, type Writer } from '../../trpc/record-write.ts'
import { failure, type WriteResult } from '../../trpc/write-result.ts'
import { requestKind } from '../requests/requests-write.repo.ts'
import { orderRecord } from './order-record.ts'

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
  return changeTogether(writer, { key: input.idempotencyKey, procedure: 'orders.place' }, async ({ trx, change, write }) => {
    const order = orderRecord({ id: `ord-${randomUUID()}`, institution_id: actor.institutionId, placed_by: actor.id, status: 'placed' })
    if (!actor.ability.can('place', subject('Order', { ...order }))) return failure('FORBIDDEN', 'Placing an order needs the cart:purchase permission.')
    const prices = await pricesOf(trx, actor.institutionId, input.requests.map((request) => request.id))
    const currencies = [...new Set([...prices.values()].map((price) => price.currency))].sort()
    if (currencies.length > 1) return failure('BAD_REQUEST', `An order is in one currency, and these requests are priced in ${currencies.join(' and ')}: place one order for each currency.`)
    const currency = currencies[0]
    // None of the chosen is the institution's: each would be refused as not existing.
    if (currency === undefined) return failure('CONFLICT', 'Nothing was ordered: There is no such request.')
    await write({ insert: 'orders', stamp: false, row: { id: order.id, institution_id: order.institutionId, placed_by: order.placedBy, supplier: input.supplier, status: order.status, total_minor: 0, currency, placed_at: now, updated_at: now, version: 1 } })

    const ordered: string[] = []
    const refusals: string[] = []
    for (const chosen of input.requests) {
      const result = await change({
        kind: requestKind,
        id: chosen.id,
        version: chosen.version,
        action: 'purchase',
        apply: async () => ({ write: { status: 'ordered', order_id: order.id }, events: [{ action: 'order', to: 'ordered', note: orderedNote(input.supplier, now) }] }),
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
      await write({ insert: 'order_lines', stamp: false, row: { order_id: order.id, nbsi: price.nbsi, request_id: id, quantity: price.quantity, unit_price_minor: price.minor, currency: price.currency } })
    }
    await write({ update: 'orders', where: ['id', order.id], set: { total_minor: total } })
    return { ok: true, id: order.id }
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
 * Marks an order received: the receive rule on the order, the version the
 * user saw (taken first, so of two receipts one goes on), then each of its
 * ordered requests to fulfilled through the write path with its own event.
 * A request that may not be received refuses the whole receipt.
 */
export async function receiveOrder(writer: Writer, input: Receipt): Promise<WriteResult> {
  const { actor } = writer
  return changeTogether(writer, undefined, async ({ trx, change, write }) => {
    const row = await trx.selectFrom('orders').selectAll().where('id', '=', input.id).executeTakeFirst()
    const order = row && orderRecord(row)
    const can = (action: 'read' | 'receive') => order !== undefined && actor.ability.can(action, subject('Order', { ...order }))
    if (!row || !(can('read') || can('receive'))) return failure('NOT_FOUND', 'There is no such order.')
    if (row.version !== input.version) return orderMoved(row)
    if (!can('receive')) return failure('FORBIDDEN', refusal(actor, 'receive', 'Order', order!, { noun: 'order' }))
    const taken = await write({ update: 'orders', where: ['id', row.id], set: { status: 'delivered' }, moveVersion: true, ifVersion: input.version })
    // Another receipt took the order between our read and our write: it won.
    if (taken !== 1) return orderMoved((await trx.selectFrom('orders').selectAll().where('id', '=', row.id).executeTakeFirst()) ?? row)

    const requests = await trx.selectFrom('requests').select(['id', 'version']).where('order_id', '=', row.id).where('status', '=', 'ordered').orderBy('id').execute()
    for (const request of requests) {
      const result = await change({
        kind: requestKind,
        id: request.id,
        version: request.version,
        action: 'receive',
        apply: async () => ({ write: { status: 'fulfilled' }, events: [{ action: 'receive', to: 'fulfilled', note: input.note ?? receivedNote(row.supplier, row.placed_at) }] }),
      })
      if (!result.ok) return result
    }
    return { ok: true, id: row.id }
  })
}

function orderMoved(row: { readonly status: string; readonly updated_at: string }) {
  return failure('CONFLICT', `This order changed after you loaded it: it is now ${row.status} (changed at ${row.updated_at}). Reload to see the latest version.`)
}
