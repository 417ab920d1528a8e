import { searchCatalogueInput } from '../../../contracts/catalogue.ts'
import { protectedProcedure } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { searchCatalogue } from './catalogue.repo.ts'

export const catalogueRouter = router({
  /** Search as you type: policy/procedures.yaml names its rule (catalogue:search, read Title). */
  search: protectedProcedure.input(searchCatalogueInput).query(({ ctx, input }) => searchCatalogue(ctx.deps.db, ctx.ability(), input)),
})
