import { TRPCError } from '@trpc/server'

/**
 * What every record change answers (record-write.ts): the id of the record to
 * read back, or why not, as the tRPC code the router throws. The write path
 * returns it rather than throw, and rolls back whatever a refused change wrote.
 */
export type WriteFailure = { readonly ok: false; readonly code: 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT' | 'BAD_REQUEST'; readonly message: string }
export type WriteResult = { readonly ok: true; readonly id: string } | WriteFailure

export function failure(code: WriteFailure['code'], message: string): WriteFailure {
  return { ok: false, code, message }
}

/** The id of a change that worked; a refused one becomes its TRPCError. */
export function succeeded(result: WriteResult): string {
  if (!result.ok) throw new TRPCError({ code: result.code, message: result.message })
  return result.id
}
