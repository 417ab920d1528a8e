import { useSearch } from '@tanstack/react-router'
import { lazy } from 'react'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

// Its own chunk, so the heading and introduction paint first (screen-chunk.tsx).
const StoreScreen = lazy(() => import('../../features/store/store-screen.tsx').then((module) => ({ default: module.StoreScreen })))

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
