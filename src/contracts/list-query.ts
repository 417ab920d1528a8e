import { z } from 'zod'
import { pageSizes } from './list-names.ts'

export { pageSizes } from './list-names.ts'

/** Which page of a list, the same in every list's input: pages from 1, sizes from `pageSizes`. */
export const pagePosition = {
  page: z.number().int().min(1, 'Pages start at 1').default(1),
  pageSize: z.literal(pageSizes).default(pageSizes[0]),
}

/**
 * The input of a server-side list: search text, one sortable column (only
 * those named), the page, and the list's own filters. Every part has a
 * default or is optional, so `{}` is the first page; the same object lives
 * in the page's URL (typed search parameters) and in the query key.
 */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(options: { sortable: S; filters: F }) {
  return z.object({
    q: z.string().trim().max(200, 'Search text is at most 200 characters').optional(),
    sort: z.enum(options.sortable).optional(),
    desc: z.boolean().default(false),
    ...pagePosition,
    ...options.filters,
  })
}

/** One page of a list: its rows and how many match in all (for "Rows 26–50 of 240"). */
export function listPage<R extends z.ZodType>(row: R) {
  return z.object({ rows: z.array(row), total: z.number().int().nonnegative() })
}
