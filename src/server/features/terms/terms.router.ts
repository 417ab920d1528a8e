import { createTermInput, termHistoryInput, updateTermInput, type TermHistory, type TermsList } from '../../../contracts/terms-api.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { noSuchError } from '../../trpc/faults.ts'
import { router } from '../../trpc/init.ts'
import { writerOf } from '../../trpc/record-write.ts'
import { succeeded } from '../../trpc/write-result.ts'
import { listTerms, termHistory } from './terms-read.repo.ts'
import { createTerm, updateTerm } from './terms-write.repo.ts'

/**
 * The Terms page's API (issue 55); policy/procedures.yaml names each
 * procedure's rule: `read Term` for the list and a history, `create` on the
 * new term, `edit` on the loaded one. Every change goes through the write path.
 */
export const termsRouter = router({
  list: protectedProcedure.query(({ ctx }): Promise<TermsList> => listTerms(ctx.deps.db, ctx.ability(), ctx.institution.id, ctx.deps.now())),

  history: protectedProcedure.input(termHistoryInput).query(({ ctx, input }) => readableHistory(ctx, input.id)),

  create: protectedProcedure.input(createTermInput).mutation(async ({ ctx, input }) => readableHistory(ctx, succeeded(await createTerm(writerOf(ctx), input)))),

  update: protectedProcedure.input(updateTermInput).mutation(async ({ ctx, input }) => readableHistory(ctx, succeeded(await updateTerm(writerOf(ctx), input)))),
})

async function readableHistory(ctx: SignedInContext, id: string): Promise<TermHistory> {
  const found = await termHistory(ctx.deps.db, ctx.ability(), ctx.institution.id, id, ctx.deps.now())
  if (!found) throw noSuchError('term')
  return found
}
