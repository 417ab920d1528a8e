import { sql } from 'kysely'
import { Migrator, type Migration } from 'kysely'
import { dialectOf, type AnyKysely } from './dialects/index.ts'
import { migrationNames, migrationsFor } from './migrations/index.ts'

export type MigrationResult =
  { readonly ok: true; readonly applied: readonly string[]; readonly version: number } | { readonly ok: false; readonly error: string }

const migrationTable = 'kysely_migration'

/**
 * Brings the schema up to date: runs every migration the database has not run
 * (Kysely's migrator: one transaction and a lock, so servers starting together
 * on one PostgreSQL run each step once). A database that has run a migration
 * this code does not know was written by a newer release: it is refused
 * before anything runs, because this code may not read what that release wrote.
 */
export async function migrate(db: AnyKysely, migrations: Record<string, Migration> = migrationsFor(dialectOf(db))): Promise<MigrationResult> {
  const known = Object.keys(migrations).sort()
  const dialect = dialectOf(db)
  if ((await dialect.tableExists(db, 'schema_migrations')) && !(await dialect.tableExists(db, migrationTable))) {
    return {
      ok: false,
      error:
        'it was created by an early development release whose schema cannot be upgraded; ' +
        'delete it (it is re-created with the demo data) or point the app at another database',
    }
  }
  const unknown = (await executedMigrations(db)).filter((name) => !known.includes(name))
  if (unknown.length > 0) {
    return {
      ok: false,
      error:
        `its schema is newer than this release: it has run migration ${unknown.join(', ')}, which this release ` +
        `does not know (its latest is ${known.at(-1) ?? 'none'}); upgrade the app or point it at another database`,
    }
  }
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'a migration'
    return { ok: false, error: `migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}` }
  }
  return { ok: true, applied: results.filter((result) => result.status === 'Success').map((result) => result.migrationName), version: known.length }
}

/** Names of the migrations the database has run (none for a new database). */
export async function executedMigrations(db: AnyKysely): Promise<string[]> {
  if (!(await dialectOf(db).tableExists(db, migrationTable))) return []
  const rows = await sql<{ name: string }>`SELECT name FROM ${sql.table(migrationTable)} ORDER BY name`.execute(db)
  return rows.rows.map((row) => row.name)
}

export { migrationNames }
