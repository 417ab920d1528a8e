import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type OpenedDatabase } from '../src/server/db/open-database.ts'
import { startEmbeddedPostgres } from '../src/server/testing/embedded-postgres.ts'
import type { BenchDatabase } from './record-queries.ts'

/**
 * Runs `measure` against a throw-away database of `kind` (a SQLite file in a
 * temporary folder, or an embedded PostgreSQL), migrated and empty; closes and
 * removes it afterwards, whatever happens. `measure` is told the SQLite file's path (unused on PostgreSQL).
 */
export async function withBenchDatabase<T>(kind: BenchDatabase, measure: (opened: OpenedDatabase, databasePath: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'adoptions-bench-db-'))
  let postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined
  let opened: OpenedDatabase | undefined
  try {
    postgres = kind === 'postgres' ? await startEmbeddedPostgres() : undefined
    const databasePath = join(dir, postgres ? 'unused.sqlite' : 'bench.sqlite')
    const result = await openDatabase(postgres ? { databasePath, databaseUrl: postgres.url } : { databasePath })
    if (!result.ok) throw new Error(result.error)
    opened = result
    return await measure(opened, databasePath)
  } finally {
    await opened?.close()
    await postgres?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
