import {
  listStaffInput,
  previewPermissionsInput,
  setPermissionsInput,
  staffMemberInput,
  type PermissionsPreview,
  type StaffRow,
} from '../../../contracts/staff.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { writerOf } from '../../trpc/record-write.ts'
import { succeeded } from '../../trpc/write-result.ts'
import { previewPermissions } from './permission-preview.ts'
import { findReadableStaff, listStaff, staffMember } from './staff-read.repo.ts'
import { permissionDiff, permissionsRefusal, setPermissions } from './staff-write.repo.ts'
import { noSuchError } from '../../trpc/faults.ts'

/**
 * The staff API (issue 32): who may call each procedure, and which record
 * rule it applies, is in policy/procedures.yaml (`read` as SQL for the list
 * and one member, `editPermissions` on the loaded member for a change).
 */
export const staffRouter = router({
  list: protectedProcedure.input(listStaffInput).query(({ ctx, input }) => listStaff(ctx.deps.db, ctx.ability(), input, ctx.user.id)),

  get: protectedProcedure.input(staffMemberInput).query(async ({ ctx, input }) => {
    const found = await staffMember(ctx.deps.db, ctx.ability(), input.id, ctx.user.id)
    if (!found) throw noSuchError('staff member')
    return found
  }),

  // A query: it changes nothing.
  previewPermissions: protectedProcedure.input(previewPermissionsInput).query(async ({ ctx, input }): Promise<PermissionsPreview> => {
    const member = await readableOrNotFound(ctx, input.id)
    // Readable means of the caller's institution: the member's facts are that institution's, with the member's permissions.
    const user = { id: member.id, institutionId: ctx.institution.id }
    const preview = previewPermissions({ policy: ctx.deps.policy }, { facts: ctx.facts, user, current: member.granted, proposed: input.granted })
    const refusal = await permissionsRefusal(
      ctx.deps.db,
      ctx.ability(),
      ctx.user.id,
      { ...user, email: member.email, disabled: member.disabled },
      permissionDiff(member.granted, input.granted),
    )
    return { ...preview, refusal }
  }),

  setPermissions: protectedProcedure
    .input(setPermissionsInput)
    .mutation(async ({ ctx, input }) => readableOrNotFound(ctx, succeeded(await setPermissions(writerOf(ctx), input)))),
})

async function readableOrNotFound(ctx: SignedInContext, id: string): Promise<StaffRow> {
  const found = await findReadableStaff(ctx.deps.db, ctx.ability(), id, ctx.user.id)
  if (!found) throw noSuchError('staff member')
  return found
}
