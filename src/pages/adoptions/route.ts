// The view's rows load with the page's chunk; the URL's reading is a chunk of its own (src/app/lists/list-route.ts). One request: the procedure the view needs.
import { lazyListRoute } from '../../app/lists/list-route.ts'

export const route = lazyListRoute(
  async () => (await import('../../features/adoptions/adoptions-list.ts')).adoptionsList,
  (trpc, request) => (request.view === 'awaiting' ? trpc.adoptions.awaiting.queryOptions(request.input) : trpc.adoptions.list.queryOptions(request.input)),
)
