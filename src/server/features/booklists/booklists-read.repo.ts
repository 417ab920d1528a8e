import type { ExpressionBuilder, Kysely } from 'kysely'
import type { BooklistDetail, BooklistPage, BooklistSummary, EditableBooklist } from '../../../contracts/booklists.ts'
import type { listBooklistsInput } from '../../../contracts/booklists.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import { timelineOf } from '../../db/record-events-repo.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { booklistColumns, booklistItemColumns, booklistItemView, type ItemRow } from './booklist-record.ts'
import { readableColumns } from '../../access/record-fields.ts'
import {
  costCondition,
  costOf,
  currenciesOf,
  currencyCount,
  currencyOf,
  heldCount,
  lowCostMinor,
  requiredMinor,
  withRecommendedMinor,
} from './booklist-cost-record.ts'
import type { z } from 'zod'
import { matchingText, readPage } from '../../db/list-read.ts'

type ListInput = z.output<typeof listBooklistsInput>

const sortColumns = {
  code: 'courses.code',
  title: 'courses.title',
  department: 'courses.department',
  status: 'booklists.state',
  items: 'item_count',
  cost: 'required_minor',
} as const

/** The lists the user may read (Booklist read rule in SQL) with their course and a count of the items they may read. */
function readableBooklists(db: Kysely<Database>, ability: AppAbility) {
  return db
    .selectFrom('booklists')
    .innerJoin('courses', 'courses.id', 'booklists.course_id')
    .where(accessibleBy(ability, 'read', 'Booklist', { columns: booklistColumns }))
}

function withSummaryColumns(query: ReturnType<typeof readableBooklists>, ability: AppAbility) {
  return (
    query
      .selectAll('booklists')
      .select(['courses.code', 'courses.title', 'courses.department', 'courses.enrolment'])
      .select((eb) => readableItems(eb, ability).where('booklist_items.status', '<>', 'withdrawn').as('item_count'))
      // The list's detail shows withdrawn items too (struck through): the list says how many, beside the count.
      .select((eb) => readableItems(eb, ability).where('booklist_items.status', '=', 'withdrawn').as('withdrawn_count'))
      // What one student pays (booklist-cost.ts), in SQL so the list sorts and filters by it.
      .select((eb) => [
        requiredMinor(eb, ability).as('required_minor'),
        withRecommendedMinor(eb, ability).as('with_recommended_minor'),
        currencyCount(eb, ability).as('currency_count'),
        currencyOf(eb, ability).as('cost_currency'),
        heldCount(eb, ability).as('held_count'),
        lowCostMinor(eb).as('low_cost_minor'),
      ])
  )
}

