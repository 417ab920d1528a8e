import { initTRPC } from '@trpc/server'
import superjson from 'superjson'
import type { CheckName, Flag, Permission } from '../policy.ts'
import type { Context } from './context.ts'
import { formatError } from './error-formatter.ts'

/**
 * What a procedure requires, declared in its meta and enforced by the access
 * middleware with the same semantics as a route's access rule: the flag must
 * be on; then a check, when given, alone decides; otherwise holding any one of
 * the permissions passes. An empty meta means "signed in".
 */
export interface AccessMeta {
  readonly permission?: Permission | readonly Permission[]
  readonly flag?: Flag
  readonly check?: CheckName
}

const t = initTRPC
  .context<Context>()
  .meta<AccessMeta>()
  .create({
    transformer: superjson,
    errorFormatter: formatError,
    // Never put stack traces in error shapes, whatever NODE_ENV says.
    isDev: false,
  })

export const router = t.router
export const middleware = t.middleware
export const createCallerFactory = t.createCallerFactory
/** Only access.ts builds on this; procedures use `protectedProcedure` from there. */
export const baseProcedure = t.procedure
