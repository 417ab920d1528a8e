import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, readSync, renameSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import Sqlite from 'better-sqlite3'
import type { ServerConfig } from '../../src/server/config.ts'
import { redactUrl } from '../../src/server/db/dialects/connect.ts'
import { messageOf, openDatabase } from '../../src/server/db/open-database.ts'
import { confirmed, fileOptions, refusedInProduction, serverConfig, type DataIo } from './data-io.ts'
import { isPgArchive, pgToolDecision, runTool, serverVersionNum, toolVersion } from './pg-tools.ts'
import { checkBackup, describeCounts, tableCounts } from './sqlite-file.ts'

export const restoreUsage = `Usage: npm run data -- restore <file> [--yes] [--force]

Replaces the database the server would use (DATABASE_URL, else DATABASE_PATH)
with a backup made by \`npm run data -- backup\`: says what it replaces and
what the backup holds, asks you to type "restore", then does it. A backup from
an older release is brought up to date by the migrations; one from a newer
release is refused. Stop the server first: restoring under a running server is
not supported. PostgreSQL is restored with pg_restore --clean --if-exists when
a pg_restore of the server's major version or later is on PATH.

  --yes    do not ask (required when stdin is not a terminal, as in scripts)
  --force  allow it when NODE_ENV=production
`

/**
 * `npm run data -- restore <file> [--yes] [--force]`: the backup is checked
 * before the database is touched, and the database is replaced whole (a
 * renamed file, or pg_restore), never merged. Answers the exit code.
 */
export async function runRestore(args: readonly string[], io: DataIo): Promise<number> {
  const options = fileOptions(args, 'restore', 'backup file to restore', restoreUsage, io)
  if (typeof options === 'number') return options
  const file = resolve(options.file)
  if (!existsSync(file)) {
    io.err(`There is no backup at ${file}. Nothing was changed.\n`)
    return 1
  }
  const config = serverConfig(io)
  if (config === undefined) return 1
  if (refusedInProduction(io, 'restore', config, options.force)) return 1
  return config.databaseUrl === undefined ? restoreSqlite(file, resolve(config.databasePath), options.yes, io) : restorePostgres(file, config, options.yes, io)
}

async function restoreSqlite(file: string, target: string, yes: boolean, io: DataIo): Promise<number> {
  const backup = checkBackup(file)
  if (!backup.ok) {
    io.err(`${backup.error}. Nothing was changed.\n`)
    return 1
  }
  io.out(
    existsSync(target) ? `This replaces everything in ${target}: ${describeTarget(target)}.\n` : `There is no database at ${target} yet; restore creates it.\n`,
  )
  const upgrade = backup.behind.length === 0 ? '' : `; it is from an older release, and ${backup.behind.length} migrations bring it up to date`
  io.out(`With ${file} (latest migration ${backup.latest}${upgrade}): ${describeCounts(backup.counts)}.\n`)
  if (!(await confirmed(io, 'restore', yes))) return 1

  // A copy beside the target, made durable, then renamed over it: the target is at every moment
  // either the old database or the whole backup, never a half-copied file.
  mkdirSync(dirname(target), { recursive: true })
  const partial = `${target}.restore-${process.pid}`
  try {
    copyFileSync(file, partial)
    const handle = openSync(partial, 'r+')
    try {
      fsyncSync(handle)
    } finally {
      closeSync(handle)
    }
    // The old database's write-ahead log and its index belong to the old file: left beside the new
    // one, SQLite would read them as its own.
    rmSync(`${target}-wal`, { force: true })
    rmSync(`${target}-shm`, { force: true })
    renameSync(partial, target)
  } catch (error) {
    rmSync(partial, { force: true })
    io.err(`The restore failed before the database was replaced; nothing was changed: ${messageOf(error)}\n`)
    return 1
  }
  // Opened as the server opens it: migrations run forward when the backup is older.
  const opened = await openDatabase({ databasePath: target })
  if (!opened.ok) {
    io.err(`${opened.error}\n`)
    return 1
  }
  await opened.close()
  const migrated = opened.migrated.applied.length === 0 ? '' : ` (migrated forward: ${opened.migrated.applied.join(', ')})`
  io.out(`Done. ${target} now holds the backup${migrated}: ${describeTarget(target)}.\n`)
  return 0
}

/** The target's row counts, or why they cannot be read (it is replaced either way). */
function describeTarget(path: string): string {
  try {
    const database = new Sqlite(path, { readonly: true, fileMustExist: true })
    try {
      return describeCounts(tableCounts(database))
    } finally {
      database.close()
    }
  } catch (error) {
    return `a file that cannot be read as a database (${messageOf(error)})`
  }
}

async function restorePostgres(file: string, config: ServerConfig, yes: boolean, io: DataIo): Promise<number> {
  const url = config.databaseUrl!
  const head = Buffer.alloc(5)
  const handle = openSync(file, 'r')
  try {
    readSync(handle, head, 0, 5, 0)
  } finally {
    closeSync(handle)
  }
  if (!isPgArchive(head)) {
    io.err(`${file} is not a pg_dump custom-format archive; the database is PostgreSQL (DATABASE_URL). Nothing was changed.\n`)
    return 1
  }
  let decision: ReturnType<typeof pgToolDecision>
  try {
    decision = pgToolDecision('pg_restore', toolVersion('pg_restore'), await serverVersionNum(url))
  } catch (error) {
    io.err(`Cannot reach the database at ${redactUrl(url)}: ${messageOf(error)}. Nothing was changed.\n`)
    return 1
  }
  if (!decision.ok) {
    io.err(`${decision.message}\n`)
    return 1
  }
  io.out(`This replaces everything in ${redactUrl(url)} with the pg_dump archive ${file} (pg_restore --list shows what it holds).\n`)
  if (!(await confirmed(io, 'restore', yes))) return 1
  if (runTool('pg_restore', url, ['--clean', '--if-exists', '--no-owner', '--single-transaction', file]) !== 0) {
    io.err('pg_restore failed (its message is above); with --single-transaction nothing was changed.\n')
    return 1
  }
  // The archive may come from an older release: the server's own start brings it forward.
  const opened = await openDatabase({ databasePath: config.databasePath, databaseUrl: url })
  if (!opened.ok) {
    io.err(`${opened.error}\n`)
    return 1
  }
  await opened.close()
  io.out(`Done. ${redactUrl(url)} now holds the backup.\n`)
  return 0
}
