import { useLocation, useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'
import type { RequestsSearch } from '../../features/requests/requests-list.ts'

const RequestsScreen = lazyScreen(() => import('../../features/requests/requests-screen.tsx'), 'RequestsScreen')

/** Requests (Approvals where the institution approves adoptions): the open requests the user may read, to approve, reject or cancel. */
export default function RequestsPage() {
  // Not strict: the page answers at /requests and at its alias /approvals, two routes with one search.
  const search: RequestsSearch = useSearch({ strict: false })
  const approvals = useLocation({ select: (location) => location.pathname.startsWith('/approvals') })
  return (
    <>
      <h1>{approvals ? 'Approvals' : 'Requests'}</h1>
      <p>
        Requests for titles, supplies and purchases that are waiting for a decision. Approve or reject others’ requests, one or many; cancel your own while they
        wait.
      </p>
      <ScreenChunk label="Loading requests">
        <RequestsScreen stage="open" search={search} />
      </ScreenChunk>
    </>
  )
}
