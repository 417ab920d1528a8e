import { sql, type Kysely } from 'kysely'
import type { RolloverPreview, RolloverPreviewRow } from '../../../../contracts/rollover.ts'
import { rolloverPreviewCap, type rolloverSelection } from '../../../../contracts/rollover.ts'
import { accessibleBy } from '../../../db/access/rules-to-sql.ts'
import { matchingText } from '../../../db/list-read.ts'
import type { Database } from '../../../db/schema.ts'
import { refusal, type Actor } from '../../../trpc/record-write.ts'
import { booklistColumns, booklistRecord } from '../booklist-record.ts'
import { planOf } from './rollover-plan.ts'
import { costCondition } from '../booklist-cost-record.ts'
import type { z } from 'zod'

type Selection = z.output<typeof rolloverSelection>

/**
 * The chosen lists the user may read (the read rule in SQL), each with what
 * rollover decides from: whether the rollover rule allows it (in SQL, per
 * row), the same course code's course in the target term and the list it has
 * there, and the items a new list would copy.
 */
export function rolloverCandidates(db: Kysely<Database>, actor: Actor, target: string) {
  return db
    .selectFrom('booklists')
    .innerJoin('courses', 'courses.id', 'booklists.course_id')
    .leftJoin('courses as target_course', (join) =>
      join
        .onRef('target_course.institution_id', '=', 'booklists.institution_id')
        .onRef('target_course.code', '=', 'courses.code')
        .on('target_course.term', '=', target),
    )
    .leftJoin('booklists as target_list', (join) => join.onRef('target_list.course_id', '=', 'target_course.id').on('target_list.term', '=', target))
    .where(accessibleBy(actor.ability, 'read', 'Booklist', { columns: booklistColumns }))
    .select([
      'booklists.id',
      'booklists.institution_id',
      'booklists.course_id',
      'booklists.term',
      'booklists.state',
      'booklists.version',
      'courses.code',
      'courses.title',
      'target_course.id as target_course_id',
      'target_list.id as target_list_id',
      'target_list.state as target_list_state',
    ])
    .select(sql<number>`case when ${accessibleBy(actor.ability, 'rollover', 'Booklist', { columns: booklistColumns })} then 1 else 0 end`.as('may_roll'))
    .select((eb) =>
      eb
        .selectFrom('booklist_items')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('booklist_items.booklist_id', '=', 'booklists.id')
        .where('booklist_items.status', '<>', 'withdrawn')
        .as('item_count'),
    )
}

export type CandidateRow = Awaited<ReturnType<ReturnType<typeof rolloverCandidates>['executeTakeFirstOrThrow']>>

/** What rolling the chosen lists to `target` would do, course by course, in the list's order (course code). */
export async function previewRollover(db: Kysely<Database>, actor: Actor, from: Selection, target: string): Promise<RolloverPreview> {
  let query = rolloverCandidates(db, actor, target)
  if ('ids' in from) query = query.where('booklists.id', 'in', from.ids)
  else {
    query = query.where('booklists.term', '=', from.matching.term)
    if (from.matching.status) query = query.where('booklists.state', '=', from.matching.status)
    const cost = from.matching.cost
    if (cost) query = query.where((eb) => costCondition(eb, actor.ability, cost))
    if (from.matching.q) query = query.where(matchingText(from.matching.q, ['courses.code', 'courses.title']))
  }
  const rows = await query.orderBy('courses.code').orderBy('booklists.term').orderBy('booklists.id').limit(rolloverPreviewCap).execute()
  const previewed = rows.map((row) => previewRow(row, actor, target))
  return { target, rows: previewed, rolling: previewed.filter((row) => row.plan === 'roll').length }
}

function previewRow(row: CandidateRow, actor: Actor, target: string): RolloverPreviewRow {
  const itemCount = Number(row.item_count ?? 0)
  const plan =
    Number(row.may_roll) === 1
      ? planOf(factsOf(row), target, actor)
      : { plan: 'mayNotRoll' as const, message: refusal(actor, 'rollover', 'Booklist', booklistRecord(row), { noun: 'booklist', verb: 'roll over' }) }
  return {
    listId: row.id,
    version: row.version,
    courseCode: row.code,
    courseTitle: row.title,
    term: row.term,
    itemCount,
    ...plan,
    ...(row.target_list_id ? { targetListId: row.target_list_id } : {}),
  }
}

export function factsOf(row: CandidateRow) {
  return {
    courseCode: row.code,
    institutionId: row.institution_id,
    itemCount: Number(row.item_count ?? 0),
    targetCourseId: row.target_course_id,
    targetListState: row.target_list_state,
  }
}
