import { useSearch } from '@tanstack/react-router'
import { TermsScreen } from '../../features/terms/terms-screen.tsx'

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
      <TermsScreen open={search.term} />
    </>
  )
}
