import { TRPCError } from '@trpc/server'
import {
  adoptInput,
  adoptionHistoryInput,
  decideAdoptionInput,
  listAdoptionsInput,
  listAwaitingInput,
  readoptInput,
  readoptPreviewInput,
  rejectAdoptionInput,
  type AdoptionChange,
  type AdoptionHistory,
} from '../../../contracts/adoptions.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { writerOf } from '../../trpc/record-write.ts'
import { succeeded } from '../../trpc/write-result.ts'
import { adoptionHistory, assignedCourses, awaitingApproval } from './adoptions-read.repo.ts'
import { adopt, decideAdoption, type AdoptionDecision } from './adoptions-write.repo.ts'
import { noSuchError } from '../../trpc/faults.ts'
import { readopt, readoptPreview } from './readopt.repo.ts'

/**
 * The adoptions API; policy/procedures.yaml names each procedure's rule (read Course, read Adoption and approve Adoption in SQL; adopt, approve and
 * reject Adoption per row).
 */
export const adoptionsRouter = router({
  list: protectedProcedure
    .input(listAdoptionsInput)
    .query(({ ctx, input }) => assignedCourses(ctx.deps.db, ctx.ability(), { id: ctx.user.id, institutionId: ctx.institution.id }, input)),
  awaiting: protectedProcedure.input(listAwaitingInput).query(({ ctx, input }) => awaitingApproval(ctx.deps.db, ctx.ability(), input)),
  history: protectedProcedure.input(adoptionHistoryInput).query(async ({ ctx, input }): Promise<AdoptionHistory> => {
    const found = await adoptionHistory(ctx.deps.db, ctx.ability(), input.id)
    if (!found) throw noSuchError('adoption')
    return found
  }),
  adopt: protectedProcedure.input(adoptInput).mutation(async ({ ctx, input }) => changed(ctx, succeeded(await adopt(writerOf(ctx), input)))),
  withdraw: decision('withdraw'),
  approve: decision('approve'),
  reject: protectedProcedure
    .input(rejectAdoptionInput)
    .mutation(async ({ ctx, input }) => changed(ctx, succeeded(await decideAdoption(writerOf(ctx), 'reject', input)))),
  readoptPreview: protectedProcedure.input(readoptPreviewInput).query(async ({ ctx, input }) => {
    const preview = await readoptPreview(ctx.deps.db, ctx.ability(), { id: ctx.user.id, institutionId: ctx.institution.id }, input.courseId)
    if (!preview) throw noSuchError('course')
    return preview
  }),
  readopt: protectedProcedure.input(readoptInput).mutation(async ({ ctx, input }) => {
    const result = await readopt(writerOf(ctx), input)
    if ('ok' in result) throw new TRPCError({ code: result.code, message: result.message })
    return result
  }),
})

function decision(which: Exclude<AdoptionDecision, 'reject'>) {
  return protectedProcedure
    .input(decideAdoptionInput)
    .mutation(async ({ ctx, input }) => changed(ctx, succeeded(await decideAdoption(writerOf(ctx), which, input))))
}

/** The adoption as it is after the change: what the screen needs to move on without a reload. */
async function changed(ctx: SignedInContext, id: string): Promise<AdoptionChange> {
  const row = await ctx.deps.db.selectFrom('adoptions').select(['id', 'status', 'version']).where('id', '=', id).executeTakeFirst()
  if (!row) throw noSuchError('adoption')
  return row
}
