import { TRPCClientError } from '@trpc/client'

/** Spec section 8: the text shown when a response from the server cannot be read. */
export const unparseableResponseMessage = 'Unable to transform response from server'

/**
 * A failed call, wrapped with the server's message and the error data it sent
 * (`code`, `httpStatus`, ...), so screens and logs never see a raw client error.
 */
export class RpcError extends Error {
  override readonly name = 'RpcError'
  constructor(
    readonly procedure: string,
    message: string,
    readonly httpStatus: number | undefined,
    readonly code: string | undefined,
    readonly data: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** A boot call that took longer than the policy's bootTimeoutMs. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError'
  constructor(
    readonly procedure: string,
    readonly timeoutMs: number,
  ) {
    super(`${procedure} did not answer within ${timeoutMs} ms (timeout)`)
  }
}

export function toRpcError(procedure: string, error: unknown): RpcError | TimeoutError {
  if (error instanceof RpcError || error instanceof TimeoutError) return error
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data
    const record = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {}
    const httpStatus = typeof record['httpStatus'] === 'number' ? record['httpStatus'] : undefined
    const code = typeof record['code'] === 'string' ? record['code'] : undefined
    // A body that is not JSON (a proxy's HTML error page) surfaces as a SyntaxError from res.json().
    const unparseable = error.cause instanceof SyntaxError || error.message === unparseableResponseMessage
    const message = unparseable ? unparseableResponseMessage : error.message
    return new RpcError(procedure, message, httpStatus, code, data, { cause: error })
  }
  const message = error instanceof Error ? error.message : String(error)
  return new RpcError(procedure, message, undefined, undefined, undefined, { cause: error })
}

/** A failure's HTTP status, from a boot call's RpcError or a data call's TRPCClientError alike. */
export function httpStatusOf(error: unknown): number | undefined {
  const wrapped = asRpcError(error)
  if (!(wrapped instanceof RpcError)) return undefined
  if (wrapped.httpStatus !== undefined) return wrapped.httpStatus
  if (wrapped.code === 'UNAUTHORIZED') return 401
  if (wrapped.code === 'FORBIDDEN') return 403
  return undefined
}

/** Boot calls already throw RpcError/TimeoutError; data calls throw the raw TRPCClientError. */
export function asRpcError(error: unknown): unknown {
  return error instanceof TRPCClientError ? toRpcError('', error) : error
}

/**
 * Only a failure that never reached the server is worth an automatic retry:
 * not 401/403 (the user must act), not a timeout (it already waited the full
 * limit), not a server answer or an unreadable one.
 */
export function isTransientFailure(error: unknown): boolean {
  const wrapped = asRpcError(error)
  return wrapped instanceof RpcError && wrapped.httpStatus === undefined && wrapped.code === undefined && wrapped.message !== unparseableResponseMessage
}

/**
 * The id of a request the server failed to answer (5xx), which it logged with
 * the cause: the person quotes it and support finds the line. Not given for an
 * answer the person can act on (bad input, refusal, conflict).
 */
export function faultReference(error: unknown): string | undefined {
  if (!(error instanceof RpcError) || (error.httpStatus ?? 0) < 500) return undefined
  const data = error.data
  const id = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)['requestId'] : undefined
  return typeof id === 'string' && id !== '' ? id : undefined
}

/** A failure's sentence with its reference, when the server logged it under one. */
export function withReference(message: string, error: unknown): string {
  const reference = faultReference(error)
  return reference === undefined ? message : `${message} Reference: ${reference}`
}
