// The courses load with the page's chunk: src/app/lists/list-route.ts.
import { listRoute } from '../../app/lists/list-route.ts'
import { coursesList } from '../../features/courses/courses-list.ts'

export const route = listRoute(coursesList, (trpc, input) => trpc.courses.list.queryOptions(input))
