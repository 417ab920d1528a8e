import { Link, useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const CoursesScreen = lazyScreen(() => import('../../features/courses/courses-screen.tsx'), 'CoursesScreen')

/** Courses: every course of the institution the user may read, with its instructors and booklist. */
export default function CoursesPage() {
  const search = useSearch({ from: '/default-layout/courses' })
  return (
    <>
      <h1>Courses</h1>
      <p>Every course of your institution by term and department, with its enrolment, instructors and booklist.</p>
      {/* The same permission opens both pages (routes.yaml), so the link needs no check of its own. */}
      <p>
        <Link to="/adoptions/status">Booklist status of the term</Link>
      </p>
      <ScreenChunk label="Loading courses">
        <CoursesScreen search={search} />
      </ScreenChunk>
    </>
  )
}
