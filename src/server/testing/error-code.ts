import { TRPCError } from '@trpc/server'

/** 'OK', or the tRPC error code a call failed with; anything else is rethrown (a bug, not an answer). */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call
    return 'OK'
  } catch (error) {
    if (error instanceof TRPCError) return error.code
    throw error
  }
}
