import type { AnyAbility } from '@casl/ability'
import type { TitleSummary } from '../../../contracts/catalogue.ts'
import { withheldFields } from '../../../policy/field-access.ts'
import { readableColumns, readableView } from '../../access/record-fields.ts'
import type { ColumnMap } from '../../db/access/rules-to-sql.ts'
import type { TitleRow } from '../../db/schema.ts'
import { policy, type TitleRecord } from '../../policy.ts'

/** The Title record fields of policy/resources/title.yaml, as columns. */
export const titleColumns: ColumnMap = {
  nbsi: 'titles.nbsi',
  isbn13: 'titles.isbn13',
  title: 'titles.title',
  publisher: 'titles.publisher',
  year: 'titles.year',
  availability: 'titles.availability',
  priceMinor: 'titles.price_minor',
}

/** The columns besides the record's own (titleColumns, which readableColumns selects without what the field rules withhold). */
export const otherTitleColumns = [
  'titles.subtitle',
  'titles.authors',
  'titles.edition',
  'titles.formats',
  'titles.currency',
  'titles.subjects',
  'titles.language',
] as const

/**
 * A title as the catalogue reads it; `price_minor` is not read at all for
 * someone the read rule's field rule withholds the list price from on every
 * title (readableColumns).
 */
export type TitleReadRow = Omit<TitleRow, 'price_minor' | 'created_at' | 'updated_at' | 'version'> & { price_minor?: number }

/** readableColumns selects the record's columns by name, which Kysely cannot type. */
export const asTitleRow = <R extends object>(row: R) => row as R & TitleReadRow

/** The readable columns of `titles` for this person: the list price only where the field rules let them read it. */
export function titleSelection(ability: AnyAbility) {
  return readableColumns(titleColumns, ability, 'Title')
}

/**
 * Whether the field rules withhold the list price from this person on every
 * title (policy/resources/title.yaml: without cart:purchase or
 * booklist:approve): then it is never read, filtered or sorted by, and no
 * licence's price is sent either.
 */
export function pricesWithheld(ability: AnyAbility): boolean {
  return withheldFields(policy, ability, 'read', 'Title').includes('priceMinor')
}

/**
 * The title as the policy's rules read it (without the price when it was not
 * read). The stored availability has values the policy does not name
 * (forthcoming, limited), so it is carried as stored.
 */
export function titleRecord(row: TitleReadRow): Partial<Omit<TitleRecord, 'availability'>> & { readonly availability: string } {
  return {
    nbsi: row.nbsi,
    ...(row.isbn13 === null ? {} : { isbn13: row.isbn13 }),
    title: row.title,
    publisher: row.publisher,
    ...(row.year === null ? {} : { year: row.year }),
    availability: row.availability,
    ...(row.price_minor === undefined ? {} : { priceMinor: row.price_minor }),
  }
}

/** The title for the screen, without the fields the read rule's field rules withhold from this person on it (the list price). */
export function titleSummary(row: TitleReadRow, ability: AnyAbility): TitleSummary {
  return readableView(
    {
      nbsi: row.nbsi,
      isbn13: row.isbn13,
      title: row.title,
      subtitle: row.subtitle,
      authors: jsonList(row.authors),
      publisher: row.publisher,
      edition: row.edition,
      year: row.year,
      formats: jsonList(row.formats),
      ...(row.price_minor === undefined ? {} : { priceMinor: row.price_minor }),
      currency: row.currency,
      availability: row.availability,
    },
    ability,
    'Title',
    titleRecord(row),
  )
}

export function jsonList(text: string): string[] {
  const value: unknown = JSON.parse(text)
  return Array.isArray(value) ? value.map(String) : []
}
