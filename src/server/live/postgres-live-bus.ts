import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import type { AppDb } from '../db/schema.ts'
import type { Logger } from '../logger.ts'
import { parseNote, type LiveBus, type LiveNote } from './live-bus.ts'

/** The channel every server of one database listens on. */
export const liveChannel = 'adoptions_live'

export interface PostgresLiveBusOptions {
  readonly url: string
  /** The app's pool: notes are sent through it, so the LISTEN connection only listens. */
  readonly db: AppDb
  readonly logger: Logger
  /** How long the start-up probe waits for its own NOTIFY. */
  readonly probeMs?: number
}

/**
 * LISTEN/NOTIFY on one dedicated connection (a pooled one would be handed to
 * other queries and stop listening). A lost connection is opened again with
 * backoff; the hub is then told it may have missed notes (`gap`), and reads the
 * events it has not handled from the table.
 *
 * At start a NOTIFY sent through the pool must come back on the LISTEN
 * connection: behind a PgBouncer in transaction pooling LISTEN does not work,
 * and the operator is told so instead of finding the app silently not live.
 */
export async function startPostgresLiveBus(options: PostgresLiveBusOptions): Promise<LiveBus> {
  const listeners = new Set<(note: LiveNote) => void>()
  const probes = new Map<string, () => void>()
  let client: pg.Client | undefined
  let closed = false
  let retryMs = 500
  let retry: ReturnType<typeof setTimeout> | undefined

  const deliver = (note: LiveNote) => {
    for (const listener of [...listeners]) listener(note)
  }
  const onNotification = (message: pg.Notification) => {
    if (message.channel !== liveChannel || message.payload === undefined) return
    const probe = probes.get(message.payload)
    if (probe) return probe()
    const note = parseNote(message.payload)
    if (note) deliver(note)
  }
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url })
    next.on('notification', onNotification)
    next.on('error', () => reconnect(next))
    next.on('end', () => reconnect(next))
    await next.connect()
    await next.query(`LISTEN ${liveChannel}`)
    client = next
    retryMs = 500
  }
  const reconnect = (lost: pg.Client) => {
    if (closed || client !== lost) return
    client = undefined
    lost.removeAllListeners('notification')
    void lost.end().catch(() => {})
    options.logger.warn(`Live updates: the LISTEN connection to PostgreSQL was lost; reconnecting in ${retryMs} ms.`)
    const attempt = () => {
      retry = undefined
      connect().then(
        () => deliver({ gap: true }),
        () => {
          retryMs = Math.min(retryMs * 2, 30_000)
          if (!closed) retry = setTimeout(attempt, retryMs)
        },
      )
    }
    retry = setTimeout(attempt, retryMs)
  }

  await connect()
  const bus: LiveBus = {
    async publish(note) {
      try {
        await sql`select pg_notify(${liveChannel}, ${JSON.stringify(note)})`.execute(options.db)
      } catch (error) {
        // The change is committed; a browser that misses its note catches up on its next event or reconnect.
        options.logger.warn(`Live updates: NOTIFY failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      listeners.clear()
      const last = client
      client = undefined
      await last?.end().catch(() => {})
    },
  }
  if (!(await probe(options, probes))) {
    options.logger.warn(
      'Live updates: a NOTIFY sent at start did not come back on the LISTEN connection. Is DATABASE_URL a PgBouncer in transaction pooling mode? ' +
        'LISTEN needs a session: point the app at PostgreSQL directly or at a session-pooling PgBouncer. Until then, screens update only when they are reloaded.',
    )
  }
  return bus
}

async function probe(options: PostgresLiveBusOptions, probes: Map<string, () => void>): Promise<boolean> {
  const token = `probe:${randomUUID()}`
  const heard = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), options.probeMs ?? 3000)
    probes.set(token, () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
  try {
    await sql`select pg_notify(${liveChannel}, ${token})`.execute(options.db)
    return await heard
  } catch {
    return false
  } finally {
    probes.delete(token)
  }
}
