import { TRPCError } from '@trpc/server'
import { adoptInput, decideAdoptionInput, type AdoptionChange } from '../../../contracts/adoptions.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { adoptionsOverview } from './adoptions-read.repo.ts'
import { adopt, decideAdoption, type AdoptionDecision, type AdoptionWrite } from './adoptions-write.repo.ts'

/** The adoptions API; policy/procedures.yaml names each procedure's rule (read Course in SQL; adopt and approve Adoption per row). */
export const adoptionsRouter = router({
  list: protectedProcedure.query(({ ctx }) => adoptionsOverview(ctx.deps.db, ctx.ability(), actorOf(ctx))),
  adopt: protectedProcedure.input(adoptInput).mutation(async ({ ctx, input }) => succeeded(await adopt(ctx.deps.db, ctx.ability(), actorOf(ctx), input, nowIso(ctx)))),
  withdraw: decision('withdraw'),
  approve: decision('approve'),
})

function decision(which: AdoptionDecision) {
  return protectedProcedure
    .input(decideAdoptionInput)
    .mutation(async ({ ctx, input }) => succeeded(await decideAdoption(ctx.deps.db, ctx.ability(), actorOf(ctx), which, input, nowIso(ctx))))
}

const actorOf = (ctx: SignedInContext) => ({ id: ctx.user.id, institutionId: ctx.institution.id })

function succeeded(result: AdoptionWrite): AdoptionChange {
  if (!result.ok) throw new TRPCError({ code: result.code, message: result.message })
  return result.change
}

function nowIso(ctx: SignedInContext): string {
  return new Date(ctx.deps.now()).toISOString()
}
