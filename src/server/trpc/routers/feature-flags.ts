import type { Flag } from '../../policy.ts'
import { protectedProcedure } from '../access.ts'
import { router } from '../init.ts'

export const featureFlagsRouter = router({
  /** Every flag of the policy for the user's institution; a flag the institution does not set is off. */
  get: protectedProcedure.query(({ ctx }) => {
    const flags = {} as Record<Flag, boolean>
    for (const { name } of ctx.deps.policy.flags) flags[name as Flag] = ctx.facts.flags[name] === true
    return flags
  }),
})
