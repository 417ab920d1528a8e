import { useSearch } from '@tanstack/react-router'
import { lazy } from 'react'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

// Its own chunk, so the heading and introduction paint first (screen-chunk.tsx).
const StaffScreen = lazy(() => import('../../features/staff/staff-screen.tsx').then((module) => ({ default: module.StaffScreen })))

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
