import { TRPCError } from '@trpc/server'
import { getTitleInput, searchCatalogueInput } from '../../../contracts/catalogue.ts'
import { protectedProcedure } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { searchCatalogue } from './catalogue.repo.ts'
import { findTitleDetail } from './title-detail.repo.ts'

/** policy/procedures.yaml names each procedure's rule (catalogue:search, read Title). */
export const catalogueRouter = router({
  /** Search as you type, with the detailed search's filters and sort. */
  search: protectedProcedure.input(searchCatalogueInput).query(({ ctx, input }) => searchCatalogue(ctx.deps.db, ctx.ability(), input)),

  /** One title with its licences and the user's courses that list it; NOT_FOUND when missing or not readable. */
  get: protectedProcedure.input(getTitleInput).query(async ({ ctx, input }) => {
    const detail = await findTitleDetail(ctx.deps.db, ctx.ability(), input.nbsi)
    if (!detail) throw new TRPCError({ code: 'NOT_FOUND', message: `No catalogue title has the id "${input.nbsi}".` })
    return detail
  }),
})
