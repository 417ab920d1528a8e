import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely'
import {
  monthsBetween,
  type CounterAccessType,
  type CounterMetricLine,
  type CounterMetricType,
  type CounterReportDefinition,
  type CounterReportItem,
} from '../../../contracts/counter-reports.ts'
import type { AppDb, Database } from '../../db/schema.ts'
import { hyphenatedIsbn } from './isbn-hyphens.ts'

/**
 * A COUNTER report is summed in SQL from `usage_monthly`, one institution at
 * a time: which items (a title, and in TR_B3 its access type) have usage of
 * the report's metric types in the period, then, for one page of them, the
 * monthly sums per metric type. Node only lays the sums out in month columns.
 */

/** The platform the usage is counted on: ours. Proprietary_ID and Institution_ID use its id as namespace. */
export const counterPlatform = { name: 'Adoptions', id: 'adoptions' } as const

export interface ReportScope {
  readonly institutionId: string
  readonly report: CounterReportDefinition
  /** First and last month, both included (`2026-01`). */
  readonly begin: string
  readonly end: string
}

/** Where a page read by cursor starts: after this item, in the report's order. */
export interface ItemKey {
  readonly title: string
  readonly nbsi: string
  readonly accessType: string
}

type UsageQuery = SelectQueryBuilder<Database, 'usage_monthly', object>

/**
 * The usage rows a report counts: the institution's, in the period, of its metric and access types.
 * Read down the covering indexes of 0011 (metric first, then month or title, with access type and count).
 */
function reportRows(db: AppDb, scope: ReportScope): UsageQuery {
  return db
    .selectFrom('usage_monthly')
    .where('usage_monthly.institution_id', '=', scope.institutionId)
    .where('usage_monthly.month', '>=', scope.begin)
    .where('usage_monthly.month', '<=', scope.end)
    .where('usage_monthly.metric', 'in', scope.report.metricTypes)
    .where('usage_monthly.access_type', 'in', scope.report.accessTypes)
}

/** The items' tables: a title, paired with each of the report's access types. */
type ItemsDb = Database & { access_types: { access_type: CounterAccessType } }
type ItemsFrom = 'titles' | 'access_types'

/** The report's access types as a derived table `access_types` (access_type), to pair with each title. */
function accessTypesTable(db: AppDb, scope: ReportScope) {
  const [first, ...rest] = scope.report.accessTypes.map((accessType) => db.selectNoFrom((eb) => eb.cast<CounterAccessType>(eb.val(accessType), 'text').as('access_type')))
  return rest.reduce((union, next) => union.unionAll(next), first!).as('access_types')
}

/**
 * The report's items with usage, in its order (title, then id, then access type): titles read in
 * title order, each kept when it has a usage row of more than zero (a Reporting_Period_Total of zero
 * is no row at all, Code of Practice 3.3.9), so a page stops after its last item instead of summing
 * the whole report first. TR_B1 sums its access types into one item.
 */
function itemsQuery(db: AppDb, scope: ReportScope, after: ItemKey | undefined) {
  const { byAccessType } = scope.report
  const hasUsage = (eb: ExpressionBuilder<ItemsDb, ItemsFrom>) =>
    eb.exists(
      reportRows(db, scope)
        .select(sql.lit(1).as('one'))
        .where('usage_monthly.nbsi', '=', sql.ref<string>('titles.nbsi'))
        .where('usage_monthly.count', '>', 0)
        .$if(byAccessType, (q) => q.where('usage_monthly.access_type', '=', sql.ref<CounterAccessType>('access_types.access_type'))),
    )
  let query = db
    .selectFrom(['titles', accessTypesTable(db, scope)])
    .select(['titles.nbsi', 'titles.title', 'titles.publisher', 'titles.isbn13', 'titles.year'])
    .select(byAccessType ? sql<string>`access_types.access_type`.as('access_type') : sql<string>`''`.as('access_type'))
    .where(hasUsage)
    .orderBy('titles.title')
    .orderBy('titles.nbsi')
  // TR_B1: one access type, so one row per title.
  if (byAccessType) query = query.orderBy('access_types.access_type')
  if (after) query = query.where((eb) => afterKey(eb, after, byAccessType))
  return query
}

/** Rows after the key in (title, nbsi[, access type]) order: keyset paging, so the download reads each row once. */
function afterKey(eb: ExpressionBuilder<ItemsDb, ItemsFrom>, key: ItemKey, byAccessType: boolean) {
  const sameTitle = eb('titles.title', '=', key.title)
  const later = [eb('titles.title', '>', key.title), eb.and([sameTitle, eb('titles.nbsi', '>', key.nbsi)])]
  if (byAccessType) later.push(eb.and([sameTitle, eb('titles.nbsi', '=', key.nbsi), eb('access_types.access_type', '>', key.accessType as CounterAccessType)]))
  return eb.or(later)
}

