import type { Kysely } from 'kysely'
import type { TitleCourse, TitleDetail, TitleLicence } from '../../../contracts/catalogue.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { booklistItemColumns } from '../booklists/booklist-record.ts'
import { jsonList, titleColumns, titleSummary } from './catalogue.repo.ts'

/**
 * Everything about one title: the title row (by the `read Title` rule, so a
 * title the user may not read is as missing as one that does not exist), its
 * licence models and prices, and the courses whose booklist items the user may
 * read (`read BooklistItem`: their own institution's) that list it.
 */
export async function findTitleDetail(db: Kysely<Database>, ability: AppAbility, nbsi: string): Promise<TitleDetail | undefined> {
  const row = await db
    .selectFrom('titles')
    .selectAll('titles')
    .where('titles.nbsi', '=', nbsi)
    .where(accessibleBy(ability, 'read', 'Title', { columns: titleColumns }))
    .executeTakeFirst()
  if (!row) return undefined
  const [licences, courses] = await Promise.all([
    db.selectFrom('title_licences').selectAll().where('nbsi', '=', nbsi).orderBy('price_minor').orderBy('model').execute(),
    db
      .selectFrom('booklist_items')
      .innerJoin('courses', 'courses.id', 'booklist_items.course_id')
      .select(['courses.id', 'courses.code', 'courses.title', 'courses.term', 'courses.department', 'booklist_items.requirement', 'booklist_items.list_state'])
      .where('booklist_items.nbsi', '=', nbsi)
      .where(accessibleBy(ability, 'read', 'BooklistItem', { columns: booklistItemColumns }))
      .orderBy('courses.term')
      .orderBy('courses.code')
      .orderBy('booklist_items.id')
      .execute(),
  ])
  return {
    ...titleSummary(row),
    subjects: jsonList(row.subjects),
    language: row.language,
    licences: licences.map((licence): TitleLicence => ({
      model: licence.model,
      priceMinor: licence.price_minor,
      currency: licence.currency,
      durationMonths: licence.duration_months,
    })),
    courses: courses.map((course): TitleCourse => ({
      courseId: course.id,
      code: course.code,
      title: course.title,
      term: course.term,
      department: course.department,
      requirement: course.requirement,
      listState: course.list_state,
    })),
  }
}
