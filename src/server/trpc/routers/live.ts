import { tracked, TRPCError } from '@trpc/server'
import { z } from 'zod'
import { protectedProcedure } from '../access.ts'
import { router } from '../init.ts'

/** tRPC's `lastEventId`: the id of the last message the tab received (its EventSource sends it back on reconnect). */
const liveInput = z
  .object({
    lastEventId: z
      .string()
      .regex(/^\d{1,15}$/, 'lastEventId is an event id.')
      .nullish(),
  })
  .optional()

export const liveRouter = router({
  /**
   * The tab's live stream (server-sent events): what changed that the person
   * may read, who changed it, and when their own access changed. Ids only;
   * the tab reads the data again through the other procedures.
   */
  events: protectedProcedure.input(liveInput).subscription(async function* ({ ctx, input, signal }) {
    const hub = ctx.deps.live
    if (!hub) throw new TRPCError({ code: 'NOT_IMPLEMENTED', message: 'This server does not send live updates.' })
    const lastEventId = input?.lastEventId ? Number(input.lastEventId) : undefined
    const person = { userId: ctx.user.id, institutionId: ctx.institution.id }
    for await (const { id, message } of hub.open(person, lastEventId, signal ?? new AbortController().signal)) yield tracked(String(id), message)
  }),
})
