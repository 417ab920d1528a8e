import { useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const WhoCanScreen = lazyScreen(() => import('../../features/who-can/who-can-screen.tsx'), 'WhoCanScreen')

/** Who can…?: who at the institution may open a page, see a menu item or act on a record, and the rule that decides it. */
export default function WhoCanPage() {
  const search = useSearch({ from: '/default-layout/access/who-can' })
  return (
    <>
      <h1>Who can…?</h1>
      <p>
        Ask who at your institution may open a page, see a menu item or act on a record. Each staff member is listed with the answer, why, and the rule of the
        policy that decides it.
      </p>
      <ScreenChunk label="Loading who can">
        <WhoCanScreen search={search} />
      </ScreenChunk>
    </>
  )
}
