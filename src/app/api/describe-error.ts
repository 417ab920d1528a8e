import { asRpcError, httpStatusOf, RpcError, TimeoutError, unparseableResponseMessage, withReference } from './rpc-error.ts'

/**
 * What a failed call means to the person using the app. The one mapping of
 * errors: the data-call handler (create-app.ts), the error state of a screen
 * and the mutation toasts all ask it.
 */
export type ErrorMeaning =
  /** 401: the session ended; the app goes to the sign-in service. */
  | { readonly kind: 'sign-in'; readonly message: string }
  /** 403: this user may not see or do this; the server's sentence says why ("You may not approve this request: it is approved, not pending."). */
  | { readonly kind: 'unauthorized'; readonly message: string }
  /** CONFLICT: the record changed since it was loaded (optimistic concurrency); the server's sentence says who changed it, when, and to what. */
  | { readonly kind: 'conflict'; readonly message: string }
  /** Anything else: the server's message (never a stack trace), worth a retry. */
  | { readonly kind: 'failed'; readonly message: string }

export const signInMessage = 'Your session has ended. Taking you to sign in…'
export const unauthorizedMessage = 'You are not allowed to do this.'
export const conflictMessage = 'Someone changed this since you opened it; reload to see their changes.'

export function describeError(error: unknown): ErrorMeaning {
  const status = httpStatusOf(error)
  if (status === 401) return { kind: 'sign-in', message: signInMessage }
  const wrapped = asRpcError(error)
  const said = serverSentence(wrapped)
  if (status === 403) return { kind: 'unauthorized', message: said ?? unauthorizedMessage }
  if (wrapped instanceof RpcError && (wrapped.code === 'CONFLICT' || wrapped.httpStatus === 409)) return { kind: 'conflict', message: said ?? conflictMessage }
  if (wrapped instanceof TimeoutError) return { kind: 'failed', message: `No answer within ${wrapped.timeoutMs / 1000} s (timeout).` }
  const message = wrapped instanceof Error && wrapped.message !== '' ? wrapped.message : 'The request failed.'
  return { kind: 'failed', message: withReference(message, wrapped) }
}

/**
 * What the server said, when it said something: not an empty message, not an
 * unreadable body, and not the bare code tRPC sends for a TRPCError thrown
 * without a message ("FORBIDDEN").
 */
function serverSentence(wrapped: unknown): string | undefined {
  if (!(wrapped instanceof RpcError)) return undefined
  const message = wrapped.message.trim()
  return message === '' || message === wrapped.code || message === unparseableResponseMessage ? undefined : wrapped.message
}
