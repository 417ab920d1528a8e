import { definedOnly, positionOf, ProblemList, type ListDefinition } from '../../app/lists/list-reading.ts'
import { idFilterLength } from '../../contracts/request-names.ts'
import type { ListSuppliesInput } from '../../contracts/supplies.ts'

/** The URL of /booklist/supply and /requests/supply (routes.yaml `search:`). */
export interface SuppliesSearch {
  readonly course?: string
  /** The course whose booklist supplies are being raised for (a booklist's "Request supplies" link). */
  readonly raise?: string
  readonly page?: number
  readonly pageSize?: number
  /** The request whose history is open over the list (a link to it opens it). */
  readonly request?: string
}

/** How the supplies page reads its URL; loader and page share it (no zod: the loader is in the first load). */
export const suppliesList: ListDefinition<SuppliesSearch, ListSuppliesInput> = {
  read(search) {
    const check = new ProblemList()
    const { page, pageSize } = positionOf(search, [])
    const input: ListSuppliesInput = { page, pageSize, ...definedOnly({ course: check.text('course', search.course, idFilterLength, 'course') }) }
    return { input, problems: check.problems }
  },
}
