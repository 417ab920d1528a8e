import { listSuppliesInput, raiseSuppliesInput, supplyChoicesInput, type SupplyGroup } from '../../../contracts/supplies.ts'
import { protectedProcedure } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { writerOf } from '../../trpc/record-write.ts'
import { succeeded } from '../../trpc/write-result.ts'
import { listSupplies, supplyChoices } from './supplies-read.repo.ts'
import { raiseSupplies } from './supplies-write.repo.ts'
import { noSuchError } from '../../trpc/faults.ts'

/**
 * The supplies API (issue 28). Which procedure a user may call is in
 * policy/procedures.yaml; the record rules (read Request, read Booklist and
 * BooklistItem, create Request) are asked of the user's ability: as SQL for
 * lists, on each new request for a raise.
 */
export const suppliesRouter = router({
  list: protectedProcedure.input(listSuppliesInput).query(async ({ ctx, input }) => listSupplies(ctx.deps.db, ctx.ability(), input)),

  choices: protectedProcedure.input(supplyChoicesInput).query(async ({ ctx, input }) => {
    const found = await supplyChoices(ctx.deps.db, ctx.ability(), input.courseId)
    if (!found) throw noSuchError('course')
    return found
  }),

  raise: protectedProcedure.input(raiseSuppliesInput).mutation(async ({ ctx, input }): Promise<SupplyGroup> => {
    const courseId = succeeded(await raiseSupplies(writerOf(ctx), input))
    const page = await listSupplies(ctx.deps.db, ctx.ability(), { course: courseId, page: 1, pageSize: 25 })
    const group = page.rows[0]
    if (!group) throw noSuchError('course')
    return group
  }),
})
