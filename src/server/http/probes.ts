import type { ServerResponse } from 'node:http'
import { executedMigrations, migrationNames } from '../db/migrate.ts'
import type { AppDb } from '../db/schema.ts'

/**
 * The two probes an orchestrator or load balancer asks:
 * - `/healthz` (liveness): the process answers. Never touches the database, so
 *   a slow database does not get a healthy process restarted.
 * - `/readyz` (readiness): send it work. Only when every migration this
 *   release knows has run, the database answers, and the server is not
 *   shutting down (a SIGTERM turns it to 503 at once, so the balancer stops
 *   sending before the port closes).
 */
export interface Readiness {
  /** Set when a shutdown begins; never cleared. */
  stopping: boolean
}

export function sendLiveness(res: ServerResponse): void {
  send(res, 200, { status: 'ok' })
}

export async function sendReadiness(db: AppDb, readiness: Readiness, res: ServerResponse): Promise<void> {
  if (readiness.stopping) return send(res, 503, { status: 'stopping' })
  let problem: string | undefined
  try {
    const ran = new Set(await executedMigrations(db))
    const missing = migrationNames.filter((name) => !ran.has(name))
    if (missing.length > 0) problem = `migrations not run: ${missing.join(', ')}`
  } catch {
    // The reason stays in the server's own logs of the failing queries; a probe answer is public.
    problem = 'the database does not answer'
  }
  // The answer may have taken a while: a shutdown that began meanwhile wins.
  if (readiness.stopping) return send(res, 503, { status: 'stopping' })
  send(res, problem === undefined ? 200 : 503, problem === undefined ? { status: 'ready' } : { status: 'not ready', reason: problem })
}

function send(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify(body))
}
