import { protectedProcedure } from '../access.ts'
import { router } from '../init.ts'

export const authRouter = router({
  /** The signed-in user. A 401 here sends the browser to sign in; a 403 shows the unauthorized page. */
  getUser: protectedProcedure.query(({ ctx }) => ({
    id: ctx.user.id,
    email: ctx.user.email,
    institutionId: ctx.institution.id,
  })),
})
