// The staff members load with the page's chunk: src/app/lists/list-route.ts.
import { listRoute } from '../../app/lists/list-route.ts'
import { staffList } from '../../features/staff/staff-list.ts'

export const route = listRoute(staffList, (trpc, input) => trpc.staff.list.queryOptions(input))
