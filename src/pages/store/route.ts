// The products load with the page's chunk; the URL's reading is a chunk of its own (src/app/lists/list-route.ts).
import { lazyListRoute } from '../../app/lists/list-route.ts'

export const route = lazyListRoute(
  async () => (await import('../../features/store/store-list.ts')).storeList,
  (trpc, input) => trpc.store.list.queryOptions(input),
)
