import {
  createRequestInput,
  decideRequestInput,
  getRequestInput,
  listRequestsInput,
  type RequestDecision,
  type RequestDetail,
} from '../../../contracts/requests.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { findReadableRequest, listRequests } from './requests-read.repo.ts'
import { createRequest, decideRequest } from './requests-write.repo.ts'
import { writerOf } from '../../trpc/record-write.ts'
import { succeeded } from '../../trpc/write-result.ts'
import { noSuchError } from '../../trpc/faults.ts'

/**
 * The requests API. Which procedure a user may call, and which record rule
 * each applies, is in policy/procedures.yaml; here the rules are asked of the
 * user's ability: `read` as SQL for lists, the action on the loaded row for changes.
 */
export const requestsRouter = router({
  list: protectedProcedure.input(listRequestsInput).query(async ({ ctx, input }) => {
    return listRequests(ctx.deps.db, ctx.ability(), input)
  }),

  get: protectedProcedure.input(getRequestInput).query(async ({ ctx, input }) => readableOrNotFound(ctx, input.id)),

  create: protectedProcedure
    .input(createRequestInput)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await createRequest(writerOf(ctx), input)))),

  approve: decision('approve'),
  reject: decision('reject'),
  cancel: decision('cancel'),
})

function decision(action: RequestDecision) {
  return protectedProcedure
    .input(decideRequestInput)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await decideRequest(writerOf(ctx), action, input))))
}

async function readableOrNotFound(ctx: SignedInContext, id: string): Promise<RequestDetail> {
  const found = await findReadableRequest(ctx.deps.db, ctx.ability(), id)
  if (!found) throw noSuchError('request')
  return found
}
