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
  const element = JSON.stringify(value).replace(/[\\%_]/g, (c) => `\\${c}`)
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${`%${element}%`}) escape '\\'`
}
