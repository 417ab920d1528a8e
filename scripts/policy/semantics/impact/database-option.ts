import { resolve } from 'node:path'
import type { DatabaseTarget } from '../../../../src/server/db/open-database.ts'

export type DatabaseOption = { readonly target: DatabaseTarget | undefined; readonly rest: readonly string[] } | { readonly error: string }

/**
 * `--database [PATH|URL]` (also `--database=…`), for `policy impact`, `policy
 * replay` and the studio. Alone, it reads the database the server would:
 * DATABASE_URL when set, else DATABASE_PATH (default .data/adoptions.sqlite).
 * A value starting with postgres:// is a PostgreSQL URL, anything else an
 * SQLite file. Left out, `target` is undefined: no database.
 */
export function takeDatabaseOption(args: readonly string[], env: Readonly<Record<string, string | undefined>>, cwd: string): DatabaseOption {
  const rest: string[] = []
  let target: DatabaseTarget | undefined
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const inline = arg.startsWith('--database=') ? arg.slice('--database='.length) : undefined
    if (arg !== '--database' && inline === undefined) {
      rest.push(arg)
      continue
    }
    if (target) return { error: '--database is given twice' }
    const next = args[i + 1]
    const value = inline ?? (next !== undefined && !next.startsWith('-') ? (i++, next) : undefined)
    if (value === '') return { error: '--database= needs a path or a postgres:// URL' }
    target = value === undefined ? fromEnv(env, cwd) : fromValue(value, cwd)
  }
  return { target, rest }
}

function fromEnv(env: Readonly<Record<string, string | undefined>>, cwd: string): DatabaseTarget {
  const url = env['DATABASE_URL']?.trim()
  const path = env['DATABASE_PATH']?.trim() || '.data/adoptions.sqlite'
  return { databasePath: resolve(cwd, path), ...(url ? { databaseUrl: url } : {}) }
}

function fromValue(value: string, cwd: string): DatabaseTarget {
  return /^postgres(ql)?:\/\//.test(value) ? { databasePath: '', databaseUrl: value } : { databasePath: resolve(cwd, value) }
}
