// The view's rows load with the page's chunk: src/app/lists/list-route.ts. One request: the procedure the view needs.
import { listRoute } from '../../app/lists/list-route.ts'
import { adoptionsList } from '../../features/adoptions/adoptions-list.ts'

export const route = listRoute(adoptionsList, (trpc, request) =>
  request.view === 'awaiting' ? trpc.adoptions.awaiting.queryOptions(request.input) : trpc.adoptions.list.queryOptions(request.input),
)
