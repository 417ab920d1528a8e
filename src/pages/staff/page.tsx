import { useSearch } from '@tanstack/react-router'
import { StaffScreen } from '../../features/staff/staff-screen.tsx'

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
      <StaffScreen search={search} />
    </>
  )
}
