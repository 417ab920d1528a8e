// Tables of src/server/db/schema.ts: requests with their event log, idempotency keys, orders.
import type { Generated } from 'kysely'
import type { Version } from './column-types.ts'

export const requestKinds = ['title', 'supply', 'purchase'] as const
export type RequestKind = (typeof requestKinds)[number]
export const requestStatuses = ['draft', 'pending', 'approved', 'rejected', 'ordered', 'fulfilled', 'cancelled'] as const
export type RequestStatus = (typeof requestStatuses)[number]

export interface RequestsTable {
  id: string
  institution_id: string
  requester_id: string
  kind: RequestKind
  status: RequestStatus
  nbsi: string
  course_id: string | null
  quantity: number
  note: string | null
  order_id: string | null
  created_at: string
  updated_at: string
  version: Version
}

/** A create retried with the same key answers the first result instead of creating again. */
export interface IdempotencyKeysTable {
  user_id: string
  key: string
  procedure: string
  result_id: string
  created_at: string
}

export const orderStatuses = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof orderStatuses)[number]

export interface OrdersTable {
  id: string
  institution_id: string
  placed_by: string
  supplier: string
  status: OrderStatus
  total_minor: number
  currency: string
  placed_at: string
  updated_at: string
  version: Version
}

export interface OrderLinesTable {
  id: Generated<number>
  order_id: string
  nbsi: string
  request_id: string | null
  quantity: number
  unit_price_minor: number
  currency: string
}
