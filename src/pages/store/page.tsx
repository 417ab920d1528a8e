import { useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const StoreScreen = lazyScreen(() => import('../../features/store/store-screen.tsx'), 'StoreScreen')

/** Store: the institution's store products, their prices, stock and whether students see them. */
export default function StorePage() {
  const search = useSearch({ from: '/default-layout/store' })
  return (
    <>
      <h1>Store</h1>
      <p>Products your institution sells to students: change their price and stock, show or hide them, and see who changed what and when.</p>
      <ScreenChunk label="Loading the store">
        <StoreScreen search={search} />
      </ScreenChunk>
    </>
  )
}
