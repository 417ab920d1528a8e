import { useSearch } from '@tanstack/react-router'
import type { SuppliesSearch } from '../../features/requests/supplies-list.ts'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const SuppliesScreen = lazyScreen(() => import('../../features/requests/supplies-screen.tsx'), 'SuppliesScreen')

/** Supplies: supply requests per course, raised from a course's booklist, with their status and history. */
export default function SupplyPage() {
  // Not strict: the page answers at /booklist/supply and at its alias /requests/supply, two routes with one search.
  const search: SuppliesSearch = useSearch({ strict: false })
  return (
    <>
      <h1>Supplies</h1>
      <p>Supplies requested for courses, title by title, with how many and where each stands. Raise them from a course’s booklist.</p>
      <ScreenChunk label="Loading supplies">
        <SuppliesScreen search={search} />
      </ScreenChunk>
    </>
  )
}
