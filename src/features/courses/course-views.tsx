import { Link } from '@tanstack/react-router'
import type { CourseView } from './courses-list.ts'

/**
 * The page's two views as links, the current one marked (the kit's list
 * views): the term shown stays when switching, so the report is of the term
 * the list showed, and back.
 */
export function CourseViews({ view, term }: { view: CourseView | undefined; term: string | undefined }) {
  return (
    <nav className="list-views" aria-label="Courses views">
      <ul>
        <li>
          {view === 'courses' ? (
            <span aria-current="page">Courses</span>
          ) : (
            <Link to="/courses" search={term === undefined ? {} : { term }}>
              Courses
            </Link>
          )}
        </li>
        <li>
          {view === 'costs' ? (
            <span aria-current="page">Cost by department</span>
          ) : (
            <Link to="/courses" search={{ view: 'costs', ...(term === undefined ? {} : { term }) }}>
              Cost by department
            </Link>
          )}
        </li>
      </ul>
    </nav>
  )
}
