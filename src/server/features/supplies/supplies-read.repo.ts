import type { Kysely } from 'kysely'
import type { ListSuppliesInput, SuppliesPage, SupplyChoices, SupplyCourse, SupplyGroup, SupplyRequestRow } from '../../../contracts/supplies.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { booklistColumns, booklistItemColumns } from '../booklists/booklist-record.ts'
import { requestColumns, requestRecord } from '../requests/request-record.ts'
import { onPage } from '../../db/list-read.ts'

type Paged = Required<Pick<ListSuppliesInput, 'page' | 'pageSize'>> & Pick<ListSuppliesInput, 'course'>

/** The supply requests the user may read (the Request read rule, in SQL); every one names its course. */
function readableSupplies(db: Kysely<Database>, ability: AppAbility) {
  return db
    .selectFrom('requests')
    .where(accessibleBy(ability, 'read', 'Request', { columns: requestColumns }))
    .where('requests.kind', '=', 'supply')
    .where('requests.course_id', 'is not', null)
}

/**
 * One page of courses with supply requests the user may read, the course
 * with the newest request first, each with its readable requests (newest
 * first). The total counts courses, from the same read rule.
 */
export async function listSupplies(db: Kysely<Database>, ability: AppAbility, input: Paged): Promise<SuppliesPage> {
  const supplies = input.course === undefined ? readableSupplies(db, ability) : readableSupplies(db, ability).where('requests.course_id', '=', input.course)
  const newestFirst = supplies
    .innerJoin('courses', 'courses.id', 'requests.course_id')
    .select(['courses.id', 'courses.code', 'courses.title', 'courses.enrolment'])
    .select((eb) => eb.fn.max('requests.created_at').as('latest'))
    .groupBy(['courses.id', 'courses.code', 'courses.title', 'courses.enrolment'])
    .orderBy('latest', 'desc')
    .orderBy('courses.id')
  // The list is of courses, not requests: its total counts the distinct courses (countOf would count requests).
  const [counted, courses] = await Promise.all([
    supplies.select((eb) => eb.fn.count('requests.course_id').distinct().as('total')).executeTakeFirstOrThrow(),
    onPage(newestFirst, input).execute(),
  ])
  const requests =
    courses.length === 0
      ? []
      : await supplies
          .where(
            'requests.course_id',
            'in',
            courses.map((course) => course.id),
          )
          .innerJoin('users', 'users.id', 'requests.requester_id')
          .innerJoin('titles', 'titles.nbsi', 'requests.nbsi')
          .selectAll('requests')
          .select(['users.email as requester_email', 'titles.title as title'])
          .orderBy('requests.created_at', 'desc')
          .orderBy('requests.id')
          .execute()
  const byCourse = new Map<string, SupplyRequestRow[]>()
  for (const row of requests) {
    const rows = byCourse.get(row.course_id ?? '') ?? []
    rows.push({
      id: row.id,
      nbsi: row.nbsi,
      title: row.title,
      quantity: row.quantity,
      status: row.status,
      requesterEmail: row.requester_email,
      createdAt: row.created_at,
      version: row.version,
      record: requestRecord(row),
    })
    byCourse.set(row.course_id ?? '', rows)
  }
  const groups: SupplyGroup[] = courses.map(({ id, code, title, enrolment }) => ({ course: { id, code, title, enrolment }, requests: byCourse.get(id) ?? [] }))
  // PostgreSQL counts as bigint, which `pg` hands over as a string.
  return { rows: groups, total: Number(counted.total) }
}

/**
 * The course and the titles on its booklists the user may read (the Booklist
 * and BooklistItem read rules, in SQL), in list order, each starting from one
 * copy per enrolled student. Undefined when the user may read no booklist of
 * the course (another institution's, or none): its existence is not leaked.
 */
export async function supplyChoices(db: Kysely<Database>, ability: AppAbility, courseId: string): Promise<SupplyChoices | undefined> {
  const readableLists = db
    .selectFrom('booklists')
    .innerJoin('courses', 'courses.id', 'booklists.course_id')
    .where('booklists.course_id', '=', courseId)
    .where(accessibleBy(ability, 'read', 'Booklist', { columns: booklistColumns }))
  const course: SupplyCourse | undefined = await readableLists.select(['courses.id', 'courses.code', 'courses.title', 'courses.enrolment']).executeTakeFirst()
  if (!course) return undefined
  const titles = await readableLists
    .innerJoin('booklist_items', 'booklist_items.booklist_id', 'booklists.id')
    .innerJoin('titles', 'titles.nbsi', 'booklist_items.nbsi')
    .where(accessibleBy(ability, 'read', 'BooklistItem', { columns: booklistItemColumns }))
    .where('booklist_items.status', '<>', 'withdrawn')
    .select(['titles.nbsi', 'titles.title'])
    .select((eb) => eb.fn.min('booklist_items.position').as('position'))
    .groupBy(['titles.nbsi', 'titles.title'])
    .orderBy('position')
    .orderBy('titles.title')
    .execute()
  return { course, titles: titles.map(({ nbsi, title }) => ({ nbsi, title, defaultQuantity: course.enrolment })) }
}
