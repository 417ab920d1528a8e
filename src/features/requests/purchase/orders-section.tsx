import { subject } from '@casl/ability'
import { createColumnHelper } from '@tanstack/react-table'
import { useId, useMemo, useState } from 'react'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { useAppMutation } from '../../../app/api/use-app-mutation.ts'
import { formatMoney } from '../../../app/format/money.ts'
import { RecordStatus } from '../../../app/format/record-status.tsx'
import { ListTable } from '../../../app/lists/list-table.tsx'
import { useListQuery } from '../../../app/lists/use-list-query.ts'
import type { ListState } from '../../../app/lists/use-list-state.ts'
import { ActionButton } from '../../../components/ui/action-button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { validateWith } from '../../../components/ui/field-errors.ts'
import { NoteDialog } from '../../../components/ui/note-dialog.tsx'
import { receiveOrderInput, type ListOrdersInput, type OrderLine, type OrderSummary } from '../../../contracts/orders.ts'
import type { PurchaseSearch } from './purchase-list.ts'
import { formatDay, isoDay } from '../../../contracts/dates.ts'
import { countOf } from '../../../app/format/count.ts'
import { Button } from '../../../components/ui/button.tsx'

const column = createColumnHelper<OrderSummary>()

/** "Blackwell, 25 Nov 2026, 3 requests": an order named in buttons and dialogs. */
export function orderLabel(order: Pick<OrderSummary, 'supplier' | 'placedAt' | 'lines'>): string {
  const count = order.lines.length
  return `the order with ${order.supplier} of ${formatDay(order.placedAt)}, ${countOf(count, 'request')}`
}

interface OrderActions {
  readonly receive: (order: OrderSummary) => void
  readonly history: (requestId: string) => void
  readonly pendingFor: string | undefined
}

function orderColumns(actions: OrderActions) {
  return [
    column.accessor((order) => isoDay(order.placedAt), { id: 'placed', header: 'Placed on', cell: (info) => formatDay(info.getValue()) }),
    column.accessor('supplier', { header: 'Supplier' }),
    column.accessor('placedByEmail', { header: 'Placed by' }),
    column.display({ id: 'requests', header: 'Requests', cell: (info) => <OrderLines lines={info.row.original.lines} history={actions.history} /> }),
    column.accessor((order) => formatMoney(order.total), { id: 'total', header: 'Total' }),
    column.accessor('status', { header: 'Status', cell: (info) => <RecordStatus type="Order" status={info.getValue()} /> }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => {
        const order = info.row.original
        return (
          <ActionButton
            can={{ I: 'receive', this: subject('Order', { ...order.record }) }}
            pending={actions.pendingFor === order.id}
            onClick={() => actions.receive(order)}
            aria-label={`Mark ${orderLabel(order)} received`}
          >
            Mark received…
          </ActionButton>
        )
      },
    }),
  ]
}

/** The requests of an order: title, quantity and unit price, whose request, its state, and its history. */
function OrderLines({ lines, history }: { lines: readonly OrderLine[]; history: (requestId: string) => void }) {
  return (
    <ul className="order-lines">
      {lines.map(({ requestId, requestStatus, ...line }, index) => (
        <li key={requestId ?? `${line.nbsi}-${index}`}>
          <span>
            {line.title} × {line.quantity} at {formatMoney(line.unitPrice)}
            {line.requesterEmail ? ` for ${line.requesterEmail}` : ''}
          </span>{' '}
          {requestStatus ? <RecordStatus type="Request" status={requestStatus} /> : null}{' '}
          {requestId ? (
            <Button variant="link" onClick={() => history(requestId)} aria-label={`History of ${line.title} × ${line.quantity}`}>
              History
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * The orders the user may read, newest first, with their requests and
 * totals; Mark received where the policy's receive Order rule allows it.
 */
export function OrdersSection({ list, onHistory }: { list: ListState<PurchaseSearch, ListOrdersInput>; onHistory: (id: string) => void }) {
  const trpc = useTRPC()
  const headingId = useId()
  // The orders list has no filter that could be invalid (positionOnly): its page is always asked.
  const { query: orders, positionProps } = useListQuery(list, (trpc, input) => trpc.orders.list.queryOptions(input))
  const [receiving, setReceiving] = useState<OrderSummary | undefined>()
  const receive = useAppMutation(trpc.orders.receive.mutationOptions(), {
    invalidates: () => [trpc.orders.pathFilter(), trpc.requests.pathFilter()],
    success: (order) => `Marked received: ${orderLabel(order)}`,
    refreshOnConflict: true,
  })
  const pendingFor = receive.isPending ? receive.variables?.id : undefined
  const columns = useMemo(
    () => orderColumns({ receive: (order) => setReceiving(order), history: onHistory, pendingFor }),
    [onHistory, pendingFor, setReceiving],
  )
  return (
    <section aria-labelledby={headingId} className="purchase-section">
      <h2 id={headingId}>Orders</h2>
      <ListTable<OrderSummary>
        query={orders}
        live={{ type: 'Order', label: orderLabel }}
        what="The orders"
        count={(total) => (total === 0 ? '' : countOf(total, 'order'))}
        caption="Orders"
        columns={columns}
        {...positionProps}
        emptyState={<EmptyState title="No orders yet">Orders placed from approved purchase requests appear here, newest first.</EmptyState>}
      />
      <NoteDialog
        key={receiving?.id ?? 'closed'}
        open={receiving !== undefined}
        onClose={() => setReceiving(undefined)}
        title="Mark this order received?"
        description={receiving ? `Every request of ${orderLabel(receiving)} moves to fulfilled.` : ''}
        label="Note (optional)"
        help="Kept in each request’s history; at most 2,000 characters."
        confirm="Mark received"
        pending={receive.isPending}
        check={(note) => validateWith(receiveOrderInput, { id: receiving?.id, version: receiving?.version, note: note.trim() === '' ? undefined : note })}
        onConfirm={(change) => receive.mutate(change, { onSettled: () => setReceiving(undefined) })}
      />
    </section>
  )
}
