import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely'
import {
  type CounterAccessType,
  type CounterMetricLine,
  type CounterMetricType,
  type CounterReportDefinition,
  type CounterReportItem,
} from '../../../contracts/counter-reports.ts'
import { monthsBetween } from '../../../contracts/months.ts'
import type { AppDb, Database } from '../schema.ts'
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

/** Where a page read by cursor starts: after this title, in the report's order (title, then id). */
export interface TitleKey {
  readonly title: string
  readonly nbsi: string
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

/**
 * The titles with usage in the report, in its order (title, then id): titles read down the
 * (title, nbsi) index, each kept when it has a usage row of more than zero (a Reporting_Period_Total
 * of zero is no row at all, Code of Practice 3.3.9), so a page stops after its last title instead of
 * summing the whole report first. Pages are of titles, not of items: a TR_B3 item is a title and an
 * access type, and asking for those in order made PostgreSQL sort the period's every usage row
 * (5.2 s at 7.2 million rows); a title's access types come with its monthly sums instead.
 */
function titlesQuery(db: AppDb, scope: ReportScope, after: TitleKey | undefined) {
  const hasUsage = (eb: ExpressionBuilder<Database, 'titles'>) =>
    eb.exists(
      reportRows(db, scope).select(sql.lit(1).as('one')).where('usage_monthly.nbsi', '=', sql.ref<string>('titles.nbsi')).where('usage_monthly.count', '>', 0),
    )
  return db
    .selectFrom('titles')
    .select(['titles.nbsi', 'titles.title', 'titles.publisher', 'titles.isbn13', 'titles.year'])
    .where(hasUsage)
    .$if(after !== undefined, (q) =>
      q.where((eb) => eb.or([eb('titles.title', '>', after!.title), eb.and([eb('titles.title', '=', after!.title), eb('titles.nbsi', '>', after!.nbsi)])])),
    )
    .orderBy('titles.title')
    .orderBy('titles.nbsi')
}

export interface ItemsPage {
  readonly items: readonly CounterReportItem[]
  /** The last title's key, when more may follow. */
  readonly lastKey: TitleKey | undefined
}

/** One page of titles, by page number (the screen) or after a key (the download), as the report's items with their metric lines. */
export async function reportItems(db: AppDb, scope: ReportScope, page: { size: number; offset?: number; after?: TitleKey }): Promise<ItemsPage> {
  const heads = await titlesQuery(db, scope, page.after)
    .limit(page.size)
    .offset(page.offset ?? 0)
    .execute()
  if (heads.length === 0) return { items: [], lastKey: undefined }
  const lines = await metricLines(
    db,
    scope,
    heads.map((head) => head.nbsi),
  )
  // TR_B3: a title is an item per access type it has lines under, in the order the release's samples sort them.
  const accessTypes: readonly (CounterAccessType | undefined)[] = scope.report.byAccessType ? [...scope.report.accessTypes].sort() : [undefined]
  const items = heads.flatMap((head) =>
    accessTypes.flatMap((accessType): CounterReportItem[] => {
      const itemLines = lines.get(lineKey(head.nbsi, accessType ?? '')) ?? []
      if (itemLines.length === 0) return []
      return [
        {
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
          ...(accessType ? { accessType } : {}),
          lines: itemLines,
        },
      ]
    }),
  )
  const last = heads.at(-1)!
  return { items, lastKey: heads.length < page.size ? undefined : { title: last.title, nbsi: last.nbsi } }
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

/**
 * How many titles the whole report holds: the titles query counted, each title asked once whether
 * it has usage. At 7.2 million usage rows: 0.13 s (TR_B1) and 0.09 s (TR_B3) on SQLite, 0.44 s and
 * 0.40 s on PostgreSQL; counting the distinct titles of the usage rows took 0.4 to 1.9 s. So a count
 * is kept with the institution's usage version (moved by usage_monthly's triggers, migration 0024) and
 * counted again only when the usage has changed since. The version is read before counting: usage
 * written meanwhile moves it on, and a count stored under the older version is never read again.
 */
export async function countReportTitles(db: AppDb, scope: ReportScope): Promise<number> {
  const key = { institution_id: scope.institutionId, report: scope.report.id, begin_month: scope.begin, end_month: scope.end }
  const current = await db.selectFrom('usage_versions').select('version').where('institution_id', '=', scope.institutionId).executeTakeFirst()
  const version = Number(current?.version ?? 0)
  const kept = await db
    .selectFrom('report_title_counts')
    .select(['titles', 'version'])
    .where('institution_id', '=', key.institution_id)
    .where('report', '=', key.report)
    .where('begin_month', '=', key.begin_month)
    .where('end_month', '=', key.end_month)
    .executeTakeFirst()
  if (kept && Number(kept.version) === version) return kept.titles
  const row = await titlesQuery(db, scope, undefined)
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number | string>().as('titles'))
    .executeTakeFirstOrThrow()
  const titles = Number(row.titles)
  await db
    .insertInto('report_title_counts')
    .values({ ...key, version, titles })
    .onConflict((oc) => oc.columns(['institution_id', 'report', 'begin_month', 'end_month']).doUpdateSet({ version, titles }))
    .execute()
  return titles
}

/**
 * Each metric type's total over the whole report: the sum of its usage rows, read from the
 * per-(institution, metric, month, access type) sums the triggers of migration 0024 keep, a
 * few dozen rows instead of every usage row of the period (7.2 million: about 1 s on PostgreSQL).
 * A report filters on nothing those four columns do not hold, so the sums answer it exactly.
 */
export async function reportMetricTotals(db: AppDb, scope: ReportScope): Promise<{ metricType: CounterMetricType; total: number }[]> {
  const sums = await db
    .selectFrom('usage_totals')
    .select((eb) => ['usage_totals.metric', eb.fn.sum<number | string>('usage_totals.count').as('total')])
    .where('usage_totals.institution_id', '=', scope.institutionId)
    .where('usage_totals.metric', 'in', scope.report.metricTypes)
    .where('usage_totals.month', '>=', scope.begin)
    .where('usage_totals.month', '<=', scope.end)
    .where('usage_totals.access_type', 'in', scope.report.accessTypes)
    .groupBy('usage_totals.metric')
    .execute()
  const byMetric = new Map(sums.map((sum) => [sum.metric, Number(sum.total)]))
  return scope.report.metricTypes.map((metricType) => ({ metricType, total: byMetric.get(metricType) ?? 0 }))
}

/** The customer ID COUNTER reports and the API name the institution by: the one the data file gave, or its id. */
export async function counterCustomerId(db: AppDb, institutionId: string): Promise<string> {
  const row = await db.selectFrom('institutions').select('counter_customer_id').where('id', '=', institutionId).executeTakeFirst()
  return row?.counter_customer_id ?? institutionId
}
