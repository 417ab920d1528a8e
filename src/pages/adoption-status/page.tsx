import { useSearch } from '@tanstack/react-router'
import { lazy } from 'react'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

// Its own chunk, so the heading and introduction paint first (screen-chunk.tsx).
const TermStatusScreen = lazy(() => import('../../features/term-status/term-status-screen.tsx').then((module) => ({ default: module.TermStatusScreen })))

/** Booklist status: where every course of a term is against its booklist deadline (issue 55). */
export default function AdoptionStatusPage() {
  const search = useSearch({ from: '/default-layout/adoptions/status' })
  return (
    <>
      <h1>Booklist status</h1>
      <p>Which courses of a term have submitted their booklist on time, late, or not yet, in all and by department.</p>
      <ScreenChunk label="Loading adoption status">
        <TermStatusScreen search={search} />
      </ScreenChunk>
    </>
  )
}
