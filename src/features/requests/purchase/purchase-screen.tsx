import './orders.css'
import { useCallback } from 'react'
import { useListState } from '../../../app/lists/use-list-state.ts'
import { RequestHistoryDialog } from '../request-history-dialog.tsx'
import { CartSection } from './cart-section.tsx'
import { OrdersSection } from './orders-section.tsx'
import { ordersList, type PurchaseSearch } from './purchase-list.ts'

/**
 * Purchase: approved purchase requests gathered into orders, and the orders
 * placed, to mark received. A request's history opens over the page from the
 * URL (?request=), so it can be linked to and Back closes it.
 */
export function PurchaseScreen({ search }: { search: PurchaseSearch }) {
  const list = useListState(search, ordersList, {})
  const { set } = list
  const page = search.page
  const history = useCallback((id: string) => set({ request: id, page }), [set, page])
  return (
    <>
      <CartSection onHistory={history} />
      <OrdersSection list={list} onHistory={history} />
      <RequestHistoryDialog id={search.request} onClose={() => set({ request: undefined, page }, { replace: true })} />
    </>
  )
}
