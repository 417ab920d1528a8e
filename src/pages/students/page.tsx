import { useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const StudentsScreen = lazyScreen(() => import('../../features/students/students-screen.tsx'), 'StudentsScreen')

/** Students: the institution's hosted students and their access to course materials. */
export default function StudentsPage() {
  const search = useSearch({ from: '/default-layout/students' })
  return (
    <>
      <h1>Students</h1>
      <p>Students hosted by your institution: grant or extend their access to course materials, or revoke it, and see who changed it and when.</p>
      <ScreenChunk label="Loading students">
        <StudentsScreen search={search} />
      </ScreenChunk>
    </>
  )
}
