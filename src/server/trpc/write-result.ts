import { TRPCError } from '@trpc/server'

/**
 * What a repository's change answers: the id of the record to read back, or
 * why not, as the tRPC code the router throws. Repositories return it rather
 * than throw, so a refused change rolls nothing back halfway.
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

/** The server's clock (a test's fixed one) as an ISO string, for `updated_at` and events. */
export function nowIso(ctx: { readonly deps: { now(): number } }): string {
  return new Date(ctx.deps.now()).toISOString()
}
