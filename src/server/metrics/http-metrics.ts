import type { IncomingMessage, ServerResponse } from 'node:http'
import { requestFacts } from '../http/request-facts.ts'
import { requestDuration, requestsRefused } from './registry.ts'

/**
 * Times a request on the app origin once its response ends: under each tRPC
 * procedure it called, or under the kind of request it was (`page` for the
 * built app's files). Labels come from a fixed set, never from the URL, so a
 * stranger's made-up paths cannot grow the metrics without bound.
 */
export function measureRequest(req: IncomingMessage, res: ServerResponse, kind: string): void {
  const started = performance.now()
  res.once('close', () => {
    const elapsed = (performance.now() - started) / 1000
    const status = String(res.statusCode)
    const { procedures } = requestFacts(req)
    if (procedures === undefined || procedures.length === 0) requestDuration.observe({ procedure: kind, status }, elapsed)
    else for (const procedure of procedures) requestDuration.observe({ procedure, status }, elapsed)
    const refusal = refusalOf(res.statusCode, procedures)
    if (refusal) requestsRefused.inc({ reason: refusal })
  })
}

function refusalOf(status: number, procedures: readonly string[] | undefined): string | undefined {
  if (status === 413) return 'body-limit'
  if (status === 429) return 'write-limit'
  // The same-origin check answers before the procedures are read.
  if (status === 403 && procedures === undefined) return 'cross-origin'
  return undefined
}
