import type { Kysely, Selectable } from 'kysely'
import type { TitleCourse, TitleDetail, TitleLicence } from '../../../contracts/catalogue.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { TitleLicencesTable } from '../../db/tables/catalogue.ts'
import type { AppAbility } from '../../policy.ts'
import { booklistItemColumns } from '../booklists/booklist-record.ts'
import { asTitleRow, jsonList, otherTitleColumns, pricesWithheld, titleColumns, titleSelection, titleSummary } from './title-record.ts'

/** A licence as read: without its price for someone the list prices are withheld from. */
type StoredLicence = Omit<Selectable<TitleLicencesTable>, 'nbsi' | 'price_minor'> & { readonly price_minor?: number }

/**
 * Everything about one title: the title row (by the `read Title` rule, so a
 * title the user may not read is as missing as one that does not exist), its
 * licence models and prices, and the courses whose booklist items the user may
 * read (`read BooklistItem`: their own institution's) that list it. For
 * someone the field rules withhold the list price from, neither the title's
 * price nor its licences' prices are read or sent (the licences are then in
 * the order of their model, not of their price).
 */
export async function findTitleDetail(db: Kysely<Database>, ability: AppAbility, nbsi: string): Promise<TitleDetail | undefined> {
  const withheld = pricesWithheld(ability)
  const found = await db
    .selectFrom('titles')
    .select(otherTitleColumns)
    .select(titleSelection(ability))
    .where('titles.nbsi', '=', nbsi)
    .where(accessibleBy(ability, 'read', 'Title', { columns: titleColumns }))
    .executeTakeFirst()
  if (!found) return undefined
  const row = asTitleRow(found)
  const licenceColumns = ['model', 'currency', 'duration_months'] as const
  const [licences, courses] = await Promise.all([
    withheld
      ? db.selectFrom('title_licences').select(licenceColumns).where('nbsi', '=', nbsi).orderBy('model').execute()
      : db
          .selectFrom('title_licences')
          .select([...licenceColumns, 'price_minor'])
          .where('nbsi', '=', nbsi)
          .orderBy('price_minor')
          .orderBy('model')
          .execute(),
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
    ...titleSummary(row, ability),
    subjects: jsonList(row.subjects),
    language: row.language,
    licences: (licences as readonly StoredLicence[]).map((licence): TitleLicence => ({
      model: licence.model,
      ...(licence.price_minor === undefined ? {} : { priceMinor: licence.price_minor }),
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
