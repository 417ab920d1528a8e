import {
  accessReviewInput,
  accessReviewPeopleInput,
  decideAccessInput,
  signOffAccessReviewInput,
  startAccessReviewInput,
  type AccessReviewDetail,
  type AccessReviewPeoplePage,
  type AccessReviewsList,
  type ReviewComparison,
} from '../../../contracts/access-reviews.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { noSuchError } from '../../trpc/faults.ts'
import { router } from '../../trpc/init.ts'
import { writerOf } from '../../trpc/record-write.ts'
import { succeeded } from '../../trpc/write-result.ts'
import { compareReview } from './access-review-compare.ts'
import { listReviews, reviewDetail, reviewPeople } from './access-reviews-read.repo.ts'
import { decideAccess, signOffReview, startReview } from './access-reviews-write.repo.ts'

/**
 * The Access review's API (issue 58); policy/procedures.yaml names each
 * procedure's rule: `read AccessReview` (in SQL) for the list, one review, its
 * people and the comparison, `create` on the new review, `decide` and
 * `signOff` on the loaded one. Every change goes through the write path.
 */
export const accessReviewsRouter = router({
  list: protectedProcedure.query(async ({ ctx }): Promise<AccessReviewsList> => ({ reviews: await listReviews(ctx.deps.db, writerOf(ctx).actor) })),

  get: protectedProcedure.input(accessReviewInput).query(({ ctx, input }) => readableDetail(ctx, input.id)),

  people: protectedProcedure.input(accessReviewPeopleInput).query(async ({ ctx, input }): Promise<AccessReviewPeoplePage> => {
    const page = await reviewPeople(ctx.deps.db, writerOf(ctx).actor, input)
    if (!page) throw noSuchError('access review')
    return page
  }),

  compare: protectedProcedure.input(accessReviewInput).query(async ({ ctx, input }): Promise<ReviewComparison> => {
    const compared = await compareReview(ctx.deps.db, writerOf(ctx).actor, input.id)
    if (!compared) throw noSuchError('access review')
    return compared
  }),

  start: protectedProcedure
    .input(startAccessReviewInput)
    .mutation(async ({ ctx, input }) => readableDetail(ctx, succeeded(await startReview(writerOf(ctx), input)))),

  decide: protectedProcedure
    .input(decideAccessInput)
    .mutation(async ({ ctx, input }) => readableDetail(ctx, succeeded(await decideAccess(writerOf(ctx), input)))),

  signOff: protectedProcedure
    .input(signOffAccessReviewInput)
    .mutation(async ({ ctx, input }) => readableDetail(ctx, succeeded(await signOffReview(writerOf(ctx), input)))),
})

async function readableDetail(ctx: SignedInContext, id: string): Promise<AccessReviewDetail> {
  const found = await reviewDetail(ctx.deps.db, writerOf(ctx).actor, id)
  if (!found) throw noSuchError('access review')
  return found
}
