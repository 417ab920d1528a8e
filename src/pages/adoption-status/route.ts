// The board loads with the page's chunk; the URL's reading is a chunk of its own (src/app/lists/list-route.ts).
import { lazyListRoute } from '../../app/lists/list-route.ts'

export const route = lazyListRoute(
  async () => (await import('../../features/term-status/term-status-list.ts')).termStatusList,
  (trpc, input) => trpc.termStatus.board.queryOptions(input),
)
