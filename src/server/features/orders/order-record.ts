import type { ColumnMap } from '../../db/access/rules-to-sql.ts'
import { recordKind } from '../../trpc/record-kind.ts'
import type { OrderRow } from '../../db/schema.ts'
import type { OrderRecord } from '../../policy.ts'

export type { OrderRecord }

/**
 * An order as the policy's record rules read it (policy/resources/order.yaml):
 * the same field names in memory and, through `orderColumns`, in SQL.
 */
export const orderColumns: ColumnMap = {
  id: 'orders.id',
  institutionId: 'orders.institution_id',
  placedBy: 'orders.placed_by',
  status: 'orders.status',
}

export function orderRecord(row: Pick<OrderRow, 'id' | 'institution_id' | 'placed_by' | 'status'>): OrderRecord {
  return { id: row.id, institutionId: row.institution_id, placedBy: row.placed_by, status: row.status }
}

/** Orders as the write path reads them: placed, then received, each with its event on the order's own history. */
export const orderKind = recordKind({
  type: 'Order',
  table: 'orders',
  noun: 'order',
  createdColumn: 'placed_at',
  fields: async (_trx, row) => orderRecord(row),
})
