import { subject } from '@casl/ability'
import { TRPCError } from '@trpc/server'
import { buildAbility, type Facts } from '../../policy/index.ts'
import { factsHashOnce, logDecision } from '../decisions/decision.ts'
import type { AppAbility, ProcedureName } from '../policy.ts'
import type { Context } from './context.ts'
import { baseProcedure, middleware } from './init.ts'
import { loadFacts } from './load-facts.ts'
import { writeLimit } from './write-limit.ts'

/** 401 without a session, 403 for a disabled user or a deleted institution; then the user's facts and (lazily) ability. */
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
  const facts = { ...loaded.facts, user: { id: session.user.id, institutionId: session.institution.id } }
  // Built once per request and only when asked: most procedures need one `can`.
  let ability: AppAbility | undefined
  return next({
    ctx: {
      user: session.user,
      institution: session.institution,
      facts,
      config: loaded.config,
      ability: () => (ability ??= buildAbility(ctx.deps.policy, facts) as unknown as AppAbility),
    },
  })
})

/**
 * Every procedure staff call is built on this; the COUNTER API's, called with
 * an API key, on harvester-access.ts, under the same call rule. Whether the user may call a procedure is the compiled policy's
 * `call Procedure {name}` rule (policy/procedures.yaml), asked of the same
 * ability the browser builds; the record rule it names is asked by the
 * procedure itself, on the rows it reads (in SQL) or changes.
 */
// The path is a ProcedureName: the server does not start while its router and policy/procedures.yaml disagree.
// A mutation then spends one of the person's writes (write-limit.ts).
export const protectedProcedure = baseProcedure
  .use(authenticated)
  .use(({ ctx, path, next }) => {
    const allowed = ctx.ability().can('call', subject('Procedure', { name: path as ProcedureName }))
    logDecision(ctx.deps.decisions, () => ({
      at: new Date(ctx.deps.now()).toISOString(),
      policyHash: ctx.deps.policy.hash,
      userId: ctx.user.id,
      institutionId: ctx.institution.id,
      procedure: path,
      action: 'call',
      subject: 'Procedure',
      recordId: null,
      outcome: allowed ? 'allowed' : 'denied',
      factsHash: factsHashOnce(ctx.facts),
      record: null,
    }))
    if (!allowed) throw new TRPCError({ code: 'FORBIDDEN', message: `Your access does not include ${path}.` })
    // The write path logs its record decisions under the procedure that asked.
    return next({ ctx: { procedure: path } })
  })
  .use(writeLimit)

/** What a procedure body sees once the user is signed in and allowed to call it. */
export type SignedInContext = Context & {
  readonly user: Extract<Context['session'], { kind: 'user' }>['user']
  readonly institution: Extract<Context['session'], { kind: 'user' }>['institution']
  readonly facts: Facts
  /** The tRPC path called (`requests.approve`): what the decision log names. */
  readonly procedure: string
  ability(): AppAbility
}
