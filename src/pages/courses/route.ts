// The view's rows load with the page's chunk; the URL's reading is a chunk of its own (src/app/lists/list-route.ts). One request: the procedure the view needs.
import { lazyListRoute } from '../../app/lists/list-route.ts'

export const route = lazyListRoute(
  async () => (await import('../../features/courses/courses-list.ts')).coursesRequest,
  (trpc, request) => (request.view === 'costs' ? trpc.courses.costReport.queryOptions(request.input) : trpc.courses.list.queryOptions(request.input)),
)
