import { searchableList, type ListDefinition, type ListSearch } from '../../app/lists/list-reading.ts'
import { studentAccessStates, studentSortColumns } from '../../contracts/student-names.ts'
import type { ListStudentsInput } from '../../contracts/students.ts'

/** The Students page's URL (routes.yaml `search:` of /students). */
export interface StudentsSearch extends ListSearch {
  /** A state of policy/resources/student.yaml: active, expiring, expired, revoked. */
  readonly access?: string
  /** The student whose history is open over the list (a link to it opens it). */
  readonly student?: string
}

/** How /students reads its URL; loader and page share it (no zod: the loader is in the first load). */
export const studentsList: ListDefinition<StudentsSearch, ListStudentsInput> = searchableList(
  studentSortColumns,
  'column students sort by',
  (search, check) => ({
    access: check.oneOf('access', search.access, studentAccessStates, 'state of access'),
  }),
)
