import { TRPCError } from '@trpc/server'
import { checkPasses, flagOn, holdsPermission, type Facts } from '../../policy/index.ts'
import type { CompiledPolicy } from '../../policy/model.ts'
import { baseProcedure, middleware, type AccessMeta } from './init.ts'
import { loadFacts } from './load-facts.ts'

/** 401 without a session, 403 for a disabled user or a deleted institution; then the user's facts. */
const authenticated = middleware(async ({ ctx, next }) => {
  const { session } = ctx
  if (session.kind === 'anonymous') throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' })
  if (session.kind === 'forbidden') {
    const message = session.reason === 'disabled' ? 'This account is disabled.' : 'This account no longer belongs to an institution.'
    throw new TRPCError({ code: 'FORBIDDEN', message })
  }
  const loaded = await loadFacts(ctx.deps.db, ctx.deps.policy, session.user.id, session.institution.id, session.institution.config)
  if (!loaded.ok) {
    // The message goes to the log only; the client sees the generic server error.
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: loaded.problem })
  }
  return next({ ctx: { user: session.user, institution: session.institution, facts: loaded.facts, config: loaded.config } })
})

/**
 * Every procedure is built on this: there is no other exported procedure
 * builder. The second step enforces the procedure's meta with the policy
 * runtime the browser uses.
 */
export const protectedProcedure = baseProcedure.use(authenticated).use(({ ctx, meta, path, next }) => {
  // Saying nothing is not allowed: a procedure states its requirement, `.meta({})` for "signed in".
  if (!meta) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: `Procedure ${path} declares no access requirement in its meta.` })
  const denial = accessDenial(ctx.deps.policy, ctx.facts, meta)
  if (denial) throw new TRPCError({ code: 'FORBIDDEN', message: denial })
  return next()
})

/** Why access is denied, or undefined when it is allowed. Same order as a route's access rule. */
export function accessDenial(policy: CompiledPolicy, facts: Facts, meta: AccessMeta): string | undefined {
  if (meta.flag !== undefined && !flagOn(facts, meta.flag)) return `The feature "${meta.flag}" is off for your institution.`
  if (meta.check !== undefined) {
    return checkPasses(policy, facts, meta.check) ? undefined : `Your institution does not pass the check "${meta.check}".`
  }
  const permissions: readonly string[] =
    meta.permission === undefined ? [] : typeof meta.permission === 'string' ? [meta.permission] : meta.permission
  if (permissions.length === 0 || permissions.some((name) => holdsPermission(policy, facts, name))) return undefined
  return `This needs the permission ${permissions.map((name) => `"${name}"`).join(' or ')}.`
}