/** A count of the list's items the user may read. */
function readableItems(eb: ExpressionBuilder<Database, 'booklists'>, ability: AppAbility) {
  return eb
    .selectFrom('booklist_items')
    .select((inner) => inner.fn.countAll().as('n'))
    .whereRef('booklist_items.booklist_id', '=', 'booklists.id')
    .where(accessibleBy(ability, 'read', 'BooklistItem', { columns: booklistItemColumns }))
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof withSummaryColumns>['executeTakeFirstOrThrow']>>

/** One page of the term's lists, sorted and filtered in SQL, with each list's cost per student. */
export async function listBooklists(db: Kysely<Database>, ability: AppAbility, input: ListInput, term: string): Promise<BooklistPage> {
  let filtered = readableBooklists(db, ability).where('booklists.term', '=', term)
  if (input.status) filtered = filtered.where('booklists.state', '=', input.status)
  if (input.q) filtered = filtered.where(matchingText(input.q, ['courses.code', 'courses.title']))
  const cost = input.cost
  if (cost) filtered = filtered.where((eb) => costCondition(eb, ability, cost))
  const direction = input.desc ? 'desc' : 'asc'
  let ordered = withSummaryColumns(filtered, ability)
  // By cost, lists in several currencies come last either way: their figures are not comparable.
  if (input.sort === 'cost') ordered = ordered.orderBy((eb) => eb.case().when(currencyCount(eb, ability), '>', 1).then(1).else(0).end())
  ordered = ordered.orderBy(sortColumns[input.sort ?? 'code'], direction).orderBy('booklists.id')
  const { rows, total } = await readPage(filtered, ordered, input)
  const currencies = await currenciesOf(
    db,
    ability,
    rows.filter((row) => Number(row.currency_count ?? 0) > 1).map((row) => row.id),
  )
  const terms = await readableBooklists(db, ability).select('booklists.term').distinct().orderBy('booklists.term').execute()
  return {
    rows: rows.map((row) => summaryOf(row, currencies.get(row.id) ?? [])),
    total,
    term,
    terms: terms.map((row) => row.term),
  }
}

/** How many lists the picker offers at most: a user edits a handful of courses' drafts, not hundreds. */
export const editableListsCap = 200

/**
 * The lists the user may `edit` (Booklist edit rule in SQL: their institution's drafts), any term, with
 * whether each already holds the title, so a picker can mark the lists adding it would be refused on.
 */
export async function listEditableBooklists(db: Kysely<Database>, ability: AppAbility, nbsi: string): Promise<EditableBooklist[]> {
  const rows = await db
    .selectFrom('booklists')
    .innerJoin('courses', 'courses.id', 'booklists.course_id')
    .where(accessibleBy(ability, 'edit', 'Booklist', { columns: booklistColumns }))
    .select(['booklists.id', 'booklists.term', 'booklists.state', 'booklists.version', 'courses.code', 'courses.title'])
    .select((eb) =>
      eb
        .selectFrom('booklist_items')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('booklist_items.booklist_id', '=', 'booklists.id')
        .where('booklist_items.nbsi', '=', nbsi)
        .as('holding'),
    )
    .orderBy('booklists.term')
    .orderBy('courses.code')
    .orderBy('booklists.id')
    .limit(editableListsCap)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    courseCode: row.code,
    courseTitle: row.title,
    term: row.term,
    status: row.state,
    version: row.version,
    // PostgreSQL counts as bigint, which `pg` hands over as a string.
    hasTitle: Number(row.holding ?? 0) > 0,
  }))
}

/** A list with its items; undefined when it does not exist or the user may not read it (existence is not leaked). */
export async function findReadableBooklist(db: Kysely<Database>, ability: AppAbility, id: string): Promise<BooklistDetail | undefined> {
  const row = await withSummaryColumns(readableBooklists(db, ability).where('booklists.id', '=', id), ability).executeTakeFirst()
  if (!row) return undefined
  const rows = await db
    .selectFrom('booklist_items')
    .innerJoin('titles', 'titles.nbsi', 'booklist_items.nbsi')
    .select(readableColumns(booklistItemColumns, ability, 'BooklistItem'))
    .select(['booklist_items.version', 'titles.isbn13', 'titles.title', 'titles.authors', 'titles.price_minor', 'titles.currency'])
    .select((eb) =>
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('library_holdings')
              .select('library_holdings.nbsi')
              .where('library_holdings.institution_id', '=', row.institution_id)
              .whereRef('library_holdings.nbsi', '=', 'booklist_items.nbsi'),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as('held_by_library'),
    )
    .where('booklist_items.booklist_id', '=', id)
    .where(accessibleBy(ability, 'read', 'BooklistItem', { columns: booklistItemColumns }))
    .orderBy('booklist_items.position')
    .orderBy('booklist_items.id')
    .execute()
  // readableColumns selects the item's columns by name, which Kysely cannot type.
  const items = rows.map((row) => row as typeof row & ItemRow)
  const currencies = Number(row.currency_count ?? 0) > 1 ? await currenciesOf(db, ability, [id]) : new Map<string, string[]>()
  return {
    ...summaryOf(row, currencies.get(id) ?? []),
    heldByLibrary: items.filter((item) => item.held_by_library === 1 && item.status !== 'withdrawn').map((item) => ({ nbsi: item.nbsi, title: item.title })),
    items: items.map((item) => booklistItemView(item, ability)),
    history: await timelineOf(db, ability, id),
  }
}

function summaryOf(row: SummaryRow, currencies: readonly string[]): BooklistSummary {
  return {
    id: row.id,
    institutionId: row.institution_id,
    courseId: row.course_id,
    term: row.term,
    status: row.state,
    courseCode: row.code,
    courseTitle: row.title,
    department: row.department,
    enrolment: row.enrolment,
    itemCount: Number(row.item_count ?? 0),
    withdrawnCount: Number(row.withdrawn_count ?? 0),
    ...costOf(row, currencies),
    version: row.version,
  }
}
