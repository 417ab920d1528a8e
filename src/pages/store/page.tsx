import { useSearch } from '@tanstack/react-router'
import { StoreScreen } from '../../features/store/store-screen.tsx'

/** Store: the institution's store products, their prices, stock and whether students see them. */
export default function StorePage() {
  const search = useSearch({ from: '/default-layout/store' })
  return (
    <>
      <h1>Store</h1>
      <p>Products your institution sells to students: change their price and stock, show or hide them, and see who changed what and when.</p>
      <StoreScreen search={search} />
    </>
  )
}
