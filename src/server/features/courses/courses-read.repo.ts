import type { ExpressionBuilder, Kysely } from 'kysely'
import type { CostFilter } from '../../../contracts/booklist-names.ts'
import type { CourseRow, CoursesPage, CourseSortColumn } from '../../../contracts/courses.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import { booklistColumns } from '../booklists/booklist-record.ts'
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
} from '../booklists/booklist-cost-record.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { matchingText, readPage } from '../../db/list-read.ts'
import { instructorsOf, readableCourses } from './course-record.ts'

export interface CoursesQuery {
  readonly q?: string | undefined
  readonly term?: string | undefined
  readonly department?: string | undefined
  readonly cost?: CostFilter | undefined
  readonly sort?: CourseSortColumn | undefined
  readonly desc: boolean
  readonly page: number
  readonly pageSize: number
}

const sortColumn = {
  code: 'courses.code',
  title: 'courses.title',
  term: 'courses.term',
  department: 'courses.department',
  enrolment: 'courses.enrolment',
  cost: 'required_minor',
} as const satisfies Record<CourseSortColumn, string>

// The cost expressions read the list as `booklists`; here it is joined beside its course, which they do not refer to.
const asList = (eb: ExpressionBuilder<Database, 'courses' | 'booklists'>) => eb as unknown as ExpressionBuilder<Database, 'booklists'>

/**
 * One page of readable courses, filtered by term, department and text (code
 * or title), sorted by one column (then code and id, so pages are stable), with
 * the total and the filter choices of the whole readable set. `ingestion`
 * adds where and when each course was last imported.
 */
export async function listCourses(db: Kysely<Database>, ability: AppAbility, query: CoursesQuery, ingestion: boolean): Promise<CoursesPage> {
  const readable = readableCourses(db, ability)
  // The course's list in its term: its state for everyone who reads the course, its cost only for those who may read the list.
  let filtered = readable.leftJoin('booklists', (join) => join.onRef('booklists.course_id', '=', 'courses.id').onRef('booklists.term', '=', 'courses.term'))
  const listReadable = accessibleBy(ability, 'read', 'Booklist', { columns: booklistColumns })
  if (query.term) filtered = filtered.where('courses.term', '=', query.term)
  if (query.department) filtered = filtered.where('courses.department', '=', query.department)
  if (query.q) filtered = filtered.where(matchingText(query.q, ['courses.code', 'courses.title']))
  const cost = query.cost
  if (cost) filtered = filtered.where((eb) => eb.and([eb('booklists.id', 'is not', null), listReadable, costCondition(asList(eb), ability, cost)]))
  const direction = query.desc ? 'desc' : 'asc'
  let ordered = filtered
    .select([
      'courses.id',
      'courses.code',
      'courses.title',
      'courses.term',
      'courses.department',
      'courses.enrolment',
      'courses.import_source',
      'courses.imported_at',
    ])
    .select(['booklists.state as booklist_state', 'booklists.id as booklist_id'])
    .select((eb) => [
      eb.case().when(listReadable).then(1).else(0).end().as('list_readable'),
      requiredMinor(asList(eb), ability).as('required_minor'),
      withRecommendedMinor(asList(eb), ability).as('with_recommended_minor'),
      currencyCount(asList(eb), ability).as('currency_count'),
      currencyOf(asList(eb), ability).as('cost_currency'),
      heldCount(asList(eb), ability).as('held_count'),
      lowCostMinor(asList(eb)).as('low_cost_minor'),
    ])
  // By cost, courses without a readable list, then lists in several currencies, come last either way.
  if (query.sort === 'cost')
    ordered = ordered
      .orderBy((eb) =>
        eb
          .case()
          .when(eb('booklists.id', 'is', null))
          .then(2)
          .when(listReadable)
          .then(0)
          .else(2)
          .end(),
      )
      .orderBy((eb) =>
        eb
          .case()
          .when(currencyCount(asList(eb), ability), '>', 1)
          .then(1)
          .else(0)
          .end(),
      )
  ordered = ordered
    .orderBy(sortColumn[query.sort ?? 'code'], direction)
    .orderBy('courses.code')
    .orderBy('courses.id')
  const [{ rows, total }, terms, departments] = await Promise.all([
    readPage(filtered, ordered, query),
    readable.select('courses.term').distinct().orderBy('courses.term').execute(),
    readable.select('courses.department').distinct().orderBy('courses.department').execute(),
  ])
  const instructors = await instructorsOf(
    db,
    rows.map((row) => row.id),
  )
  const costed = (row: (typeof rows)[number]) => row.booklist_id !== null && Number(row.list_readable) === 1
  const currencies = await currenciesOf(
    db,
    ability,
    rows.filter((row) => costed(row) && Number(row.currency_count ?? 0) > 1).map((row) => row.booklist_id ?? ''),
  )
  const items: CourseRow[] = rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.title,
    term: row.term,
    department: row.department,
    enrolment: row.enrolment,
    instructors: (instructors.get(row.id) ?? []).map(({ email, name }) => ({ email, name })),
    booklistState: row.booklist_state ?? null,
    booklistId: row.booklist_id ?? null,
    ...(costed(row) ? pick(costOf(row, currencies.get(row.booklist_id ?? '') ?? [])) : { cost: null, costBand: null }),
    lastImport: ingestion && row.import_source !== null && row.imported_at !== null ? { source: row.import_source, at: row.imported_at } : null,
  }))
  // PostgreSQL counts as bigint, which `pg` hands over as a string.
  return { rows: items, total, terms: terms.map((t) => t.term), departments: departments.map((d) => d.department), ingestion }
}

const pick = ({ cost, costBand }: ReturnType<typeof costOf>) => ({ cost, costBand })
