import { searchableList, type ListDefinition, type ListSearch } from '../../app/lists/list-reading.ts'
import { staffSortColumns } from '../../contracts/staff-names.ts'
import type { ListStaffInput } from '../../contracts/staff.ts'

/** The Staff page's URL (routes.yaml `search:` of /staff). */
export interface StaffSearch extends ListSearch {
  /** The staff member whose permissions are open over the list (a link to them opens them). */
  readonly member?: string
}

/** How /staff reads its URL; loader and page share it (no zod: the loader is in the first load). */
export const staffList: ListDefinition<StaffSearch, ListStaffInput> = searchableList(staffSortColumns, 'column staff sort by')
