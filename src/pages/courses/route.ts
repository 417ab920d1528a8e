// The courses load with the page's chunk; the URL's reading is a chunk of its own (src/app/lists/list-route.ts).
import { lazyListRoute } from '../../app/lists/list-route.ts'

export const route = lazyListRoute(
  async () => (await import('../../features/courses/courses-list.ts')).coursesList,
  (trpc, input) => trpc.courses.list.queryOptions(input),
)
