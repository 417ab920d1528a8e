// The user's recent uploads load with the page's chunk: src/app/lists/list-route.ts.
import { listRoute } from '../../app/lists/list-route.ts'
import { uploadsList } from '../../features/booklists/upload/uploads-list.ts'

export const route = listRoute(uploadsList, (trpc, input) => trpc.uploads.list.queryOptions(input))
