import type { Expression, SqlBool } from 'kysely'
import { dialectOf, searchTerms } from './dialects/index.ts'
import type { AppDb, TitleRow } from './schema.ts'

/**
 * The full-text condition for a catalogue search, to combine with other
 * conditions in a `where` on `titles` (SQLite FTS5 or PostgreSQL tsvector,
 * same matches: every word of `text` starts a word of the title, authors,
 * publisher or subjects). Undefined when `text` has no words: match everything.
 */
export function titleSearchCondition(db: AppDb, text: string): Expression<SqlBool> | undefined {
  const terms = searchTerms(text)
  return terms.length === 0 ? undefined : dialectOf(db).titleMatches(terms)
}

export interface TitleSearch {
  readonly text: string
  readonly limit: number
  /** The last nbsi of the previous page. */
  readonly after?: string | undefined
}

/** One page of titles matching a search, in nbsi order (stable, so cursors are exact). */
export async function searchTitles(db: AppDb, search: TitleSearch): Promise<TitleRow[]> {
  const condition = titleSearchCondition(db, search.text)
  let query = db.selectFrom('titles').selectAll('titles')
  if (condition) query = query.where(condition)
  if (search.after !== undefined) query = query.where('titles.nbsi', '>', search.after)
  return query.orderBy('titles.nbsi').limit(search.limit).execute()
}

export async function findTitle(db: AppDb, nbsi: string): Promise<TitleRow | undefined> {
  return db.selectFrom('titles').selectAll().where('nbsi', '=', nbsi).executeTakeFirst()
}
