import { calendarFeedPath, type CalendarFeed } from '../../../contracts/calendar.ts'
import { protectedProcedure } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { calendarTokenOfUser, resetCalendarToken } from './calendar-feeds.repo.ts'

/**
 * The caller's own calendar address of deadlines (issue 55): always the
 * caller's, never a record, so no record rule and no history (as
 * notifications.*). The page adds its own origin to the path.
 */
export const calendarRouter = router({
  feed: protectedProcedure.query(async ({ ctx }): Promise<CalendarFeed> => {
    const token = await calendarTokenOfUser(ctx.deps.db, ctx.user.id)
    return { path: token === undefined ? null : calendarFeedPath(token) }
  }),

  reset: protectedProcedure.mutation(async ({ ctx }): Promise<CalendarFeed> => {
    const token = await resetCalendarToken(ctx.deps.db, ctx.user.id, new Date(ctx.deps.now()).toISOString())
    return { path: calendarFeedPath(token) }
  }),
})
