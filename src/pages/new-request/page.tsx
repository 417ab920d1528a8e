import { useSearch } from '@tanstack/react-router'
import { NewRequestForm } from '../../features/requests/new-request-form.tsx'

/** New Request: raise a request for a title or a supply; a title's page links here with ?nbsi= filled in. */
export default function NewRequestPage() {
  // Not strict: the page answers at /search/request and at its aliases, which share the search.
  const { nbsi } = useSearch({ strict: false })
  return (
    <>
      <h1>New Request</h1>
      <p>Ask for a title or a supply: choose the title, then how many and what for. Someone who approves requests decides on it.</p>
      <NewRequestForm nbsi={nbsi?.trim() || undefined} />
    </>
  )
}
