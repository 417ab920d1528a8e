import { useQuery } from '@tanstack/react-query'
import { useLiveRows } from '../../../app/live/use-live-rows.ts'
import { LiveAnnouncer, LiveStatus } from '../../../components/ui/live-announcer.tsx'
import type { RowSelectionState } from '@tanstack/react-table'
import { createColumnHelper } from '@tanstack/react-table'
import { useId, useMemo, useState } from 'react'
import { describeError } from '../../../app/api/describe-error.ts'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { formatMoney } from '../../../app/format/money.ts'
import { useAppAbility } from '../../../app/policy-view/policy-ability.tsx'
import { QueryErrorState } from '../../../app/ui/query-error-state.tsx'
import { TitleLink } from '../../../app/ui/record-links.tsx'
import { BulkActionBar } from '../../../components/ui/data-table/bulk-action-bar.tsx'
import { DataTable } from '../../../components/ui/data-table/data-table.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { cartPageSize, type CartRow } from '../../../contracts/orders.ts'
import { PlaceOrderForm } from './place-order-form.tsx'
import { formatDay, isoDay } from '../../../contracts/dates.ts'
import { countOf } from '../../../app/format/count.ts'
import { Button } from '../../../components/ui/button.tsx'

const column = createColumnHelper<CartRow>()

/** "Organic Chemistry, 2 × by rita@…": a cart row named in checkboxes and buttons. */
const cartRowId = (row: CartRow) => row.id

export function cartRowLabel(row: Pick<CartRow, 'title' | 'quantity' | 'requesterEmail'>): string {
  return `${row.title}, ${row.quantity} × by ${row.requesterEmail}`
}

function cartColumns(history: (row: CartRow) => void) {
  return [
    column.accessor('title', { header: 'Title', cell: (info) => <TitleLink nbsi={info.row.original.nbsi}>{info.getValue()}</TitleLink> }),
    column.accessor('requesterEmail', { header: 'Requester' }),
    column.accessor((row) => row.courseCode ?? '–', { id: 'course', header: 'Course' }),
    column.accessor('quantity', { header: 'Quantity' }),
    column.accessor((row) => formatMoney(row.unitPrice), { id: 'unitPrice', header: 'Unit price' }),
    column.accessor((row) => formatMoney({ minor: row.unitPrice.minor * row.quantity, currency: row.unitPrice.currency }), {
      id: 'lineTotal',
      header: 'Line total',
    }),
    column.accessor((row) => isoDay(row.createdAt), { id: 'created', header: 'Raised on', cell: (info) => formatDay(info.getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => (
        <Button onClick={() => history(info.row.original)} aria-label={`History of ${cartRowLabel(info.row.original)}`}>
          History
        </Button>
      ),
    }),
  ]
}

/**
 * The approved purchase requests the user may read, longest waiting first.
 * Someone who may place orders (the policy's place Order rule) chooses rows
 * and places one order; the server asks the purchase rule of each request.
 */
export function CartSection({ onHistory }: { onHistory: (id: string) => void }) {
  const trpc = useTRPC()
  const ability = useAppAbility()
  const headingId = useId()
  const cart = useQuery(trpc.orders.cart.queryOptions({}))
  const [selection, setSelection] = useState<RowSelectionState>({})
  const columns = useMemo(() => cartColumns((row) => onHistory(row.id)), [onHistory])
  const mayOrder = ability.can('place', 'Order')
  const rows = cart.data?.rows
  // A cart row is a purchase request: one ordered or cancelled by someone else is marked, and one that left stays a moment.
  const live = useLiveRows(rows, { type: 'Request', getRowId: cartRowId, label: cartRowLabel })
  const chosen = (rows ?? []).filter((row) => selection[row.id] === true)
  const total = cart.data?.total
  return (
    <section aria-labelledby={headingId} className="purchase-section">
      <h2 id={headingId}>To order</h2>
      {/* The count and the marks below are said through the page's one live region, with the orders'. */}
      <LiveStatus text={cartCount(total)} />
      {mayOrder ? (
        // The kit's bar for the selection (how many, Clear selection), as on every selectable list. Its actions run
        // row by row; an order is one request for all the chosen rows, so it is placed from the form below.
        <BulkActionBar<CartRow>
          rows={rows ?? []}
          getRowId={(row) => row.id}
          selection={selection}
          onSelectionChange={setSelection}
          actions={[]}
          rowLabel={cartRowLabel}
          describeError={(error) => describeError(error).message}
        />
      ) : null}
      <LiveAnnouncer announcements={live.announcements} />
      <DataTable<CartRow>
        caption="Approved purchase requests"
        columns={columns}
        rows={live.rows}
        getRowId={cartRowId}
        rowMark={live.rowMark}
        status={cart.status}
        {...(mayOrder ? { selection, onSelectionChange: setSelection, rowLabel: cartRowLabel } : {})}
        errorState={<QueryErrorState what="The approved purchase requests" error={cart.error} onRetry={() => cart.refetch()} />}
        emptyState={<EmptyState title="Nothing to order">Purchase requests appear here once they are approved.</EmptyState>}
      />
      {!mayOrder ? (
        <p className="purchase-note">Placing orders is for those who hold the cart:purchase permission.</p>
      ) : cart.data ? (
        // Mounted once the cart is here, so the supplier starts from the latest order's.
        <PlaceOrderForm chosen={chosen} lastSupplier={cart.data.lastSupplier} onPlaced={() => setSelection({})} />
      ) : null}
    </section>
  )
}

/** "12 approved purchase requests", with which are shown when there are more than a page; empty while loading or when none. */
function cartCount(total: number | undefined): string {
  if (total === undefined || total === 0) return ''
  const more = total > cartPageSize ? `; the ${cartPageSize} that have waited longest are shown, order them first.` : ''
  return `${countOf(total, 'approved purchase request')}${more}`
}
