import { TRPCError } from '@trpc/server'

/** 'OK' or the tRPC error code a call ends with, so a test can state a table of outcomes; any other error still fails the test. */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call
    return 'OK'
  } catch (error) {
    if (error instanceof TRPCError) return error.code
    throw error
  }
}
