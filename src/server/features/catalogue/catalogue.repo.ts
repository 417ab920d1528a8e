import { sql, type Kysely, type SqlBool } from 'kysely'
import type { CatalogueResults, TitleSummary } from '../../../contracts/catalogue.ts'
import { normaliseIsbn } from '../../../contracts/isbn.ts'
import { accessibleBy, type ColumnMap } from '../../db/access/rules-to-sql.ts'
import type { Database, TitleRow } from '../../db/schema.ts'
import { titleSearchCondition } from '../../db/titles-repo.ts'
import type { AppAbility } from '../../policy.ts'

/** The Title record fields of policy/resources/title.yaml, as columns. */
const titleColumns: ColumnMap = {
  nbsi: 'titles.nbsi',
  isbn13: 'titles.isbn13',
  title: 'titles.title',
  publisher: 'titles.publisher',
  year: 'titles.year',
  availability: 'titles.availability',
}

export interface CatalogueQuery {
  readonly q: string
  readonly page: number
  readonly pageSize: number
}

/**
 * Titles matching what the user typed, in title order: an ISBN (any form)
 * matches that edition exactly; otherwise every word must start a word of the
 * title, authors, publisher or subjects (the dialect's full-text index).
 * Only titles the user's `read Title` rule allows, in SQL.
 */
export async function searchCatalogue(db: Kysely<Database>, ability: AppAbility, query: CatalogueQuery): Promise<CatalogueResults> {
  const isbn = normaliseIsbn(query.q)
  const matches = isbn ? sql<SqlBool>`titles.isbn13 = ${isbn}` : titleSearchCondition(db, query.q)
  if (!matches) return { items: [], total: 0, matchedBy: 'none' }
  const matching = db
    .selectFrom('titles')
    .where(accessibleBy(ability, 'read', 'Title', { columns: titleColumns }))
    .where(matches)
  const [counted, rows] = await Promise.all([
    matching.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    matching
      .selectAll('titles')
      .orderBy('titles.title')
      .orderBy('titles.nbsi')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ])
  return { items: rows.map(titleSummary), total: Number(counted.total), matchedBy: isbn ? 'isbn' : 'words' }
}

export function titleSummary(row: TitleRow): TitleSummary {
  return {
    nbsi: row.nbsi,
    isbn13: row.isbn13,
    title: row.title,
    subtitle: row.subtitle,
    authors: jsonList(row.authors),
    publisher: row.publisher,
    edition: row.edition,
    year: row.year,
    formats: jsonList(row.formats),
    priceMinor: row.price_minor,
    currency: row.currency,
    availability: row.availability,
  }
}

function jsonList(text: string): string[] {
  const value: unknown = JSON.parse(text)
  return Array.isArray(value) ? value.map(String) : []
}
