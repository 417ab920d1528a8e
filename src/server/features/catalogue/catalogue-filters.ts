import { sql, type Expression, type SqlBool } from 'kysely'
import type { CatalogueFilters } from '../../../contracts/catalogue.ts'

const filterKeys = ['format', 'licence', 'priceMin', 'priceMax', 'subject', 'yearFrom', 'yearTo'] as const satisfies readonly (keyof CatalogueFilters)[]

export function hasFilters(filters: CatalogueFilters): boolean {
  return filterKeys.some((key) => filters[key] !== undefined)
}

/**
 * The detailed search's filters as SQL on `titles`, the same on SQLite and
 * PostgreSQL. Formats and subjects are JSON lists stored as text, so a value is
 * matched as one quoted list element (`"print"`), with LIKE's wildcards escaped, ignoring case on both.
 */
export function filterConditions(filters: CatalogueFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = []
  if (filters.format) conditions.push(listHolds('titles.formats', filters.format))
  if (filters.subject) conditions.push(listHolds('titles.subjects', filters.subject))
  if (filters.licence)
    conditions.push(sql<SqlBool>`exists (select 1 from title_licences where title_licences.nbsi = titles.nbsi and title_licences.model = ${filters.licence})`)
  if (filters.priceMin !== undefined) conditions.push(sql<SqlBool>`titles.price_minor >= ${filters.priceMin}`)
  if (filters.priceMax !== undefined) conditions.push(sql<SqlBool>`titles.price_minor <= ${filters.priceMax}`)
  if (filters.yearFrom !== undefined) conditions.push(sql<SqlBool>`titles.year >= ${filters.yearFrom}`)
  if (filters.yearTo !== undefined) conditions.push(sql<SqlBool>`titles.year <= ${filters.yearTo}`)
  return conditions
}

function listHolds(column: 'titles.formats' | 'titles.subjects', value: string): Expression<SqlBool> {
  return likeIgnoringCase(sql.ref(column), `%${likeLiteral(JSON.stringify(value))}%`)
}

/** Text with LIKE's wildcards (and its escape character) escaped, to match as itself. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** `text LIKE pattern`, ignoring case on both SQLite and PostgreSQL (ASCII case only on SQLite), a backslash escaping. */
export function likeIgnoringCase(text: Expression<unknown>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${text}) like lower(${pattern}) escape '\\'`
}
