import { accentColours, type Branding } from '../../../contracts/branding.ts'
import type { InstitutionRow } from '../../db/institutions-repo.ts'
import { latestEventId } from '../../db/record-events-repo.ts'
import { unreadCount } from '../../features/notifications/notifications.repo.ts'
import { protectedProcedure } from '../access.ts'
import { router } from '../init.ts'

export const authRouter = router({
  /**
   * The signed-in user, their institution's branding and how many of their notifications are unread (the bell's
   * first count, so the boot's one request carries it). A 401 here sends the browser to sign in; a 403 shows the unauthorized page.
   * `liveFromEventId` is the latest change event as the tab boots: its live stream opens from there, so a change made
   * between the first page's data and the stream opening (the stream's chunk loads after the first page) is not missed.
   */
  getUser: protectedProcedure.query(async ({ ctx }) => {
    const [unreadNotifications, liveFrom] = await Promise.all([unreadCount(ctx.deps.db, ctx.user.id), latestEventId(ctx.deps.db)])
    return {
      id: ctx.user.id,
      email: ctx.user.email,
      institutionId: ctx.institution.id,
      branding: branding(ctx.institution),
      unreadNotifications,
      liveFromEventId: String(liveFrom),
    }
  }),
})

/** What the header shows; an accent that no longer passes the contrast check (edited in the database) is left out. */
export function branding(institution: InstitutionRow): Branding {
  return { name: institution.name, logo: institution.logo, colours: institution.accent === null ? null : (accentColours(institution.accent) ?? null) }
}
