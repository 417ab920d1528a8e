import { searchableList, type ListDefinition, type ListSearch } from '../../app/lists/list-reading.ts'
import { costFilters } from '../../contracts/booklist-names.ts'
import { courseSortColumns, filterValueLength } from '../../contracts/course-names.ts'
import type { ListCoursesInput } from '../../contracts/courses.ts'

/** The Courses page's URL (routes.yaml `search:` of /courses). */
export interface CoursesSearch extends ListSearch {
  readonly term?: string
  readonly department?: string
  /** zero or low; needs `cost: string` in routes.yaml's search of /courses to survive the URL. */
  readonly cost?: string
}

/** How /courses reads its URL; loader and page share it (no zod: the loader is in the first load). */
export const coursesList: ListDefinition<CoursesSearch, ListCoursesInput> = searchableList(courseSortColumns, 'column courses sort by', (search, check) => ({
  term: check.text('term', search.term, filterValueLength, 'term'),
  department: check.text('department', search.department, filterValueLength, 'department'),
  cost: check.oneOf('cost', search.cost, costFilters, 'cost'),
}))
