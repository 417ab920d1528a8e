import { spawnSync } from 'node:child_process'
import { sql } from 'kysely'
import { connectPostgres } from '../../src/server/db/dialects/connect.ts'

export type PgTool = 'pg_dump' | 'pg_restore'

/** The major version in a tool's `--version` line ("pg_dump (PostgreSQL) 15.18 (Debian …)" → 15); undefined when there is none. */
export function toolMajor(versionLine: string | undefined): number | undefined {
  const match = versionLine === undefined ? null : /\(PostgreSQL\)\s+(\d+)/.exec(versionLine)
  return match === null ? undefined : Number(match[1])
}

/**
 * Whether the tool here can dump or restore the server: PostgreSQL's tools
 * refuse (or worse, misread) a server newer than themselves, so the tool's
 * major version must be at least the server's. `serverVersionNum` is
 * `SHOW server_version_num` (180001 → 18). Answers the refusal in words.
 */
export function pgToolDecision(
  tool: PgTool,
  versionLine: string | undefined,
  serverVersionNum: number,
): { readonly ok: true } | { readonly ok: false; readonly message: string } {
  const server = Math.floor(serverVersionNum / 10_000)
  const major = toolMajor(versionLine)
  if (major !== undefined && major >= server) return { ok: true }
  const found = major === undefined ? `there is no ${tool} on PATH` : `the ${tool} on PATH is version ${major}`
  return {
    ok: false,
    message:
      `The database is PostgreSQL ${server} and ${found}. Back up and restore PostgreSQL with its own tools: ` +
      `pg_dump --format=custom and pg_restore --clean --if-exists of major version ${server} or later. Nothing was changed.`,
  }
}

/** The tool's `--version` line, or undefined when it is not on PATH. */
export function toolVersion(tool: PgTool): string | undefined {
  const run = spawnSync(tool, ['--version'], { encoding: 'utf8' })
  return run.status === 0 ? run.stdout.trim() : undefined
}

export async function serverVersionNum(url: string): Promise<number> {
  const db = connectPostgres(url, { max: 1, readOnly: true })
  try {
    const result = await sql<{ server_version_num: string }>`SHOW server_version_num`.execute(db)
    return Number(result.rows[0]?.server_version_num)
  } finally {
    await db.destroy()
  }
}

/**
 * Runs the tool on the database at `url` with its output passed through;
 * answers its exit code. The password goes in PGPASSWORD, not the command
 * line, where any user of the machine could read it (ps).
 */
export function runTool(tool: PgTool, url: string, args: readonly string[]): number {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  const env = password === '' ? process.env : { ...process.env, PGPASSWORD: password }
  return spawnSync(tool, [...args, `--dbname=${parsed.toString()}`], { stdio: 'inherit', env }).status ?? 1
}

/** Whether the file is a pg_dump custom-format archive (it begins with "PGDMP"). */
export function isPgArchive(head: Buffer): boolean {
  return head.subarray(0, 5).toString('latin1') === 'PGDMP'
}
