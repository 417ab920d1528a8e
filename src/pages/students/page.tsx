import { useSearch } from '@tanstack/react-router'
import { StudentsScreen } from '../../features/students/students-screen.tsx'

/** Students: the institution's hosted students and their access to course materials. */
export default function StudentsPage() {
  const search = useSearch({ from: '/default-layout/students' })
  return (
    <>
      <h1>Students</h1>
      <p>Students hosted by your institution: grant or extend their access to course materials, or revoke it, and see who changed it and when.</p>
      <StudentsScreen search={search} />
    </>
  )
}
