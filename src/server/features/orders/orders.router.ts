import type { Kysely } from 'kysely'
import { describeLastChange } from '../../../contracts/record-history.ts'
import { cartInput, listOrdersInput, placeOrderInput, receiveOrderInput, type LeftOut, type OrderSummary, type PlacedOrder } from '../../../contracts/orders.ts'
import { lastChangeOf } from '../../db/record-events-repo.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { writerOf } from '../../trpc/record-write.ts'
import { succeeded } from '../../trpc/write-result.ts'
import { requestColumns } from '../requests/request-record.ts'
import { findReadableOrder, listCart, listOrders } from './orders-read.repo.ts'
import { placeOrder, receiveOrder } from './orders-write.repo.ts'
import { noSuchError } from '../../trpc/faults.ts'

/**
 * The purchase API (issue 28). Which procedure a user may call is in
 * policy/procedures.yaml; the record rules (read, purchase and receive
 * Request; read, place and receive Order) are asked of the user's ability:
 * as SQL for lists, on each loaded row for changes.
 */
export const ordersRouter = router({
  cart: protectedProcedure.input(cartInput).query(async ({ ctx, input }) => listCart(ctx.deps.db, ctx.ability(), input)),

  list: protectedProcedure.input(listOrdersInput).query(async ({ ctx, input }) => listOrders(ctx.deps.db, ctx.ability(), input)),

  place: protectedProcedure.input(placeOrderInput).mutation(async ({ ctx, input }): Promise<PlacedOrder> => {
    const order = await readableOrNotFound(ctx, succeeded(await placeOrder(writerOf(ctx), input)))
    // Said from the order itself, so a retry that answers the first attempt names the same requests.
    const inOrder = new Set(order.lines.map((line) => line.requestId))
    const missing = input.requests.map((request) => request.id).filter((id) => !inOrder.has(id))
    return { order, leftOut: await whyLeftOut(ctx.deps.db, ctx.ability(), missing) }
  }),

  receive: protectedProcedure
    .input(receiveOrderInput)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await receiveOrder(writerOf(ctx), input)))),
})

async function readableOrNotFound(ctx: SignedInContext, id: string): Promise<OrderSummary> {
  const found = await findReadableOrder(ctx.deps.db, ctx.ability(), id)
  if (!found) throw noSuchError('order')
  return found
}

/**
 * Each request left out of an order, by its title, with who moved it on and
 * when ("abe@… ordered it at …; it is now ordered"). Only a request the user
 * may read is described (the read rule, in SQL); any other id is said not to
 * exist, as the write path says it, so a forged id learns nothing.
 */
async function whyLeftOut(db: Kysely<Database>, ability: AppAbility, ids: readonly string[]): Promise<LeftOut[]> {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('requests')
    .innerJoin('titles', 'titles.nbsi', 'requests.nbsi')
    .where(accessibleBy(ability, 'read', 'Request', { columns: requestColumns }))
    .where('requests.id', 'in', [...ids])
    .select(['requests.id', 'requests.status', 'titles.title'])
    .execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return Promise.all(
    ids.map(async (id) => {
      const row = byId.get(id)
      if (!row) return { id, title: id, reason: 'There is no such request.' }
      const last = await lastChangeOf(db, 'Request', id)
      return { id, title: row.title, reason: last ? `${describeLastChange(last)}.` : `It is ${row.status}.` }
    }),
  )
}
