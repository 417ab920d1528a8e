import { z } from 'zod'
import type { OrderRecord, RequestRecord } from '../generated/records.gen.ts'
import type { RequestStatus } from './request-names.ts'
import type { pageSizes } from './list-names.ts'
import { pagePosition } from './list-query.ts'
import { idempotencyKey, notedChange, recordChange } from './record-change.ts'

/**
 * The purchase API (issue 28): the approved purchase requests to order (the
 * cart), orders placed from them, and an order received. Shared with the
 * browser so its form validates with the schema the server enforces.
 */

export type OrderStatus = OrderRecord['status']

/** An amount in integer minor units of its currency (4599 GBP is £45.99). */
export interface Money {
  readonly minor: number
  readonly currency: string
}

/** The most requests one order holds: a longer cart is ordered in parts. */
export const maxOrderRequests = 200

/** The cart shows the longest-waiting approved requests first, this many at a time unless asked otherwise. */
export const cartPageSize = 100 satisfies (typeof pageSizes)[number]
export const cartInput = z.object({ ...pagePosition, pageSize: pagePosition.pageSize.removeDefault().default(cartPageSize) })
export type CartInput = z.input<typeof cartInput>

export const listOrdersInput = z.object(pagePosition)
export type ListOrdersInput = z.input<typeof listOrdersInput>

export const supplierName = z.string().trim().min(1, 'Name the supplier.').max(120, 'A supplier name has at most 120 characters.')

/**
 * Place one order: each chosen request with the version the user saw, so one
 * ordered or cancelled meanwhile is left out rather than ordered twice, and
 * one key per attempt, so a retry (double click, network error) places one order.
 */
export const placeOrderInput = z.object({
  requests: z
    .array(recordChange)
    .min(1, 'Choose at least one request to order.')
    .max(maxOrderRequests, `An order holds at most ${maxOrderRequests} requests.`)
    .refine((chosen) => new Set(chosen.map((request) => request.id)).size === chosen.length, 'A request is chosen once.'),
  supplier: supplierName,
  idempotencyKey,
})
export type PlaceOrderInput = z.input<typeof placeOrderInput>

/** Mark an order received: the version the user saw, and an optional note for each request's history. */
export const receiveOrderInput = notedChange
export type ReceiveOrderInput = z.input<typeof receiveOrderInput>

/** An approved purchase request with its title's list price. */
export interface CartRow {
  readonly id: string
  readonly version: number
  readonly nbsi: string
  readonly title: string
  readonly requesterEmail: string
  readonly courseCode: string | null
  readonly quantity: number
  readonly unitPrice: Money
  readonly createdAt: string
  /** As the record rules read it: `purchase` says whether this user may order it. */
  readonly record: RequestRecord
}

export interface CartPage {
  readonly rows: readonly CartRow[]
  readonly total: number
  /** The supplier of the institution's latest order, to start the next one with. */
  readonly lastSupplier: string | null
}

export interface OrderLine {
  readonly requestId: string | null
  readonly nbsi: string
  readonly title: string
  readonly quantity: number
  readonly unitPrice: Money
  readonly requesterEmail: string | null
  readonly requestStatus: RequestStatus | null
}

export interface OrderSummary {
  readonly id: string
  readonly supplier: string
  readonly status: OrderStatus
  readonly placedAt: string
  readonly updatedAt: string
  readonly placedByEmail: string
  readonly total: Money
  readonly version: number
  readonly lines: readonly OrderLine[]
  /** As the record rules read it: `receive` says whether this user may mark it received. */
  readonly record: OrderRecord
}

export interface OrdersPage {
  readonly rows: readonly OrderSummary[]
  readonly total: number
}

/** A chosen request that was not ordered, by name, and why (someone ordered or cancelled it meanwhile). */
export interface LeftOut {
  readonly id: string
  readonly title: string
  readonly reason: string
}

export interface PlacedOrder {
  readonly order: OrderSummary
  readonly leftOut: readonly LeftOut[]
}
