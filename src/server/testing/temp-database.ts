import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type Db } from '../db/open-database.ts'

export interface TempDatabase {
  readonly db: Db
  readonly dir: string
  readonly path: string
  /** Closes the database and deletes its folder. */
  dispose(): void
}

/** A real SQLite file in a fresh temporary folder, migrated. */
export function tempDatabase(): TempDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'adoptions-test-'))
  const path = join(dir, 'test.sqlite')
  const opened = openDatabase(path)
  if (!opened.ok) throw new Error(opened.error)
  return {
    db: opened.db,
    dir,
    path,
    dispose: () => {
      if (opened.db.open) opened.db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
