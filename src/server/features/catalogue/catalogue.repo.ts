import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { catalogueLimits, type CatalogueFilters, type CatalogueResults, type CatalogueSort } from '../../../contracts/catalogue.ts'
import { isbnProblem, normaliseIsbn } from '../../../contracts/isbn.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import { searchTerms } from '../../db/dialects/index.ts'
import { titleSearchCondition } from '../../db/titles-repo.ts'
import type { AppAbility } from '../../policy.ts'
import { filterConditions, hasFilters, likeIgnoringCase, likeLiteral } from './catalogue-filters.ts'
import { countUpTo, onPage } from '../../db/list-read.ts'
import { asTitleRow, otherTitleColumns, pricesWithheld, titleColumns, titleSelection, titleSummary } from './title-record.ts'

export interface CatalogueQuery extends CatalogueFilters {
  readonly q: string
  readonly sort: CatalogueSort
  readonly page: number
  readonly pageSize: number
}

/**
 * Titles matching what the user typed and the filters chosen: an ISBN (any
 * form) matches that edition exactly, one with a wrong check digit nothing; otherwise every word must start a word
 * of the title, authors, publisher or subjects (the dialect's full-text
 * index). Filters alone list every title they allow; nothing typed and no
 * filter answers nothing. Only titles the user's `read Title` rule allows, in SQL.
 * The total stops at `catalogueLimits.countCap` (countMatches).
 *
 * For someone the field rules withhold the list price from (policy/resources/title.yaml),
 * the price is never read, and the price filters and sort are ignored, as if
 * not applied: a hand-made URL must not learn prices by filtering or ordering.
 * A price filter still counts as a filter (`matchedBy: 'filters'`), narrowing
 * nothing, so `priceMin: 0` lists every title for anyone (the booklist upload
 * template asks so: booklist-template.ts) and no answer depends on a price.
 */
export async function searchCatalogue(db: Kysely<Database>, ability: AppAbility, asked: CatalogueQuery): Promise<CatalogueResults> {
  const query = pricesWithheld(ability) ? withoutPrices(asked) : asked
  const isbn = normaliseIsbn(query.q)
  const problem = isbn ? undefined : isbnProblem(query.q)
  if (problem) return { items: [], total: 0, totalIsAtLeast: false, matchedBy: 'invalid-isbn', isbnProblem: problem }
  const words = isbn ? undefined : titleSearchCondition(db, query.q)
  const matchedBy = isbn ? 'isbn' : words ? 'words' : hasFilters(asked) ? 'filters' : 'none'
  if (matchedBy === 'none') return { items: [], total: 0, totalIsAtLeast: false, matchedBy }
  const conditions: Expression<SqlBool>[] = [accessibleBy(ability, 'read', 'Title', { columns: titleColumns }), ...filterConditions(query)]
  if (isbn) conditions.push(sql<SqlBool>`titles.isbn13 = ${isbn}`)
  if (words) conditions.push(words)
  const matching = db.selectFrom('titles').where((eb) => eb.and(conditions))
  // The total stops one past the cap: a common word matches thousands of titles, and counting them all read every match a
  // second time (issue 35). The search screen's pager ends at the cap; nobody pages through a thousand titles instead of adding a word.
  const [counted, rows] = await Promise.all([
    countUpTo(db, matching, catalogueLimits.countCap),
    onPage(sorted(matching.select(otherTitleColumns).select(titleSelection(ability)), query.sort, words ? titleRank(query.q) : undefined), query).execute(),
  ])
  return { items: rows.map((row) => titleSummary(asTitleRow(row), ability)), ...counted, matchedBy }
}

/** The query without the price filters' conditions, and sorted by relevance instead of price: for someone who may not read prices. */
function withoutPrices(query: CatalogueQuery): CatalogueQuery {
  const { priceMin: _min, priceMax: _max, ...rest } = query
  return { ...rest, sort: query.sort === 'price-asc' || query.sort === 'price-desc' ? 'relevance' : query.sort }
}

type TitleSelect<O> = SelectQueryBuilder<Database, 'titles', O>

/**
 * Every order ends on title then nbsi, so pages never overlap; unknown years
 * sort last. `relevance` puts the best title matches first (`rank`, when words
 * were typed), then A–Z.
 */
function sorted<O>(query: TitleSelect<O>, sort: CatalogueSort, rank: Expression<number> | undefined): TitleSelect<O> {
  let ordered = query
  if (sort === 'relevance' && rank) ordered = ordered.orderBy(rank)
  if (sort === 'year-desc' || sort === 'year-asc')
    ordered = ordered.orderBy(sql`case when titles.year is null then 1 else 0 end`).orderBy('titles.year', sort === 'year-desc' ? 'desc' : 'asc')
  if (sort === 'price-asc' || sort === 'price-desc') ordered = ordered.orderBy('titles.price_minor', sort === 'price-desc' ? 'desc' : 'asc')
  return ordered.orderBy('titles.title').orderBy('titles.nbsi')
}

/**
 * How well the title itself matches the words typed, for the `relevance`
 * sort: 0 when it starts with the whole query, 1 when every word starts a word
 * of it, 2 when the words matched only elsewhere (authors, publisher,
 * subjects). Plain LIKEs, the same on SQLite and PostgreSQL.
 */
function titleRank(q: string): Expression<number> {
  const title = sql.ref('titles.title')
  const startsWithQuery = likeIgnoringCase(title, `${likeLiteral(q.trim())}%`)
  // Terms hold only letters and digits, so none is a LIKE wildcard.
  const everyWord = searchTerms(q).map((term) => likeIgnoringCase(sql`' ' || ${title}`, `% ${term}%`))
  return sql<number>`case when ${startsWithQuery} then 0 when ${sql.join(everyWord, sql` and `)} then 1 else 2 end`
}
