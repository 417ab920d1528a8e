import type { NotificationKind, NotifiedRecordType } from '../../contracts/notifications.ts'
import type { RecordType } from '../db/schema.ts'

/**
 * Who is told of which change: a record event (its type and the write path's
 * verb) makes a notification kind for an audience. Every recipient must also
 * pass the record's read rule as the record is after the change; the audience
 * only says whom to ask.
 *
 *   mayDo       everyone of the institution the compiled rule lets do `action`
 *               to the record now (a pending request's approvers): asked per
 *               person, never a hand-written role list
 *   requester   the request's requester
 *   adopter     the adoption's adopter
 *   instructors the instructors (with an account) of the booklist's course
 *   uploader    the person who uploaded the file
 *   member      the staff member whose permissions changed
 */
export type Audience = { readonly who: 'mayDo'; readonly action: 'approve' } | { readonly who: 'requester' | 'adopter' | 'instructors' | 'uploader' | 'member' }

export interface NotificationRule {
  readonly type: NotifiedRecordType
  readonly actions: readonly string[]
  /** Only when the change moved the record to this status (a request created pending, not one approved at creation). */
  readonly toStatus?: string
  readonly kind: NotificationKind
  readonly audience: Audience
  /** The person who made the change is told too: only of their own bulk upload finishing, with its counts. */
  readonly toldActor?: boolean
}

export const notificationRules: readonly NotificationRule[] = [
  { type: 'Request', actions: ['create'], toStatus: 'pending', kind: 'requestRaised', audience: { who: 'mayDo', action: 'approve' } },
  { type: 'Request', actions: ['approve', 'reject'], kind: 'requestDecided', audience: { who: 'requester' } },
  { type: 'Request', actions: ['order', 'receive', 'cancel'], kind: 'requestProgressed', audience: { who: 'requester' } },
  { type: 'Adoption', actions: ['adopt', 'readopt'], toStatus: 'proposed', kind: 'adoptionProposed', audience: { who: 'mayDo', action: 'approve' } },
  { type: 'Adoption', actions: ['approve', 'reject'], kind: 'adoptionDecided', audience: { who: 'adopter' } },
  { type: 'Booklist', actions: ['submit', 'reopen'], kind: 'booklistChanged', audience: { who: 'instructors' } },
  { type: 'Upload', actions: ['commit'], kind: 'uploadFinished', audience: { who: 'uploader' }, toldActor: true },
  { type: 'StaffMember', actions: ['changePermissions'], kind: 'permissionsChanged', audience: { who: 'member' } },
]

/** The rule a record event matches, if any: most events (an item edited, a price changed) tell nobody. */
export function ruleFor(event: { readonly record_type: RecordType; readonly action: string; readonly to_status: string | null }): NotificationRule | undefined {
  return notificationRules.find(
    (rule) => rule.type === event.record_type && rule.actions.includes(event.action) && (rule.toStatus === undefined || rule.toStatus === event.to_status),
  )
}
