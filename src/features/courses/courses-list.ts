import { ProblemList, searchableList, type ListDefinition, type ListSearch } from '../../app/lists/list-reading.ts'
import { costFilters } from '../../contracts/booklist-names.ts'
import { courseSortColumns, filterValueLength } from '../../contracts/course-names.ts'
import type { CostReportInput } from '../../contracts/course-cost-report.ts'
import type { ListCoursesInput } from '../../contracts/courses.ts'

/** The page's views: the courses (no `view` in the URL), or the term's cost report by department (`?view=costs`). */
export const courseViews = ['courses', 'costs'] as const
export type CourseView = (typeof courseViews)[number]

/** The Courses page's URL (routes.yaml `search:` of /courses). */
export interface CoursesSearch extends ListSearch {
  readonly term?: string
  readonly department?: string
  /** zero or low; needs `cost: string` in routes.yaml's search of /courses to survive the URL. */
  readonly cost?: string
  readonly view?: string
}

/** The view a URL names; undefined for a name the page does not have (a problem the page shows). */
export const viewOf = (search: CoursesSearch): CourseView | undefined =>
  search.view === undefined || search.view === '' ? 'courses' : courseViews.find((view) => view === search.view)

const checkView = (check: ProblemList, view: string | undefined) => check.oneOf('view', view, courseViews, 'view of this page')

/** How /courses reads its URL; loader and page share it (no zod: the loader is in the first load). */
export const coursesList: ListDefinition<CoursesSearch, ListCoursesInput> = searchableList(courseSortColumns, 'column courses sort by', (search, check) => {
  checkView(check, search.view)
  return {
    term: check.text('term', search.term, filterValueLength, 'term'),
    department: check.text('department', search.department, filterValueLength, 'department'),
    cost: check.oneOf('cost', search.cost, costFilters, 'cost'),
  }
})

/** How the cost report view reads the same URL: only its term counts (none: the server's current term). */
export const costReportList: ListDefinition<CoursesSearch, CostReportInput> = {
  read(search) {
    const check = new ProblemList()
    checkView(check, search.view)
    const term = check.text('term', search.term, filterValueLength, 'term')
    return { input: term === undefined ? {} : { term }, problems: check.problems }
  },
}

/** What the page asks, by view: the loader starts the one request the view needs. */
export type CoursesRequest = { readonly view: 'courses'; readonly input: ListCoursesInput } | { readonly view: 'costs'; readonly input: CostReportInput }

export const coursesRequest: ListDefinition<CoursesSearch, CoursesRequest> = {
  read(search) {
    if (viewOf(search) === 'costs') {
      const { input, problems } = costReportList.read(search)
      return { input: { view: 'costs', input }, problems }
    }
    const { input, problems } = coursesList.read(search)
    return { input: { view: 'courses', input }, problems }
  },
}
