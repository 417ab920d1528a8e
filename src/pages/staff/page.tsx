import { useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const StaffScreen = lazyScreen(() => import('../../features/staff/staff-screen.tsx'), 'StaffScreen')

/** Staff: who at the institution may use what, and every change to it. */
export default function StaffPage() {
  const search = useSearch({ from: '/default-layout/staff' })
  return (
    <>
      <h1>Staff</h1>
      <p>
        Each staff member of your institution and the permissions they hold. Review what a change gives and takes away before you make it; every change is kept
        with who made it and why.
      </p>
      <ScreenChunk label="Loading staff">
        <StaffScreen search={search} />
      </ScreenChunk>
    </>
  )
}
