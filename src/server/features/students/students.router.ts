import { listStudentsInput, studentAccessChange, studentHistoryInput, type StudentHistory, type StudentRow } from '../../../contracts/students.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { writerOf } from '../../trpc/record-write.ts'
import { succeeded } from '../../trpc/write-result.ts'
import { findReadableStudent, listStudents, studentHistory } from './students-read.repo.ts'
import { grantAccess, revokeAccess } from './students-write.repo.ts'
import { noSuchError } from '../../trpc/faults.ts'

/**
 * The Students page's API; policy/procedures.yaml names each procedure's rule:
 * `read Student` as SQL for the list, the action on the loaded row for changes.
 * Access states are worked out at the server's clock (a test's fixed one).
 */
export const studentsRouter = router({
  list: protectedProcedure
    .input(listStudentsInput)
    .query(({ ctx, input }) => listStudents(ctx.deps.db, ctx.ability(), input, nowOf(ctx), ctx.config.enabledAccessLength)),

  history: protectedProcedure.input(studentHistoryInput).query(async ({ ctx, input }): Promise<StudentHistory> => {
    const found = await studentHistory(ctx.deps.db, ctx.ability(), input.id, nowOf(ctx))
    if (!found) throw noSuchError('student')
    return found
  }),

  grantAccess: protectedProcedure
    .input(studentAccessChange)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await grantAccess(writerOf(ctx), input, ctx.config.enabledAccessLength)))),

  revokeAccess: protectedProcedure
    .input(studentAccessChange)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await revokeAccess(writerOf(ctx), input)))),
})

function nowOf(ctx: SignedInContext): string {
  return new Date(ctx.deps.now()).toISOString()
}

async function readableOrNotFound(ctx: SignedInContext, id: string): Promise<StudentRow> {
  const found = await findReadableStudent(ctx.deps.db, ctx.ability(), id, nowOf(ctx))
  if (!found) throw noSuchError('student')
  return found
}
