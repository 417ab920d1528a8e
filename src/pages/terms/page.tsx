import { useSearch } from '@tanstack/react-router'
import { lazy } from 'react'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

// Its own chunk, so the heading and introduction paint first (screen-chunk.tsx).
const TermsScreen = lazy(() => import('../../features/terms/terms-screen.tsx').then((module) => ({ default: module.TermsScreen })))

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
