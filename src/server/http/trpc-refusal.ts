import type { ServerResponse } from 'node:http'
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import superjson from 'superjson'

/** A refusal the app server gives before a request reaches tRPC. */
export interface Refusal {
  readonly status: 400 | 403 | 413
  readonly code: TRPC_ERROR_CODE_KEY
  readonly message: string
}

/**
 * Answers in tRPC's own error envelope, serialised with the link's transformer,
 * so the app's client reads the message and `data.code` from TRPCClientError
 * exactly as it would for an error a procedure threw.
 */
export function sendRefusal(res: ServerResponse, refusal: Refusal): void {
  const shape = { message: refusal.message, code: TRPC_ERROR_CODES_BY_KEY[refusal.code], data: { code: refusal.code, httpStatus: refusal.status } }
  res.writeHead(refusal.status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify({ error: superjson.serialize(shape) }))
}
