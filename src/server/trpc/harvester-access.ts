import { subject } from '@casl/ability'
import { TRPCError } from '@trpc/server'
import { buildAbility, type Facts } from '../../policy/index.ts'
import { findInstitution, institutionFlags } from '../db/institutions-repo.ts'
import type { AppAbility, ProcedureName } from '../policy.ts'
import { baseProcedure, middleware } from './init.ts'
import { parseInstitutionConfig } from './load-facts.ts'

/**
 * The COUNTER API's procedures (issue 57) are called by usage harvesters with
 * an API key, not by staff with a session. The key stands for its
 * institution's harvester: a principal whose only permission is
 * `counterReport:view`, in the key's institution, with the institution's
 * flags and config. Whether it may call a procedure is the same compiled
 * `call Procedure {name}` rule every procedure is asked (policy/procedures.yaml),
 * and the record rules (`read CounterReport`) are asked of the same ability,
 * so the policy decides what a key reaches, as it does for a person.
 */
export const harvesterPermissions = ['counterReport:view'] as const

const harvesterAuthenticated = middleware(async ({ ctx, next }) => {
  const harvester = ctx.harvester
  if (!harvester) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'These procedures answer COUNTER API requests made with an API key.' })
  const institution = await findInstitution(ctx.deps.db, harvester.institutionId)
  if (!institution) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'The key belongs to an institution that no longer exists.' })
  const parsed = parseInstitutionConfig(ctx.deps.policy, institution.id, institution.config)
  if (!parsed.ok) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: parsed.problem })
  const facts: Facts = {
    flags: await institutionFlags(ctx.deps.db, institution.id),
    permissions: Object.fromEntries(harvesterPermissions.map((permission) => [permission, true])),
    institution: parsed.config as unknown as Record<string, unknown>,
    // Not a person: the id names the key, so no rule about a user's own records can match it.
    user: { id: `counter-api-key:${harvester.keyId}`, institutionId: institution.id },
  }
  let ability: AppAbility | undefined
  return next({
    ctx: { harvester, institution, facts, ability: () => (ability ??= buildAbility(ctx.deps.policy, facts) as unknown as AppAbility) },
  })
})

/** The procedure builder of the COUNTER API's router: a checked key, then the policy's call rule. */
export const harvesterProcedure = baseProcedure.use(harvesterAuthenticated).use(({ ctx, path, next }) => {
  if (!ctx.ability().can('call', subject('Procedure', { name: path as ProcedureName }))) {
    throw new TRPCError({ code: 'FORBIDDEN', message: `The policy does not let an API key call ${path}.` })
  }
  return next()
})
