import { z } from 'zod'
import type { Permission } from '../../policy.ts'
import { permissionNames } from '../../policy.ts'
import { protectedProcedure } from '../access.ts'
import { router } from '../init.ts'

const known: ReadonlySet<string> = new Set(permissionNames)
const maxNames = 200

/** A list of permission names; unknown names are refused by name. */
const permissionList = z.custom<Permission[]>(
  (value) => Array.isArray(value) && value.length <= maxNames && value.every((name) => typeof name === 'string' && known.has(name)),
  {
    error: (issue) => {
      const input = issue.input
      if (!Array.isArray(input) || !input.every((name) => typeof name === 'string')) return 'Expected a list of permission names.'
      if (input.length > maxNames) return `At most ${maxNames} permission names may be asked at once.`
      const unknown = [...new Set(input.filter((name) => !known.has(name)))]
      return `Unknown permission names: ${unknown.join(', ')}. Valid names: ${permissionNames.join(', ')}.`
    },
  },
)

export const userRouter = router({
  /**
   * Whether the user's permission map grants each asked name (a name missing
   * from the map is false). The roles-and-permissions flag is not applied
   * here: the client combines this map with the flags, as the policy says.
   */
  hasPermissions: protectedProcedure.input(permissionList).query(({ ctx, input }) => {
    const answer: Partial<Record<Permission, boolean>> = {}
    for (const name of input) answer[name] = ctx.facts.permissions[name] === true
    return answer
  }),
})
