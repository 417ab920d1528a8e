import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Sqlite from 'better-sqlite3'
import pg from 'pg'
import type { TestTarget } from './test-databases.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const tsx = join(root, 'node_modules', '.bin', 'tsx')

/** `npm run server` started as its own process on a test database: what crash tests kill -9. */
export interface ServerProcess {
  /** The app's and the sign-in service's origins, as the banner printed them (the shape http-client.ts takes). */
  readonly config: { readonly appOrigin: string; readonly authHost: string }
  /** Everything it printed so far. */
  output(): string
  /** SIGKILL to tsx and the server it runs: no handler runs, nothing is flushed or rolled back by the process itself. */
  kill(): Promise<void>
}

const started = new Set<() => Promise<void>>()

/** Kills every server process still running: a file's afterAll/afterEach calls it so none outlives a failed test. */
export async function killServerProcesses(): Promise<void> {
  await Promise.all([...started].map((kill) => kill()))
}

/**
 * Starts src/server/main.ts with tsx on the target's database (DATABASE_PATH or
 * DATABASE_URL), both ports chosen by the system, and waits for its banner.
 * Rejects with what it printed when it exits or prints no banner in time.
 */
export async function startServerProcess(target: TestTarget, env: Readonly<Record<string, string>>): Promise<ServerProcess> {
  const database = target.target.databaseUrl === undefined ? { DATABASE_PATH: target.target.databasePath } : { DATABASE_URL: target.target.databaseUrl }
  // Its own process group: tsx runs main.ts in a child node process and cannot pass on a SIGKILL, so a kill of tsx alone left the
  // server running (and finishing the write the test meant to interrupt). The group's kill reaches both.
  const child = spawn(tsx, ['src/server/main.ts'], {
    cwd: root,
    detached: true,
    env: { PATH: process.env['PATH'] ?? '', PORT: '0', AUTH_PORT: '0', ...database, ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const kill = async () => {
    started.delete(kill)
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
    await exited
  }
  started.add(kill)
  // A start on a busy 2-core machine can take many seconds; the bound only stops one that hangs.
  for (let waited = 0; waited < 60_000; waited += 50) {
    const app = /Adoptions app: +(http:\/\/localhost:\d+)\//.exec(output)?.[1]
    const auth = /Sign-in service: +(http:\/\/localhost:\d+)\/login/.exec(output)?.[1]
    if (app !== undefined && auth !== undefined) return { config: { appOrigin: app, authHost: auth }, output: () => output, kill }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await kill()
  throw new Error(`The server did not start:\n${output}`)
}

/**
 * Whether another connection holds a write transaction open on the target
 * right now: on SQLite its write lock (our BEGIN IMMEDIATE is refused at
 * once), on PostgreSQL a session with a transaction id (one is given at the
 * first write). What tells a crash test its kill landed mid-transaction.
 */
export function writeProbe(target: TestTarget): { underWay(): Promise<boolean>; close(): Promise<void> } {
  const url = target.target.databaseUrl
  if (url === undefined) {
    const sqlite = new Sqlite(target.target.databasePath, { timeout: 0 })
    return {
      underWay: async () => {
        try {
          sqlite.exec('BEGIN IMMEDIATE')
        } catch (error) {
          if ((error as { code?: string }).code === 'SQLITE_BUSY') return true
          throw error
        }
        sqlite.exec('ROLLBACK')
        return false
      },
      close: async () => void sqlite.close(),
    }
  }
  const client = new pg.Client({ connectionString: url })
  const connected = client.connect()
  return {
    underWay: async () => {
      await connected
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid()',
      )
      return (rows[0]?.n ?? 0) > 0
    },
    close: () => client.end(),
  }
}
