import { useSearch } from '@tanstack/react-router'
import { lazy } from 'react'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

// Its own chunk, so the heading and introduction paint first (screen-chunk.tsx).
const StudentsScreen = lazy(() => import('../../features/students/students-screen.tsx').then((module) => ({ default: module.StudentsScreen })))

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
