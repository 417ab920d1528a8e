import {
  checkUploadInput,
  commitUploadInput,
  discardUploadInput,
  getUploadInput,
  listUploadsInput,
  uploadRowsInput,
  type UploadCheck,
  type UploadSummary,
} from '../../../contracts/uploads.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { writerOf } from '../../trpc/record-write.ts'
import { succeeded } from '../../trpc/write-result.ts'
import { earlierUploadOfSameFile, findReadableUpload, listOwnUploads, uploadErrorRows, uploadRowsPage } from './uploads-read.repo.ts'
import { checkUpload, commitUpload, discardUpload } from './uploads-write.repo.ts'
import { noSuchError } from '../../trpc/faults.ts'

async function readableOrNotFound(ctx: SignedInContext, id: string): Promise<UploadSummary> {
  const upload = await findReadableUpload(ctx.deps.db, ctx.ability(), id)
  if (!upload) throw noSuchError('upload')
  return upload
}

/**
 * The bulk upload API (issue 29). Which procedure a user may call is in
 * policy/procedures.yaml; which uploads they may read, create and commit is
 * upload.yaml's rules (in SQL for lists), and each booklist a commit adds to
 * is asked its bulkUpload rule. Every procedure here takes the upload body
 * limit (src/server/limits.ts: paths starting with `uploads.`).
 */
export const uploadsRouter = router({
  check: protectedProcedure.input(checkUploadInput).mutation(async ({ ctx, input }): Promise<UploadCheck> => {
    const id = succeeded(await checkUpload(writerOf(ctx), input))
    const upload = await readableOrNotFound(ctx, id)
    const sameFile = (await earlierUploadOfSameFile(ctx.deps.db, ctx.ability(), { id, checksum: input.checksum })) ?? null
    return { upload, sameFile }
  }),

  commit: protectedProcedure
    .input(commitUploadInput)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await commitUpload(writerOf(ctx), input)))),

  discard: protectedProcedure
    .input(discardUploadInput)
    .mutation(async ({ ctx, input }): Promise<{ id: string }> => ({ id: succeeded(await discardUpload(writerOf(ctx), input)) })),

  list: protectedProcedure.input(listUploadsInput).query(({ ctx, input }) => listOwnUploads(ctx.deps.db, ctx.ability(), ctx.user.id, input)),

  get: protectedProcedure.input(getUploadInput).query(({ ctx, input }) => readableOrNotFound(ctx, input.id)),

  rows: protectedProcedure.input(uploadRowsInput).query(async ({ ctx, input }) => {
    const upload = await readableOrNotFound(ctx, input.id)
    return uploadRowsPage(ctx.deps.db, upload.id, input.show, input)
  }),

  errorRows: protectedProcedure.input(getUploadInput).query(async ({ ctx, input }) => {
    const upload = await readableOrNotFound(ctx, input.id)
    return uploadErrorRows(ctx.deps.db, upload.id)
  }),
})
