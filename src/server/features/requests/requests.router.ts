import { TRPCError } from '@trpc/server'
import { createRequestInput, decideRequestInput, getRequestInput, listRequestsInput, type RequestDetail } from '../../../contracts/requests.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { findReadableRequest, listRequests } from './requests-read.repo.ts'
import { createRequest, decideRequest, type Decision } from './requests-write.repo.ts'
import { nowIso, succeeded } from '../../trpc/write-result.ts'

/**
 * The requests API. Which procedure a user may call, and which record rule
 * each applies, is in policy/procedures.yaml; here the rules are asked of the
 * user's ability: `read` as SQL for lists, the action on the loaded row for changes.
 */
export const requestsRouter = router({
  list: protectedProcedure.input(listRequestsInput).query(async ({ ctx, input }) => {
    const listed = await listRequests(ctx.deps.db, ctx.ability(), ctx.user.id, input)
    if (!listed.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: 'That page link has expired or is not valid; start again from the first page.' })
    return listed.page
  }),

  get: protectedProcedure.input(getRequestInput).query(async ({ ctx, input }) => readableOrNotFound(ctx, input.id)),

  create: protectedProcedure.input(createRequestInput).mutation(async ({ ctx, input }) => {
    const actor = { id: ctx.user.id, institutionId: ctx.institution.id }
    const created = await createRequest(ctx.deps.db, ctx.ability(), actor, input, nowIso(ctx))
    return readableOrNotFound(ctx, succeeded(created))
  }),

  approve: decision('approve'),
  reject: decision('reject'),
  cancel: decision('cancel'),
})

function decision(action: Decision) {
  return protectedProcedure.input(decideRequestInput).mutation(async ({ ctx, input }) => {
    const actor = { id: ctx.user.id, institutionId: ctx.institution.id }
    const decided = await decideRequest(ctx.deps.db, ctx.ability(), actor, action, input, nowIso(ctx))
    return readableOrNotFound(ctx, succeeded(decided))
  })
}

async function readableOrNotFound(ctx: SignedInContext, id: string): Promise<RequestDetail> {
  const found = await findReadableRequest(ctx.deps.db, ctx.ability(), id)
  if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such request.' })
  return found
}
