import { PostgresAdapter } from 'kysely'
import type { AnyKysely, DialectFeatures } from './dialect.ts'
import { postgresFeatures } from './postgres.ts'
import { sqliteFeatures } from './sqlite.ts'

export type { AnyKysely, DialectFeatures, DialectName } from './dialect.ts'
export { searchTerms } from './search-terms.ts'
export { postgresFeatures, sqliteFeatures }

/**
 * The dialect features of a Kysely instance or of one of its transactions,
 * read from its adapter, so code that holds only `db` can stay portable.
 */
export function dialectOf(db: AnyKysely): DialectFeatures {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresFeatures : sqliteFeatures
}
