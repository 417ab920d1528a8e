import { useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const AdoptionsScreen = lazyScreen(() => import('../../features/adoptions/adoptions-screen.tsx'), 'AdoptionsScreen')

/** Adoptions: the courses assigned to the user, with the adoption state of each of their titles, and what awaits their approval. */
export default function AdoptionsPage() {
  const search = useSearch({ from: '/default-layout/adoptions' })
  return (
    <>
      <h1>Adoptions</h1>
      <p>The courses assigned to you, with each booklist title and whether it is adopted for the course.</p>
      <ScreenChunk label="Loading adoptions">
        <AdoptionsScreen search={search} />
      </ScreenChunk>
    </>
  )
}
