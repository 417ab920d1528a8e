import type { HistoryRecordType } from './record-history.ts'

/**
 * What the server's live stream (`live.events`, a tRPC subscription over
 * server-sent events) tells a browser tab. Only ids, the record type, the verb,
 * who and when, never record text: the tab reads the data again through the
 * normal procedures, so every byte of it still passes the read rule.
 *
 * Every message is sent with a tracked id (the last record event it covers);
 * a tab that reconnects sends it back as `lastEventId` and the server replays
 * what it missed, or answers `resync` when that is more than it replays.
 */
export type LiveMessage = LiveChanges | LiveResync | LiveAccess

/** Records another person (or this person in another tab) created, changed or removed. */
export interface LiveChanges {
  readonly kind: 'changes'
  /** At most `liveChangesPerMessage`; `leftOut` says how many more of the same commit were not listed. */
  readonly changes: readonly LiveChange[]
  readonly leftOut: number
  /** Every type the changes (listed or left out) are of: a tab refetches what shows them. */
  readonly types: readonly HistoryRecordType[]
}

export interface LiveChange {
  /** The record event's id (record_events.id). */
  readonly eventId: number
  readonly type: HistoryRecordType
  readonly id: string
  /** The record whose timeline shows the change: itself, or an item's booklist. */
  readonly timelineId: string
  /** The write path's verb: create, approve, reject, order, addItem, removeItem, editPermissions, … */
  readonly action: string
  readonly actorId: string
  readonly actorEmail: string
  /** ISO time of the change (the server's clock). */
  readonly at: string
  /** The record's version now; null when the record no longer exists (removed). */
  readonly version: number | null
}

/** More happened while the tab was away than the server replays: it reads everything it shows again. */
export interface LiveResync {
  readonly kind: 'resync'
}

/**
 * The person's own access changed: their permissions (Staff page) or their
 * institution's flags or configuration. The tab reads its facts again, so its
 * ability, menu and guards follow; `byEmail` names who changed it (null: the
 * institution's configuration, changed by the operator).
 */
export interface LiveAccess {
  readonly kind: 'access'
  readonly byEmail: string | null
  readonly at: string
}

/** The most changes one message lists; more of one commit (an upload's thousands of items) are counted in `leftOut`. */
export const liveChangesPerMessage = 50

/** The most events a reconnecting tab is replayed; past it the tab is told to `resync`. */
export const liveReplayLimit = 500

/** How many live streams one person may hold open at once (tabs, windows); the oldest is closed past it. */
export const liveStreamsPerPerson = 10

/** How a record is named in a map of changes, on the server (the hub) and in the tab (the live store): `Request:req-1`. */
export function recordKey(type: string, id: string): string {
  return `${type}:${id}`
}
