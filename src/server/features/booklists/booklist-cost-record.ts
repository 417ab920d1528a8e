import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'
import type { CostBand, CostFilter, ListCost } from '../../../contracts/booklists.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { booklistItemColumns } from './booklist-record.ts'

/**
 * What a list costs one student (issue 56), in SQL so lists filter and sort
 * by it: a student buys one copy of each title they need, so the cost is the
 * sum of the titles' prices (not quantity × price, which is the store's
 * order). Counted: the readable items not withdrawn, essential (required)
 * or recommended, whose title the institution's library does not hold.
 * Optional items never count. Prices are integer minor units; a list whose
 * counted titles are priced in several currencies is `mixed`, never added up.
 */
type ListEb = ExpressionBuilder<Database, 'booklists'>

/** The list's readable, not withdrawn items (any requirement). */
function liveItems(eb: ListEb, ability: AppAbility) {
  return eb
    .selectFrom('booklist_items')
    .innerJoin('titles', 'titles.nbsi', 'booklist_items.nbsi')
    .whereRef('booklist_items.booklist_id', '=', 'booklists.id')
    .where('booklist_items.status', '<>', 'withdrawn')
    .where(accessibleBy(ability, 'read', 'BooklistItem', { columns: booklistItemColumns }))
}

/** Whether the list's institution's library holds the item's title. */
function held(eb: ExpressionBuilder<Database, 'booklists' | 'booklist_items'>) {
  return eb.exists(
    eb
      .selectFrom('library_holdings')
      .select('library_holdings.nbsi')
      .whereRef('library_holdings.institution_id', '=', 'booklists.institution_id')
      .whereRef('library_holdings.nbsi', '=', 'booklist_items.nbsi'),
  )
}

function countedItems(eb: ListEb, ability: AppAbility) {
  return liveItems(eb, ability)
    .where('booklist_items.requirement', 'in', ['essential', 'recommended'])
    .where((inner) => inner.not(held(inner)))
}

/** The essential items' prices summed (0 without any); minor units. PostgreSQL sums come back as strings. */
export function requiredMinor(eb: ListEb, ability: AppAbility) {
  return countedItems(eb, ability)
    .select(sql<number | string>`coalesce(sum(case when booklist_items.requirement = 'essential' then titles.price_minor else 0 end), 0)`.as('required'))
    .$asScalar()
}

export function withRecommendedMinor(eb: ListEb, ability: AppAbility) {
  return countedItems(eb, ability)
    .select(sql<number | string>`coalesce(sum(titles.price_minor), 0)`.as('with_recommended'))
    .$asScalar()
}

/** How many currencies the counted items are priced in (more than one: mixed). */
export function currencyCount(eb: ListEb, ability: AppAbility) {
  return countedItems(eb, ability)
    .select(sql<number | string>`count(distinct titles.currency)`.as('currencies'))
    .$asScalar()
}

/** The counted items' currency (the first, when mixed); null without counted items. */
export function currencyOf(eb: ListEb, ability: AppAbility) {
  return countedItems(eb, ability)
    .select(sql<string | null>`min(titles.currency)`.as('currency'))
    .$asScalar()
}

/** How many of the list's live items the library holds (any requirement): named in the detail, never counted. */
export function heldCount(eb: ListEb, ability: AppAbility) {
  return liveItems(eb, ability)
    .where((inner) => held(inner))
    .select(sql<number | string>`count(*)`.as('held'))
    .$asScalar()
}

/** The list's institution's low-cost threshold, minor units. */
export function lowCostMinor(eb: ListEb) {
  return eb.selectFrom('institutions').select('institutions.low_cost_minor').whereRef('institutions.id', '=', 'booklists.institution_id').$asScalar()
}

/** The cost filter as a condition on the list: zero, or zero-or-low; a mixed list is neither. */
export function costCondition(eb: ListEb, ability: AppAbility, filter: CostFilter): Expression<SqlBool> {
  const single = eb(currencyCount(eb, ability), '<=', 1)
  const required = requiredMinor(eb, ability)
  return eb.and([single, filter === 'zero' ? eb(required, '=', 0) : eb(required, '<=', lowCostMinor(eb))])
}

/** The selected cost columns of a list, as the summary reads them. */
export interface CostColumns {
  readonly required_minor: number | string | null
  readonly with_recommended_minor: number | string | null
  readonly currency_count: number | string | null
  readonly cost_currency: string | null
  readonly held_count: number | string | null
  readonly low_cost_minor: number | string | null
}

/** The summary's cost from the selected columns; `currencies` are the list's counted currencies when it is mixed. */
export function costOf(row: CostColumns, currencies: readonly string[]): { cost: ListCost; costBand: CostBand; heldCount: number } {
  const heldItems = Number(row.held_count ?? 0)
  if (Number(row.currency_count ?? 0) > 1) return { cost: { kind: 'mixed', currencies }, costBand: 'mixed', heldCount: heldItems }
  const required = Number(row.required_minor ?? 0)
  const threshold = Number(row.low_cost_minor ?? 4000)
  return {
    cost: { kind: 'single', currency: row.cost_currency, requiredPerStudent: required, withRecommendedPerStudent: Number(row.with_recommended_minor ?? 0) },
    costBand: required === 0 ? 'zero' : required <= threshold ? 'low' : 'standard',
    heldCount: heldItems,
  }
}

/** The currencies of each mixed list's counted items, sorted: read only for the lists of a page that are mixed. */
export async function currenciesOf(db: Kysely<Database>, ability: AppAbility, ids: readonly string[]): Promise<Map<string, string[]>> {
  const byList = new Map<string, string[]>()
  if (ids.length === 0) return byList
  const rows = await db
    .selectFrom('booklists')
    .where('booklists.id', 'in', ids)
    .innerJoin('booklist_items', 'booklist_items.booklist_id', 'booklists.id')
    .innerJoin('titles', 'titles.nbsi', 'booklist_items.nbsi')
    .where('booklist_items.status', '<>', 'withdrawn')
    .where('booklist_items.requirement', 'in', ['essential', 'recommended'])
    .where((eb) => eb.not(held(eb)))
    .where(accessibleBy(ability, 'read', 'BooklistItem', { columns: booklistItemColumns }))
    .select(['booklists.id', 'titles.currency'])
    .distinct()
    .orderBy('titles.currency')
    .execute()
  for (const row of rows) byList.set(row.id, [...(byList.get(row.id) ?? []), row.currency])
  return byList
}
