import { accentColours, type Branding } from '../../../contracts/branding.ts'
import type { InstitutionRow } from '../../db/institutions-repo.ts'
import { protectedProcedure } from '../access.ts'
import { router } from '../init.ts'

export const authRouter = router({
  /** The signed-in user and their institution's branding. A 401 here sends the browser to sign in; a 403 shows the unauthorized page. */
  getUser: protectedProcedure.query(({ ctx }) => ({
    id: ctx.user.id,
    email: ctx.user.email,
    institutionId: ctx.institution.id,
    branding: branding(ctx.institution),
  })),
})

/** What the header shows; an accent that no longer passes the contrast check (edited in the database) is left out. */
export function branding(institution: InstitutionRow): Branding {
  return { name: institution.name, logo: institution.logo, colours: institution.accent === null ? null : (accentColours(institution.accent) ?? null) }
}
