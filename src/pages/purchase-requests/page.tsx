import { useSearch } from '@tanstack/react-router'
import type { PurchaseSearch } from '../../features/requests/purchase/purchase-list.ts'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const PurchaseScreen = lazyScreen(() => import('../../features/requests/purchase/purchase-screen.tsx'), 'PurchaseScreen')

/** Purchase Requests: approved purchase requests gathered into orders, and the orders placed. */
export default function PurchaseRequestsPage() {
  const search: PurchaseSearch = useSearch({ strict: false })
  return (
    <>
      <h1>Purchase Requests</h1>
      <p>Approved purchase requests wait here to be ordered. Choose them, name the supplier and place one order; mark the order received when it arrives.</p>
      <ScreenChunk label="Loading purchase requests">
        <PurchaseScreen search={search} />
      </ScreenChunk>
    </>
  )
}
