import { existsSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import Sqlite from 'better-sqlite3'
import { redactUrl } from '../../src/server/db/dialects/connect.ts'
import { messageOf } from '../../src/server/db/open-database.ts'
import { fileOptions, serverConfig, type DataIo } from './data-io.ts'
import { pgToolDecision, runTool, serverVersionNum, toolVersion } from './pg-tools.ts'
import { describeCounts, tableCounts } from './sqlite-file.ts'

export const backupUsage = `Usage: npm run data -- backup <file> [--force]

Writes a copy of the database the server would use (DATABASE_URL, else
DATABASE_PATH) to the file, while the server runs and writes: SQLite's online
backup copies one consistent moment. PostgreSQL is dumped with
pg_dump --format=custom when a pg_dump of the server's major version or later
is on PATH; otherwise use the database's own tools.

  --force  overwrite the file if it exists
`

/**
 * `npm run data -- backup <file> [--force]`: never changes the database and
 * never overwrites a file unless told to. Answers the exit code.
 */
export async function runBackup(args: readonly string[], io: DataIo): Promise<number> {
  const options = fileOptions(args, 'backup', 'backup file to write', backupUsage, io)
  if (typeof options === 'number') return options
  const file = resolve(options.file)
  if (existsSync(file) && !options.force) {
    io.err(`${file} exists; pass --force to overwrite it. Nothing was written.\n`)
    return 1
  }
  if (!existsSync(dirname(file))) {
    io.err(`There is no folder ${dirname(file)} to write ${file} in. Nothing was written.\n`)
    return 1
  }
  const config = serverConfig(io)
  if (config === undefined) return 1
  const started = performance.now()
  // Written beside the file and renamed over it once whole: a failed backup leaves no half file,
  // and with --force the old backup stays until the new one is complete.
  const partial = `${file}.partial-${process.pid}`
  let written: string | undefined
  try {
    written =
      config.databaseUrl === undefined ? await backupSqlite(resolve(config.databasePath), partial, io) : await backupPostgres(config.databaseUrl, partial, io)
  } catch (error) {
    io.err(`The backup failed: ${messageOf(error)}. Nothing was written.\n`)
  }
  if (written === undefined) {
    rmSync(partial, { force: true })
    return 1
  }
  renameSync(partial, file)
  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  io.out(`Wrote ${file}: ${statSync(file).size.toLocaleString('en-US')} bytes, ${written}, in ${seconds} s.\n`)
  return 0
}

/** Answers what the copy holds, or undefined when it failed (said, and any partial file removed). */
async function backupSqlite(source: string, file: string, io: DataIo): Promise<string | undefined> {
  if (!existsSync(source)) {
    io.err(`There is no database at ${source}. Nothing was written.\n`)
    return undefined
  }
  // A connection of its own, read-only: the running server's writes go on (WAL lets a reader and
  // a writer work at once), and nothing here can change the database.
  let database: Sqlite.Database
  try {
    database = new Sqlite(source, { readonly: true, fileMustExist: true })
  } catch (error) {
    io.err(`Cannot open the database at ${source}: ${messageOf(error)}. Nothing was written.\n`)
    return undefined
  }
  try {
    await database.backup(file, {
      // SQLite restarts a step-by-step backup whenever another connection writes between steps, so
      // against a server writing all the time the default 100 pages a step might never finish.
      // After the first step, copying every remaining page in one step copies one moment.
      progress: () => 0x7fffffff,
    })
  } catch (error) {
    io.err(`The backup of ${source} failed: ${messageOf(error)}. Nothing was written.\n`)
    return undefined
  } finally {
    database.close()
  }
  // The copy keeps the source's write-ahead-log mode; a backup is one file to move around, so it
  // goes back to a rollback journal (which restore and a server start both accept).
  const copy = new Sqlite(file)
  try {
    copy.pragma('journal_mode = DELETE')
    return describeCounts(tableCounts(copy))
  } finally {
    copy.close()
  }
}

async function backupPostgres(url: string, file: string, io: DataIo): Promise<string | undefined> {
  const decision = pgToolDecision('pg_dump', toolVersion('pg_dump'), await serverVersionNum(url))
  if (!decision.ok) {
    io.err(`${decision.message}\n`)
    return undefined
  }
  io.out(`Dumping ${redactUrl(url)} with pg_dump --format=custom …\n`)
  if (runTool('pg_dump', url, ['--format=custom', `--file=${file}`]) !== 0) {
    io.err('pg_dump failed (its message is above). Nothing was written.\n')
    return undefined
  }
  return 'a pg_dump custom-format archive (pg_restore --list shows what it holds)'
}
