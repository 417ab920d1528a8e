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
})

async function readableOrNotFound(ctx: SignedInContext, id: string): Promise<BooklistDetail> {
  const found = await findReadableBooklist(ctx.deps.db, ctx.ability(), id)
  if (!found) throw noSuchError('booklist')
  return found
}
