import { useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const TermsScreen = lazyScreen(() => import('../../features/terms/terms-screen.tsx'), 'TermsScreen')

/** Terms: the adoption cycle's calendar, each term's dates and deadlines. */
export default function TermsPage() {
  const search = useSearch({ from: '/default-layout/terms' })
  return (
    <>
      <h1>Terms</h1>
      <p>
        Your institution’s terms and their deadlines. Lists open on the current term; instructors are reminded before their booklists are due, and the people
        who approve adoptions hear of the courses still missing once a deadline passes.
      </p>
      <ScreenChunk label="Loading terms">
        <TermsScreen open={search.term} />
      </ScreenChunk>
    </>
  )
}
