import { formatDay, formatEventTime } from './dates.ts'

/**
 * One record's history as the server answers it (the record_events table),
 * and the words for it, shared by the timeline on screen and the server's
 * CONFLICT message ("who changed it, when, and to what").
 */
export type HistoryRecordType =
  | 'Request'
  | 'Adoption'
  | 'Booklist'
  | 'BooklistItem'
  | 'Student'
  | 'StaffMember'
  | 'StoreProduct'
  | 'Order'
  | 'Upload'
  | 'Term'
  | 'CounterApiKey'
  | 'AccessReview'

/** A field the change set, before and after. */
export interface FieldChange {
  readonly from: string | number | null
  readonly to: string | number | null
}

export interface RecordEvent {
  readonly id: number
  readonly recordType: HistoryRecordType
  readonly recordId: string
  /**
   * The verb of the change: create, approve, reject, cancel, adopt, withdraw, addItem, updateItem, removeItem, submit, reopen, grantAccess,
   * extendAccess, revokeAccess, changePermissions; a store product's edit, publish, hide, addToStore; a term's remind and deadlinePassed
   * (the app's reminders, actor "Adoptions"); a COUNTER API key's create and revoke.
   */
  readonly action: string
  readonly actorId: string
  /** The actor's email, "Adoptions" for the app itself (the deadline reminders), or their id when the account is gone. */
  readonly actorEmail: string
  readonly at: string
  readonly from: string | null
  readonly to: string | null
  readonly note: string | null
  /** The fields the change set; for an item added or removed, the item as it was (its title, quantity, requirement). */
  readonly changes: Readonly<Record<string, FieldChange>>
}

const pastTenses: Readonly<Record<string, string>> = {
  create: 'created',
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
  adopt: 'proposed',
  readopt: 'proposed again from last term',
  withdraw: 'withdrew',
  submit: 'submitted',
  reopen: 'reopened',
  order: 'ordered',
  fulfil: 'fulfilled',
  receive: 'received',
  addItem: 'added',
  updateItem: 'changed',
  removeItem: 'removed',
  grantAccess: 'granted access',
  extendAccess: 'extended access',
  revokeAccess: 'revoked access',
  changePermissions: 'changed permissions',
  edit: 'changed',
  publish: 'published',
  hide: 'hid',
  addToStore: 'added it to the store',
  place: 'placed',
  check: 'checked',
  commit: 'added its rows',
  discard: 'discarded',
  // A term's deadline reminders and late notice (issue 55), sent by the app itself.
  remind: 'sent booklist reminders',
  deadlinePassed: 'told approvers of the missed booklist deadline',
  // A list rolled over to a later term (issue 56): the old list says where it went, the new one where it came from.
  rollOver: 'rolled this list over',
  rolledFrom: 'made this list by rolling over',
  // A COUNTER API key withdrawn (issue 57).
  revoke: 'revoked',
  // An access review (issue 58): started, a decision on one person's access, signed off.
  start: 'started',
  decide: 'recorded a decision',
  signOff: 'signed it off',
}

/** Changes whose past tense names what was changed ("granted access", "changed permissions"), so the sentence needs no "it". */
const selfNamedActions: ReadonlySet<string> = new Set([
  'grantAccess',
  'extendAccess',
  'revokeAccess',
  'changePermissions',
  'addToStore',
  'commit',
  'remind',
  'deadlinePassed',
  'rollOver',
  'rolledFrom',
  'decide',
  'signOff',
])

/** Fields an event keeps for the screen to link by (the lists a rollover joined), not to list as changed. */
const linkFields: ReadonlySet<string> = new Set(['title', 'rolledList', 'rolledTerm', 'memberId'])

/** "approved", "removed": the action as something done. */
export function pastTense(action: string): string {
  return pastTenses[action] ?? action
}

const fieldNames: Readonly<Record<string, string>> = {
  quantity: 'quantity',
  requirement: 'requirement',
  note: 'note',
  title: 'title',
  status: 'status',
  accessExpiresAt: 'access ends',
  price: 'price',
  stock: 'stock',
  startsOn: 'start',
  endsOn: 'end',
  adoptionDeadline: 'adoption deadline',
  booklistDeadline: 'booklist deadline',
  requestorId: 'requestor ID',
  member: 'on',
  decision: 'decision',
  people: 'people',
}

/** "quantity 30 → 12, note cleared": what a change set, in words; empty when it set no field. For an item removed, what it was. */
export function describeChanges(changes: RecordEvent['changes'], action?: string): string {
  return Object.entries(changes)
    .filter(([field]) => !linkFields.has(field))
    .map(([field, { from, to }]) => {
      const name = fieldNames[field] ?? field
      if (to === null) return action === 'removeItem' ? `${name} ${shown(from)}` : `${name} cleared`
      return from === null ? `${name} ${shown(to)}` : `${name} ${shown(from)} → ${shown(to)}`
    })
    .join(', ')
}

/** A changed value as read: a stored time (an access end) as its day, "1 Jan 2031"; anything else as it is. */
const shown = (value: string | number | null): string => (typeof value === 'string' && /^\d{4}-\d\d-\d\d(T|$)/.test(value) ? formatDay(value) : String(value))

/**
 * "abe@testville.example approved it at 25 Nov 2026, 14:03 UTC; it is now approved":
 * the sentence of a CONFLICT, naming who acted first and to what.
 */
export function describeLastChange(event: Pick<RecordEvent, 'action' | 'actorEmail' | 'at' | 'to' | 'changes'>): string {
  const what = describeChanges(event.changes, event.action)
  const title = event.changes['title']?.to ?? event.changes['title']?.from
  const onItem = event.action === 'addItem' || event.action === 'updateItem' || event.action === 'removeItem'
  const object = onItem ? (title === undefined || title === null ? ' an item' : ` "${String(title)}"`) : selfNamedActions.has(event.action) ? '' : ' it'
  const now = event.to !== null && !onItem ? `; it is now ${event.to}` : what === '' ? '' : ` (${what})`
  return `${event.actorEmail} ${pastTense(event.action)}${object} at ${formatEventTime(event.at)}${now}`
}
