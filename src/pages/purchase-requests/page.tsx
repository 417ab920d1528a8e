import { useSearch } from '@tanstack/react-router'
import { PurchaseScreen } from '../../features/requests/purchase/purchase-screen.tsx'
import type { PurchaseSearch } from '../../features/requests/purchase/purchase-list.ts'

/** Purchase Requests: approved purchase requests gathered into orders, and the orders placed. */
export default function PurchaseRequestsPage() {
  const search: PurchaseSearch = useSearch({ strict: false })
  return (
    <>
      <h1>Purchase Requests</h1>
      <p>Approved purchase requests wait here to be ordered. Choose them, name the supplier and place one order; mark the order received when it arrives.</p>
      <PurchaseScreen search={search} />
    </>
  )
}
