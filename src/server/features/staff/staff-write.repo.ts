import { subject } from '@casl/ability'
import type { Kysely } from 'kysely'
import type { SetPermissionsInput } from '../../../contracts/staff.ts'
import type { FieldChange } from '../../../contracts/record-history.ts'
import { dialectOf } from '../../db/dialects/index.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { changeRecord, type Writer } from '../../trpc/record-write.ts'
import { failure, type WriteResult } from '../../trpc/write-result.ts'
import { grantedOf, inPolicyOrder } from './staff-read.repo.ts'
import { staffKind } from './staff-record.ts'

const managePermission = 'permissions:manage'

export const ownPermissionsRefusal = 'You cannot change your own permissions; ask another administrator.'

const lastHolderRefusal = (email: string) => `${email} is the only person at your institution who can manage permissions; grant it to someone else first.`
const othersRefusal = (email: string) => `You may not change the permissions of ${email}.`
const nothingChanges = (email: string) => `Nothing changes: ${email} already holds exactly these permissions.`

export interface PermissionDiff {
  readonly granted: readonly string[]
  readonly withdrawn: readonly string[]
}

/** The names a proposed map grants and withdraws, in policy/permissions.yaml's order. */
export function permissionDiff(current: readonly string[], proposed: readonly string[]): PermissionDiff {
  return {
    granted: inPolicyOrder(proposed.filter((name) => !current.includes(name))),
    withdrawn: inPolicyOrder(current.filter((name) => !proposed.includes(name))),
  }
}

/** Whether an enabled user of the institution other than this one holds permissions:manage. */
async function anotherManager(db: Kysely<Database>, institutionId: string, exceptUserId: string): Promise<boolean> {
  const found = await db
    .selectFrom('users')
    .innerJoin('user_permissions', 'user_permissions.user_id', 'users.id')
    .select('users.id')
    .where('users.institution_id', '=', institutionId)
    .where('users.id', '<>', exceptUserId)
    .where('users.disabled', '=', 0)
    .where('user_permissions.permission', '=', managePermission)
    .where('user_permissions.granted', '=', 1)
    .limit(1)
    .executeTakeFirst()
  return found !== undefined
}

/** The staff member as policy/resources/staff-member.yaml reads them. */
export interface Member {
  readonly id: string
  readonly email: string
  readonly institutionId: string
  readonly disabled: boolean
}

/**
 * The sentence setPermissions would refuse this change with, or null: the
 * `editPermissions` rule (never one's own), a change that changes nothing,
 * or the institution's last holder of permissions:manage losing it. The
 * write repeats the last check under a lock; the preview answers it as
 * things stand.
 */
export async function permissionsRefusal(
  db: Kysely<Database>,
  ability: AppAbility,
  actorId: string,
  member: Member,
  diff: PermissionDiff,
): Promise<string | null> {
  if (!ability.can('editPermissions', subject('StaffMember', { ...member }))) return member.id === actorId ? ownPermissionsRefusal : othersRefusal(member.email)
  if (diff.granted.length === 0 && diff.withdrawn.length === 0) return nothingChanges(member.email)
  if (diff.withdrawn.includes(managePermission) && !(await anotherManager(db, member.institutionId, member.id))) return lastHolderRefusal(member.email)
  return null
}

/**
 * Sets a staff member's whole permission map through the write path: the
 * version they saw, `editPermissions` on them (never oneself), then the rows
 * of user_permissions replaced by the granted names, the user's version moved
 * and one `changePermissions` event naming each changed permission. Taking
 * permissions:manage away is serialised per institution, so two
 * administrators cannot each remove the other and leave nobody.
 */
export async function setPermissions(writer: Writer, input: SetPermissionsInput): Promise<WriteResult> {
  return changeRecord(writer, {
    kind: staffKind,
    id: input.id,
    action: 'editPermissions',
    version: input.version,
    // Kept for oneself: it says what to do instead (ask another administrator), which the rule cannot; the preview says the same.
    refusal: (row) => (row.id === writer.actor.id ? ownPermissionsRefusal : undefined),
    async apply(trx, row) {
      const current = (await grantedOf(trx, [row.id])).get(row.id) ?? []
      const diff = permissionDiff(current, input.granted)
      if (diff.granted.length === 0 && diff.withdrawn.length === 0) return failure('BAD_REQUEST', nothingChanges(row.email))
      if (diff.withdrawn.includes(managePermission)) {
        await dialectOf(trx).lockKey(trx, `permissions-manage:${row.institution_id}`)
        if (!(await anotherManager(trx, row.institution_id, row.id))) return failure('CONFLICT', lastHolderRefusal(row.email))
      }
      const changes: Record<string, FieldChange> = {}
      for (const name of diff.granted) changes[name] = { from: 'not held', to: 'held' }
      for (const name of diff.withdrawn) changes[name] = { from: 'held', to: 'not held' }
      return {
        events: [{ action: 'changePermissions', from: null, to: null, note: input.note ?? null, changes }],
        also: [
          {
            replaceRows: 'user_permissions',
            where: ['user_id', row.id],
            rows: inPolicyOrder(input.granted).map((permission) => ({ user_id: row.id, permission, granted: 1 })),
          },
        ],
      }
    },
  })
}
