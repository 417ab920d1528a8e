import { useLocation, useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'
import type { RequestsSearch } from '../../features/requests/requests-list.ts'

const RequestsScreen = lazyScreen(() => import('../../features/requests/requests-screen.tsx'), 'RequestsScreen')

/** Requests history: the closed requests the user may read, each with its timeline. */
export default function RequestsHistoryPage() {
  // Not strict: the page answers at /requests/history and at its alias /approvals/history.
  const search: RequestsSearch = useSearch({ strict: false })
  const approvals = useLocation({ select: (location) => location.pathname.startsWith('/approvals') })
  return (
    <>
      <h1>{approvals ? 'Approvals history' : 'Requests history'}</h1>
      <p>Requests that were approved, rejected, ordered, fulfilled or cancelled. Open one’s history to see who decided it, when, and why.</p>
      <ScreenChunk label="Loading requests history">
        <RequestsScreen stage="closed" search={search} />
      </ScreenChunk>
    </>
  )
}
