import type { LiveChange } from '../../contracts/live.ts'

/**
 * The words of a live mark: a row's "approved by omar@westbrook.example just
 * now" and a dialog's "pat@westbrook.example ordered this request 3 s ago".
 * The verbs are the write path's (`action: '…'` in src/server/features); one
 * not listed reads "changed", so a new verb never shows as code.
 */
const done: Readonly<Record<string, string>> = {
  create: 'added',
  adopt: 'proposed',
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
  withdraw: 'withdrawn',
  order: 'ordered',
  place: 'ordered',
  purchase: 'ordered',
  receive: 'received',
  fulfil: 'fulfilled',
  edit: 'changed',
  update: 'changed',
  updateItem: 'changed',
  addItem: 'added',
  bulkUpload: 'added',
  removeItem: 'removed',
  remove: 'removed',
  discard: 'removed',
  submit: 'submitted',
  reopen: 'reopened',
  check: 'checked',
  commit: 'committed',
  publish: 'published',
  hide: 'hidden',
  addToStore: 'added to the store',
  editPermissions: 'permissions changed',
  changePermissions: 'permissions changed',
  grantAccess: 'access granted',
  extendAccess: 'access extended',
  revokeAccess: 'access revoked',
}

/**
 * Verbs whose words name what changed ("permissions changed"): said actively
 * they need their own phrase, "changed the permissions of this staff member".
 */
const doneTo: Readonly<Record<string, string>> = {
  editPermissions: 'changed the permissions of',
  changePermissions: 'changed the permissions of',
  grantAccess: 'granted access to',
  extendAccess: 'extended the access of',
  revokeAccess: 'revoked the access of',
}

/** "approved", "permissions changed": the action as something done; unknown verbs read "changed". */
export function changeVerb(action: string): string {
  return Object.hasOwn(done, action) ? (done[action] as string) : 'changed'
}

/** "just now" under 5 s, else "12 s ago" or "2 min ago": how long since the change, in words. */
export function agoWords(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000))
  if (seconds < 5) return 'just now'
  return seconds < 60 ? `${seconds} s ago` : `${Math.round(seconds / 60)} min ago`
}

type Said = Pick<LiveChange, 'action' | 'actorEmail'>

/** A row's mark: "approved by omar@westbrook.example just now", with "— no longer in this list" when the change took it out. */
export function markSentence(change: Said, options: { readonly leaving?: boolean; readonly ago?: number } = {}): string {
  const sentence = `${changeVerb(change.action)} by ${change.actorEmail} ${agoWords(options.ago ?? 0)}`
  return options.leaving ? `${sentence} — no longer in this list` : sentence
}

/**
 * A dialog's warning: "pat@westbrook.example ordered this request 3 s ago". A
 * change that left no record (version null) reads "removed" whatever its verb.
 */
export function changedUnderneathSentence(change: Said & Pick<LiveChange, 'version'>, noun: string, ago: number): string {
  const object = `this ${noun}`
  const when = agoWords(ago)
  if (change.version === null) return `${change.actorEmail} removed ${object} ${when}`
  if (change.action === 'addToStore') return `${change.actorEmail} added ${object} to the store ${when}`
  const phrase = Object.hasOwn(doneTo, change.action) ? (doneTo[change.action] as string) : changeVerb(change.action)
  return `${change.actorEmail} ${phrase} ${object} ${when}`
}
