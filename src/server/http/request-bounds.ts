import type { IncomingMessage } from 'node:http'
import { describeBytes, uploadProcedurePrefix, type Limits } from '../limits.ts'
import type { Refusal } from './trpc-refusal.ts'

/** The procedure paths one /trpc request calls: several when tRPC batched them (`a,b,c?batch=1`). */
export function calledProcedures(url: URL): string[] {
  const path = url.pathname.replace(/^\/trpc\/?/, '')
  return url.searchParams.get('batch') === '1' ? path.split(',') : [path]
}

/** Whether every call of a request is an upload procedure, the only ones that take the upload body limit. */
export function isUploadRequest(procedures: readonly string[]): boolean {
  return procedures.length > 0 && procedures.every((path) => path.startsWith(uploadProcedurePrefix))
}

export function bodyLimitFor(procedures: readonly string[], limits: Limits): number {
  return isUploadRequest(procedures) ? limits.uploadBodyBytes : limits.bodyBytes
}

/**
 * Refuses, from the URL and headers alone, a request that would make the
 * server do more than one person's share of work: too many calls in one
 * batch, or a declared body over its limit. Nothing of the body is read, and
 * no call of a refused batch runs. A body sent without Content-Length is
 * bounded while it is read (tRPC's maxBodySize, see app-server.ts).
 */
export function boundsRefusal(req: IncomingMessage, procedures: readonly string[], limits: Limits): Refusal | undefined {
  if (procedures.length > limits.batchCalls) {
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message:
        `This request makes ${procedures.length} calls at once; the server ` +
        `takes at most ${limits.batchCalls} in one request. Send them in smaller batches.`,
    }
  }
  const declared = Number(req.headers['content-length'] ?? 0)
  const limit = bodyLimitFor(procedures, limits)
  if (Number.isFinite(declared) && declared > limit) return tooLarge(limit)
  return undefined
}

export function tooLarge(limit: number): Refusal {
  return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `This request is larger than the ${describeBytes(limit)} the server takes in one request.` }
}
