import { z } from 'zod'
import { emailChoiceLabels, emailChoices, kindDescriptions, notificationKinds } from '../../../contracts/notifications.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { listNotifications, markAllRead, markRead, notificationSettings, setEmailChoice, unreadCount } from './notifications.repo.ts'

/**
 * A person's own inbox and mail choices (issue 54). Not records: nothing here
 * takes a person's id from the input; every procedure reads and changes the
 * signed-in person's rows only, so another person's inbox or settings cannot
 * even be named. The write path makes the notifications (src/server/notifications/).
 */

const listInput = z.strictObject({ page: z.number().int().min(1, 'The page must be 1 or more.').default(1) })
const markReadInput = z.strictObject({ id: z.string().min(1, 'Name the notification to mark read.').max(200) })

const kindList = notificationKinds.join(', ')
const choiceList = emailChoices.map((choice) => `${choice} (${emailChoiceLabels[choice]})`).join(', ')
/** One kind's email choice; there is no person in it: it is always the caller's. */
const setEmailInput = z.strictObject({
  kind: z.enum(notificationKinds, { error: `Unknown kind of notification. Valid kinds: ${kindList}.` }),
  email: z.enum(emailChoices, { error: `Unknown email choice. Valid choices: ${choiceList}.` }),
})

const nowOf = (ctx: SignedInContext) => new Date(ctx.deps.now()).toISOString()

export const notificationsRouter = router({
  /** One page of the caller's notifications, newest first, with the total and how many are unread. */
  list: protectedProcedure.input(listInput).query(({ ctx, input }) => listNotifications(ctx.deps.db, ctx.user.id, input.page)),

  /** How many of the caller's notifications are unread (the bell, after the boot call's first count). */
  unread: protectedProcedure.query(({ ctx }) => unreadCount(ctx.deps.db, ctx.user.id)),

  /** Marks one of the caller's notifications read; idempotent. Answers the unread count. */
  markRead: protectedProcedure
    .input(markReadInput)
    .mutation(async ({ ctx, input }) => ({ unread: await markRead(ctx.deps.db, ctx.user.id, input.id, nowOf(ctx)) })),

  /** Marks every notification of the caller read; idempotent. Answers the unread count. */
  markAllRead: protectedProcedure.mutation(async ({ ctx }) => ({ unread: await markAllRead(ctx.deps.db, ctx.user.id, nowOf(ctx)) })),

  /** The caller's email choice per kind (defaults filled in), their address, and mail that could not reach them. */
  settings: protectedProcedure.query(({ ctx }) => notificationSettings(ctx.deps.db, ctx.user.id, ctx.user.email)),

  /** Changes the caller's email choice for one kind; answers what was saved, named for the toast. */
  setEmail: protectedProcedure.input(setEmailInput).mutation(async ({ ctx, input }) => {
    await setEmailChoice(ctx.deps.db, ctx.user.id, input.kind, input.email)
    return { kind: input.kind, email: input.email, label: kindDescriptions[input.kind].label }
  }),
})
