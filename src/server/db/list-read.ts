import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely'
import type { Database } from './schema.ts'

/**
 * The one way a list repository reads a page (issue 51): the rows of one page
 * in the order the query gives them, how many rows the filtered query has
 * (all of them, or up to a bound), and text search over columns. Each list
 * keeps its own filters and order; what every list does the same is here.
 */

/** The page a list's input asks for (1-based), as every list input carries it. */
export interface Paging {
  readonly page: number
  readonly pageSize: number
}

/** `%text%` for LIKE, lower-cased, with the text's own % _ and \ taken literally. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The text in any of these columns, case-insensitively; a column may be an expression (a name that may be null). */
export function matchingText(text: string, columns: readonly (string | Expression<unknown>)[]): Expression<SqlBool> {
  const pattern = containing(text)
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${typeof column === 'string' ? sql.ref(column) : column}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`
}

/** One page of the query's rows: LIMIT and OFFSET of the page. */
export function onPage<DB, TB extends keyof DB, O>(builder: SelectQueryBuilder<DB, TB, O>, paging: Paging): SelectQueryBuilder<DB, TB, O> {
  return builder.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize)
}

/** How many rows the query matches, in SQL. */
export async function countOf<DB, TB extends keyof DB, O>(builder: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row: object = await builder.select(sql<number | string>`count(*)`.as('total')).executeTakeFirstOrThrow()
  // PostgreSQL counts as bigint, which `pg` hands over as a string.
  return Number((row as { readonly total: number | string }).total)
}

/**
 * How many rows the query matches, counting no further than one past `cap`:
 * past it the total is the cap and a lower bound ("1,000+"), so a broad
 * match is not read a second time just to be counted.
 */
export async function countUpTo<TB extends keyof Database, O>(
  db: Kysely<Database>,
  builder: SelectQueryBuilder<Database, TB, O>,
  cap: number,
): Promise<{ readonly total: number; readonly totalIsAtLeast: boolean }> {
  const upToCap = builder
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1)
    .as('up_to_cap')
  const counted = await db
    .selectFrom(upToCap)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  const total = Number(counted.n)
  return { total: Math.min(total, cap), totalIsAtLeast: total > cap }
}

/** A page of rows and the total of the filtered query, read at once: what every paged list answers. */
export async function readPage<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  ordered: SelectQueryBuilder<DB, TB, Row>,
  paging: Paging,
): Promise<{ readonly rows: Row[]; readonly total: number }> {
  const [total, rows] = await Promise.all([countOf(filtered), onPage(ordered, paging).execute()])
  return { rows, total }
}
