import {
  addBooklistItemInput,
  editableBooklistsInput,
  getBooklistInput,
  listBooklistsInput,
  removeBooklistItemInput,
  reopenBooklistInput,
  submitBooklistInput,
  updateBooklistItemInput,
  type BooklistDetail,
} from '../../../contracts/booklists.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { currentTermName } from '../../terms/institution-terms.ts'
import { findReadableBooklist, listBooklists, listEditableBooklists } from './booklists-read.repo.ts'
import { addItem, removeItem, reopenList, submitList, updateItem } from './booklists-write.repo.ts'
import { writerOf } from '../../trpc/record-write.ts'
import { succeeded } from '../../trpc/write-result.ts'
import { noSuchError } from '../../trpc/faults.ts'
import { rolloverInput, rolloverPreviewInput, type RolloverBatch, type RolloverPreview } from '../../../contracts/rollover.ts'
import { previewRollover } from './rollover/rollover-read.repo.ts'
import { rollOver } from './rollover/rollover-write.repo.ts'
import { checkRolloverTarget } from './rollover/rollover-target.ts'
import { TRPCError } from '@trpc/server'

/**
 * The booklists API. policy/procedures.yaml names each procedure's access and
 * record rule; here the rules are asked of the user's ability: `read` as SQL
 * for lists, `edit` on the loaded row for changes (booklist:edit and a list
 * that is not final, as policy/resources/booklist*.yaml say).
 */
export const booklistsRouter = router({
  list: protectedProcedure
    .input(listBooklistsInput)
    .query(async ({ ctx, input }) =>
      listBooklists(ctx.deps.db, ctx.ability(), input, input.term ?? (await currentTermName(ctx.deps.db, ctx.institution.id, ctx.deps.now()))),
    ),

  editable: protectedProcedure.input(editableBooklistsInput).query(({ ctx, input }) => listEditableBooklists(ctx.deps.db, ctx.ability(), input.nbsi)),

  get: protectedProcedure.input(getBooklistInput).query(({ ctx, input }) => readableOrNotFound(ctx, input.id)),

  addItem: protectedProcedure
    .input(addBooklistItemInput)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await addItem(writerOf(ctx), input)))),
  updateItem: protectedProcedure
    .input(updateBooklistItemInput)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await updateItem(writerOf(ctx), input)))),
  removeItem: protectedProcedure
    .input(removeBooklistItemInput)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await removeItem(writerOf(ctx), input)))),
  submit: protectedProcedure
    .input(submitBooklistInput)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await submitList(writerOf(ctx), input)))),
  reopen: protectedProcedure
    .input(reopenBooklistInput)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await reopenList(writerOf(ctx), input)))),

  // Rollover to a later term (issue 56): the preview asks the rollover rule per list in SQL; each batch asks it again in the write.
  rolloverPreview: protectedProcedure.input(rolloverPreviewInput).query(async ({ ctx, input }): Promise<RolloverPreview> => {
    const preview = await previewRollover(ctx.deps.db, writerOf(ctx).actor, input.from, input.target)
    if (preview.rows.length === 0)
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'None of the chosen course lists is there for you to roll over: choose at least one.' })
    await checkRolloverTarget(
      ctx.deps.db,
      ctx.institution.id,
      input.target,
      preview.rows.map((row) => row.term),
    )
    return preview
  }),
  rollover: protectedProcedure.input(rolloverInput).mutation(async ({ ctx, input }): Promise<RolloverBatch> => {
    const ids = input.lists.map((list) => list.id)
    const terms = await ctx.deps.db
      .selectFrom('booklists')
      .select('term')
      .distinct()
      .where('id', 'in', ids)
      .where('institution_id', '=', ctx.institution.id)
      .execute()
    await checkRolloverTarget(
      ctx.deps.db,
      ctx.institution.id,
      input.target,
      terms.map((row) => row.term),
    )
    return { outcomes: await rollOver(writerOf(ctx), input) }
  }),
})

async function readableOrNotFound(ctx: SignedInContext, id: string): Promise<BooklistDetail> {
  const found = await findReadableBooklist(ctx.deps.db, ctx.ability(), id)
  if (!found) throw noSuchError('booklist')
  return found
}
