// The open requests load with the page's chunk; the URL's reading is a chunk of its own (src/app/lists/list-route.ts).
import { lazyListRoute } from '../../app/lists/list-route.ts'

export const route = lazyListRoute(
  async () => (await import('../../features/requests/requests-list.ts')).openRequestsList,
  (trpc, input) => trpc.requests.list.queryOptions(input),
)
