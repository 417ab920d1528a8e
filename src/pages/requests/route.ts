// The open requests load with the page's chunk: src/app/lists/list-route.ts.
import { listRoute } from '../../app/lists/list-route.ts'
import { openRequestsList } from '../../features/requests/requests-list.ts'

export const route = listRoute(openRequestsList, (trpc, input) => trpc.requests.list.queryOptions(input))
