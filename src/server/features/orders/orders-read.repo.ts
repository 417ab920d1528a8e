import type { Kysely } from 'kysely'
import type { CartPage, CartRow, OrderLine, OrderSummary, OrdersPage } from '../../../contracts/orders.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { requestColumns, requestRecord } from '../requests/request-record.ts'
import { orderColumns, orderRecord } from './order-record.ts'
import { readPage } from '../../db/list-read.ts'

interface Paging {
  readonly page: number
  readonly pageSize: number
}

/**
 * The cart: approved purchase requests the user may read (the read rule, in
 * SQL), oldest first so the longest waiting are ordered first, each with its
 * title's list price. Each row carries its record, so the page asks the
 * purchase rule which of them this user may order.
 */
export async function listCart(db: Kysely<Database>, ability: AppAbility, paging: Paging): Promise<CartPage> {
  const waiting = db
    .selectFrom('requests')
    .where(accessibleBy(ability, 'read', 'Request', { columns: requestColumns }))
    .where('requests.kind', '=', 'purchase')
    .where('requests.status', '=', 'approved')
  const oldestFirst = waiting
    .innerJoin('users', 'users.id', 'requests.requester_id')
    .innerJoin('titles', 'titles.nbsi', 'requests.nbsi')
    .leftJoin('courses', 'courses.id', 'requests.course_id')
    .selectAll('requests')
    .select([
      'users.email as requester_email',
      'titles.title as title',
      'titles.price_minor as price_minor',
      'titles.currency as currency',
      'courses.code as course_code',
    ])
    .orderBy('requests.created_at', 'asc')
    .orderBy('requests.id', 'asc')
  const [{ rows, total }, last] = await Promise.all([
    readPage(waiting, oldestFirst, paging),
    readableOrders(db, ability).select('orders.supplier').orderBy('orders.placed_at', 'desc').orderBy('orders.id', 'desc').limit(1).executeTakeFirst(),
  ])
  const cart: CartRow[] = rows.map((row) => ({
    id: row.id,
    version: row.version,
    nbsi: row.nbsi,
    title: row.title,
    requesterEmail: row.requester_email,
    courseCode: row.course_code ?? null,
    quantity: row.quantity,
    unitPrice: { minor: row.price_minor, currency: row.currency },
    createdAt: row.created_at,
    record: requestRecord(row),
  }))
  return { rows: cart, total, lastSupplier: last?.supplier ?? null }
}

function readableOrders(db: Kysely<Database>, ability: AppAbility) {
  return db.selectFrom('orders').where(accessibleBy(ability, 'read', 'Order', { columns: orderColumns }))
}

/** One page of the orders the user may read (the read rule, in SQL), newest first, each with its lines. */
export async function listOrders(db: Kysely<Database>, ability: AppAbility, paging: Paging): Promise<OrdersPage> {
  const readable = readableOrders(db, ability)
  const { rows, total } = await readPage(readable, ordersWithPlacer(readable).orderBy('orders.placed_at', 'desc').orderBy('orders.id', 'desc'), paging)
  return { rows: await withLines(db, rows), total }
}

/** One order the user may read, with its lines; undefined when it does not exist or they may not read it. */
export async function findReadableOrder(db: Kysely<Database>, ability: AppAbility, id: string): Promise<OrderSummary | undefined> {
  const rows = await ordersWithPlacer(readableOrders(db, ability).where('orders.id', '=', id)).execute()
  return (await withLines(db, rows))[0]
}

function ordersWithPlacer(query: ReturnType<typeof readableOrders>) {
  // A left join: an order outlives its placer's account.
  return query.leftJoin('users', 'users.id', 'orders.placed_by').selectAll('orders').select('users.email as placed_by_email')
}

type OrderWithPlacer = Awaited<ReturnType<ReturnType<typeof ordersWithPlacer>['execute']>>[number]

/** The orders with their lines, in one query for the whole page. */
async function withLines(db: Kysely<Database>, orders: readonly OrderWithPlacer[]): Promise<OrderSummary[]> {
  if (orders.length === 0) return []
  const lines = await db
    .selectFrom('order_lines')
    .innerJoin('titles', 'titles.nbsi', 'order_lines.nbsi')
    .leftJoin('requests', 'requests.id', 'order_lines.request_id')
    .leftJoin('users', 'users.id', 'requests.requester_id')
    .where(
      'order_lines.order_id',
      'in',
      orders.map((order) => order.id),
    )
    .select([
      'order_lines.order_id',
      'order_lines.request_id',
      'order_lines.nbsi',
      'order_lines.quantity',
      'order_lines.unit_price_minor',
      'order_lines.currency',
      'titles.title',
      'users.email as requester_email',
      'requests.status as request_status',
    ])
    .orderBy('order_lines.id')
    .execute()
  const byOrder = new Map<string, OrderLine[]>()
  for (const line of lines) {
    const list = byOrder.get(line.order_id) ?? []
    list.push({
      requestId: line.request_id,
      nbsi: line.nbsi,
      title: line.title,
      quantity: line.quantity,
      unitPrice: { minor: line.unit_price_minor, currency: line.currency },
      requesterEmail: line.requester_email ?? null,
      requestStatus: line.request_status ?? null,
    })
    byOrder.set(line.order_id, list)
  }
  return orders.map((order) => ({
    id: order.id,
    supplier: order.supplier,
    status: order.status,
    placedAt: order.placed_at,
    updatedAt: order.updated_at,
    placedByEmail: order.placed_by_email ?? order.placed_by,
    total: { minor: order.total_minor, currency: order.currency },
    version: order.version,
    lines: byOrder.get(order.id) ?? [],
    record: orderRecord(order),
  }))
}
