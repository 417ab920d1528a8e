import { protectedProcedure } from '../access.ts'
import { router } from '../init.ts'

export const institutionConfigRouter = router({
  /** The institution config exactly as policy/facts.yaml declares it. */
  get: protectedProcedure.query(({ ctx }) => ctx.config),
})