export interface ItemsPage {
  readonly items: readonly CounterReportItem[]
  /** The last item's key, when more may follow. */
  readonly lastKey: ItemKey | undefined
}

/** One page of items, by page number (the screen) or after a key (the download), with their metric lines. */
export async function reportItems(db: AppDb, scope: ReportScope, page: { size: number; offset?: number; after?: ItemKey }): Promise<ItemsPage> {
  const heads = await itemsQuery(db, scope, page.after)
    .limit(page.size)
    .offset(page.offset ?? 0)
    .execute()
  if (heads.length === 0) return { items: [], lastKey: undefined }
  const lines = await metricLines(db, scope, heads.map((head) => head.nbsi))
  const items = heads.map((head): CounterReportItem => {
    const accessType = head.access_type as CounterAccessType
    return {
      title: head.title,
      publisher: head.publisher,
      publisherId: '',
      platform: counterPlatform.name,
      doi: '',
      proprietaryId: `${counterPlatform.id}:${head.nbsi}`,
      isbn: hyphenatedIsbn(head.isbn13),
      printIssn: '',
      onlineIssn: '',
      uri: '',
      dataType: 'Book',
      // The release's value for an unknown year of publication.
      yop: head.year === null ? '0001' : String(head.year).padStart(4, '0'),
      ...(scope.report.byAccessType ? { accessType } : {}),
      lines: lines.get(lineKey(head.nbsi, head.access_type)) ?? [],
    }
  })
  const last = heads.at(-1)!
  return { items, lastKey: heads.length < page.size ? undefined : { title: last.title, nbsi: last.nbsi, accessType: last.access_type } }
}

const lineKey = (nbsi: string, accessType: string) => `${nbsi}\u0000${accessType}`

/** The monthly sums of each item's metric types, as lines in the report's metric order; zero-total lines left out. */
async function metricLines(db: AppDb, scope: ReportScope, nbsis: readonly string[]): Promise<Map<string, CounterMetricLine[]>> {
  const { byAccessType, metricTypes } = scope.report
  let query = reportRows(db, scope)
    .where('usage_monthly.nbsi', 'in', nbsis)
    .select((eb) => ['usage_monthly.nbsi', 'usage_monthly.metric', 'usage_monthly.month', eb.fn.sum<number | string>('usage_monthly.count').as('count')])
    .select(byAccessType ? sql<string>`usage_monthly.access_type`.as('access_type') : sql<string>`''`.as('access_type'))
    .groupBy(['usage_monthly.nbsi', 'usage_monthly.metric', 'usage_monthly.month'])
  if (byAccessType) query = query.groupBy('usage_monthly.access_type')
  const sums = await query.execute()

  const months = monthsBetween(scope.begin, scope.end)
  const column = new Map(months.map((month, index) => [month, index]))
  const counts = new Map<string, Map<CounterMetricType, number[]>>()
  for (const sum of sums) {
    const key = lineKey(sum.nbsi, sum.access_type)
    const byMetric = counts.get(key) ?? new Map<CounterMetricType, number[]>()
    counts.set(key, byMetric)
    const row = byMetric.get(sum.metric) ?? months.map(() => 0)
    byMetric.set(sum.metric, row)
    row[column.get(sum.month)!] = Number(sum.count)
  }
  const lines = new Map<string, CounterMetricLine[]>()
  for (const [key, byMetric] of counts) {
    lines.set(
      key,
      metricTypes.flatMap((metricType) => {
        const monthly = byMetric.get(metricType)
        const total = monthly?.reduce((a, b) => a + b, 0) ?? 0
        return monthly && total > 0 ? [{ metricType, total, months: monthly }] : []
      }),
    )
  }
  return lines
}

/** How many items the whole report holds: per title, its access types with usage (one at most in TR_B1). */
export async function countReportItems(db: AppDb, scope: ReportScope): Promise<number> {
  const row = await db
    .selectFrom('titles')
    .select((eb) =>
      eb.fn
        .sum<number | string | null>(
          reportRows(db, scope)
            .select(sql<number>`count(DISTINCT usage_monthly.access_type)`.as('types'))
            .where('usage_monthly.nbsi', '=', sql.ref<string>('titles.nbsi'))
            .where('usage_monthly.count', '>', 0),
        )
        .as('items'),
    )
    .executeTakeFirstOrThrow()
  return Number(row.items ?? 0)
}

/** Each metric type's total over the whole report: the sum of its usage rows. */
export async function reportMetricTotals(db: AppDb, scope: ReportScope): Promise<{ metricType: CounterMetricType; total: number }[]> {
  const sums = await reportRows(db, scope)
    .select((eb) => ['usage_monthly.metric', eb.fn.sum<number | string>('usage_monthly.count').as('total')])
    .groupBy('usage_monthly.metric')
    .execute()
  const byMetric = new Map(sums.map((sum) => [sum.metric, Number(sum.total)]))
  return scope.report.metricTypes.map((metricType) => ({ metricType, total: byMetric.get(metricType) ?? 0 }))
}
