// The students load with the page's chunk: src/app/lists/list-route.ts.
import { listRoute } from '../../app/lists/list-route.ts'
import { studentsList } from '../../features/students/students-list.ts'

export const route = listRoute(studentsList, (trpc, input) => trpc.students.list.queryOptions(input))
