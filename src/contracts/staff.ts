import { z } from 'zod'
import type { RecordEvent } from './record-history.ts'
import { permissionNames } from '../generated/policy-names.gen.ts'
import { listPage, listQuery } from './list-query.ts'
import { changeNote, recordVersion } from './record-change.ts'
import { staffSortColumns } from './staff-names.ts'

/** The Staff page: each staff member's permissions, what a change would do, and the change itself. */

export * from './staff-names.ts'

export const listStaffInput = listQuery({ sortable: staffSortColumns, filters: {} })
export type ListStaffInput = z.input<typeof listStaffInput>

const permissionName = z.enum(permissionNames, { message: 'Not a permission of policy/permissions.yaml.' })

export const staffRow = z.object({
  id: z.string(),
  /** With id, email and disabled: the record as policy/resources/staff-member.yaml reads it, for the page's rule checks. */
  institutionId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  disabled: z.boolean(),
  /** The permissions they hold (granted), in policy/permissions.yaml's order. */
  granted: z.array(permissionName),
  /** Whether this is the signed-in user (who may not change their own permissions). */
  isYou: z.boolean(),
  version: z.number().int(),
})
export type StaffRow = z.infer<typeof staffRow>

export const staffPage = listPage(staffRow)
export type StaffPage = z.infer<typeof staffPage>

const memberId = z.string().trim().min(1, 'Give an id.').max(200, 'An id has at most 200 characters.')
export const staffMemberInput = z.object({ id: memberId })

/** A whole permission map as proposed: the names to hold; every other name is not held. */
const grantedList = z
  .array(permissionName)
  .max(permissionNames.length)
  .refine((names) => new Set(names).size === names.length, 'Name each permission once.')

export const previewPermissionsInput = z.object({ id: memberId, granted: grantedList })
export type PreviewPermissionsInput = z.input<typeof previewPermissionsInput>

export const setPermissionsInput = z.object({ id: memberId, version: recordVersion, granted: grantedList, note: changeNote.optional() })
export type SetPermissionsInput = z.input<typeof setPermissionsInput>

/**
 * A page (a menu entry the person can open) or a record action that a change
 * gives or takes away. `label` is the words to show first; `key` is the code
 * (a route path, "approve Request"), shown only as secondary text.
 */
export const accessItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('page'),
    /** The entry's path: `/analytics/uaaSpend`. */
    key: z.string(),
    /** The menu's title for this person: "Spend overview". */
    label: z.string(),
  }),
  z.object({
    kind: z.literal('action'),
    /** `approve Request`. */
    key: z.string(),
    /** The action's description from policy/resources/: "Approve someone else's pending request". */
    label: z.string(),
    /** On which records, as the studio and `policy explain` say it: "on requests of their institution that are pending and not their own". */
    scope: z.string(),
  }),
])
export type AccessItem = z.infer<typeof accessItem>

/** A start page: the menu's title for the path (null when no menu entry leads there, e.g. the fallback) and the path. */
export const startPage = z.object({ title: z.string().nullable(), path: z.string() })
export type StartPage = z.infer<typeof startPage>

export const permissionsPreview = z.object({
  granted: z.array(permissionName),
  withdrawn: z.array(permissionName),
  gains: z.array(accessItem),
  losses: z.array(accessItem),
  /** Where they land on `/` before and after (policy/landing.yaml), or null when it stays the same. */
  landing: z.object({ before: startPage, after: startPage }).nullable(),
  /** Why the change would be refused if sent (own permissions:manage, last holder), or null. */
  refusal: z.string().nullable(),
})
export type PermissionsPreview = z.infer<typeof permissionsPreview>

/** One staff member with the audit of their permission changes (record_events), oldest first. */
/** A permission of policy/permissions.yaml with its description: the Staff page's words beside each box. */
export interface PermissionInfo {
  readonly name: (typeof permissionNames)[number]
  readonly description: string
}

export interface StaffMemberDetail {
  readonly member: StaffRow
  readonly events: RecordEvent[]
  /** Every permission, in the policy's order, with its description. */
  readonly permissions: readonly PermissionInfo[]
}
