import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import type { CostFigures, CostReport, DepartmentCost } from '../../../contracts/course-cost-report.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { currencyCount, currencyOf, requiredMinor } from '../booklists/booklist-cost-record.ts'
import { booklistColumns } from '../booklists/booklist-record.ts'
import { readableCourses } from './course-record.ts'

// The cost expressions read the list as `booklists`; here it is joined beside its course, which they do not refer to.
const asList = (eb: ExpressionBuilder<Database, 'courses' | 'booklists'>) => eb as unknown as ExpressionBuilder<Database, 'booklists'>

/** What each count of the report sums: 1 for a course that is one, else 0 (PostgreSQL sums come back as strings). */
const countOf = (condition: RawBuilder<unknown>) => sql<number | string>`sum(case when ${condition} then 1 else 0 end)`

/**
 * The cost report of a term (issue 56), all in SQL over the term's active
 * courses the user may read (`read Course`) and their lists the user may read
 * (`read Booklist`): per department, and for the whole term, how many
 * courses, lists, zero- and low-cost lists (as the Courses list's cost filter
 * counts them), and the median and sum of the required cost per student of
 * the lists that can be added up: one currency, the institution's, or nothing
 * to buy. Lists in several currencies or another one are counted apart.
 * The median is the middle row (the mean of the two middle rows when even) of
 * row_number() over the costs in order, which SQLite and PostgreSQL share.
 */
export async function costReport(db: Kysely<Database>, ability: AppAbility, institutionId: string, term: string, currency: string): Promise<CostReport> {
  const { low_cost_minor: lowCostThreshold } = await db
    .selectFrom('institutions')
    .select('institutions.low_cost_minor')
    .where('institutions.id', '=', institutionId)
    .executeTakeFirstOrThrow()
  const listReadable = accessibleBy(ability, 'read', 'Booklist', { columns: booklistColumns })
  const perCourse = db
    .with('costed', () =>
      readableCourses(db, ability)
        .where('courses.term', '=', term)
        .where('courses.status', '=', 'active')
        .leftJoin('booklists', (join) => join.onRef('booklists.course_id', '=', 'courses.id').onRef('booklists.term', '=', 'courses.term'))
        .select('courses.department')
        .select((eb) => [
          eb
            .case()
            .when(eb.and([eb('booklists.id', 'is not', null), listReadable]))
            .then(1)
            .else(0)
            .end()
            .as('listed'),
          requiredMinor(asList(eb), ability).as('required'),
          currencyCount(asList(eb), ability).as('currencies'),
          currencyOf(asList(eb), ability).as('currency'),
        ]),
    )
    // Each course once, with what its list is: none, added up (one currency, the institution's, or nothing to buy), or apart.
    .with('classed', (qb) =>
      qb.selectFrom('costed').select((eb) => [
        'costed.department',
        'costed.listed',
        'costed.required',
        'costed.currencies',
        eb
          .case()
          .when('costed.listed', '=', 0)
          .then('none')
          .when('costed.currencies', '>', 1)
          .then('apart')
          .when(eb.or([eb('costed.required', '=', 0), eb('costed.currency', '=', currency)]))
          .then('added')
          .else('apart')
          .end()
          .as('kind'),
      ]),
    )
    // The added lists in cost order, within the department and over the term, with how many there are of each.
    .with('ranked', (qb) =>
      qb
        .selectFrom('classed')
        .where('classed.kind', '=', 'added')
        .select([
          'classed.department',
          'classed.required',
          sql<number | string>`row_number() over (partition by classed.department order by classed.required)`.as('in_department'),
          sql<number | string>`count(*) over (partition by classed.department)`.as('of_department'),
          sql<number | string>`row_number() over (order by classed.required)`.as('in_term'),
          sql<number | string>`count(*) over ()`.as('of_term'),
        ]),
    )

  // A list in one currency (or none) whose required cost is 0, or at or under the threshold: costCondition on the selected columns.
  const single = sql`classed.listed = 1 and classed.currencies <= 1`
  const figures = [
    sql<number | string>`count(*)`.as('courses'),
    sql<number | string>`sum(classed.listed)`.as('with_list'),
    countOf(sql`${single} and classed.required = 0`).as('zero_cost'),
    countOf(sql`${single} and classed.required <= ${lowCostThreshold}`).as('low_cost'),
    countOf(sql`classed.kind = 'added'`).as('added'),
    countOf(sql`classed.kind = 'apart'`).as('not_added'),
    sql<number | string>`coalesce(sum(case when classed.kind = 'added' then classed.required else 0 end), 0)`.as('total'),
  ]
  // Integer division in both databases: rows (n+1)/2 and (n+2)/2 are the middle one, or the two middle ones.
  const middle = (position: 'in_department' | 'in_term', count: 'of_department' | 'of_term') =>
    sql<SqlBool>`ranked.${sql.raw(position)} in ((ranked.${sql.raw(count)} + 1) / 2, (ranked.${sql.raw(count)} + 2) / 2)`

  const [groups, medians, [whole], [termMedian], terms] = await Promise.all([
    perCourse.selectFrom('classed').select('classed.department').select(figures).groupBy('classed.department').orderBy('classed.department').execute(),
    perCourse
      .selectFrom('ranked')
      .where(middle('in_department', 'of_department'))
      .select(['ranked.department', sql<number | string>`avg(ranked.required)`.as('median')])
      .groupBy('ranked.department')
      .execute(),
    perCourse.selectFrom('classed').select(figures).execute(),
    perCourse
      .selectFrom('ranked')
      .where(middle('in_term', 'of_term'))
      .select(sql<number | string | null>`avg(ranked.required)`.as('median'))
      .execute(),
    readableCourses(db, ability).select('courses.term').distinct().orderBy('courses.term').execute(),
  ])
  const medianOf = new Map(medians.map((row) => [row.department, row.median]))
  const departments: DepartmentCost[] = groups.map((group) => ({ department: group.department, ...figuresOf(group, medianOf.get(group.department)) }))
  return {
    term,
    terms: terms.map((row) => row.term),
    currency,
    lowCostThreshold: Number(lowCostThreshold),
    departments,
    totals: figuresOf(whole, termMedian?.median),
  }
}

type FigureRow = Readonly<Record<'courses' | 'with_list' | 'zero_cost' | 'low_cost' | 'added' | 'not_added' | 'total', number | string | null>>

/** The selected figures as numbers: PostgreSQL hands counts, sums and averages over as strings, and sums of no rows as null. */
function figuresOf(row: FigureRow | undefined, median: number | string | null | undefined): CostFigures {
  const n = (value: number | string | null | undefined) => Number(value ?? 0)
  return {
    courses: n(row?.courses),
    withList: n(row?.with_list),
    zeroCost: n(row?.zero_cost),
    lowCost: n(row?.low_cost),
    added: n(row?.added),
    notAdded: n(row?.not_added),
    // The mean of two middle costs may fall between two minor units: rounded half up, as money is shown.
    medianPerStudent: median === null || median === undefined ? null : Math.round(Number(median)),
    totalPerStudent: n(row?.total),
  }
}
