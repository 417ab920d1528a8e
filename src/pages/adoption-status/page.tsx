import { useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const TermStatusScreen = lazyScreen(() => import('../../features/term-status/term-status-screen.tsx'), 'TermStatusScreen')

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
