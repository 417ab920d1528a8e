// The supply requests load with the page's chunk: src/app/lists/list-route.ts.
import { listRoute } from '../../app/lists/list-route.ts'
import { suppliesList } from '../../features/requests/supplies-list.ts'

export const route = listRoute(suppliesList, (trpc, input) => trpc.supplies.list.queryOptions(input))
