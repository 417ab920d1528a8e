// Table of src/server/db/schema.ts: the one history of every record change.
import type { Generated } from 'kysely'

/** The record types whose changes go through the write path (src/server/trpc/record-write.ts). */
export const recordTypes = [
  'Request',
  'Adoption',
  'Booklist',
  'BooklistItem',
  'Student',
  'StaffMember',
  'StoreProduct',
  'Order',
  'Upload',
  'Term',
  'CounterApiKey',
  'AccessReview',
] as const
export type RecordType = (typeof recordTypes)[number]

/**
 * One change to one record, written in the transaction that made it.
 * Append-only: the database refuses UPDATE and DELETE (triggers of migration
 * 0008), so a history cannot be rewritten, and no foreign key ties an event to
 * its record, so the history of a removed booklist item stays.
 */
export interface RecordEventsTable {
  id: Generated<number>
  record_type: RecordType
  record_id: string
  /** The record whose timeline shows the event: the record itself, or the booklist of an item. */
  timeline_id: string
  institution_id: string
  actor_id: string
  at: string
  /** The procedure's verb: create, approve, reject, cancel, adopt, withdraw, addItem, updateItem, removeItem, submit, reopen. */
  action: string
  from_status: string | null
  to_status: string | null
  note: string | null
  /** JSON `{ field: { from, to } }` of the fields the change set (null for a status change alone). */
  changes: string | null
}
