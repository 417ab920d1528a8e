import { termStatusBoardInput } from '../../../contracts/term-status.ts'
import { protectedProcedure } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { termStatusBoard } from './term-status.repo.ts'

/** The booklist status board of a term (issue 55); policy/procedures.yaml names its rule (read Course, in SQL). */
export const termStatusRouter = router({
  board: protectedProcedure
    .input(termStatusBoardInput)
    .query(({ ctx, input }) => termStatusBoard(ctx.deps.db, ctx.ability(), ctx.institution.id, ctx.deps.now(), input)),
})
