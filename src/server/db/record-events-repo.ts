import type { Insertable, Kysely } from 'kysely'
import type { FieldChange, RecordEvent } from '../../contracts/record-history.ts'
import { insertBatched } from './insert-batched.ts'
import type { Database, RecordEventsTable, RecordType } from './schema.ts'

/**
 * The record_events table: appended to only by the write path
 * (src/server/trpc/record-write.ts), read here for timelines and for the
 * sentence of a CONFLICT.
 */
export type NewRecordEvent = Omit<Insertable<RecordEventsTable>, 'id' | 'changes'> & { readonly changes: Readonly<Record<string, FieldChange>> | null }

export async function appendEvents(trx: Kysely<Database>, events: readonly NewRecordEvent[]): Promise<void> {
  // In multi-row INSERTs under both databases' parameter limits: an upload adds thousands of items at once.
  await insertBatched(
    trx,
    'record_events',
    events.map((event) => ({ ...event, changes: event.changes === null || Object.keys(event.changes).length === 0 ? null : JSON.stringify(event.changes) })),
  )
}

function selectEvents(db: Kysely<Database>) {
  return db
    .selectFrom('record_events')
    .leftJoin('users', 'users.id', 'record_events.actor_id')
    .select([
      'record_events.id',
      'record_events.record_type',
      'record_events.record_id',
      'record_events.action',
      'record_events.actor_id',
      'users.email as actor_email',
      'record_events.at',
      'record_events.from_status',
      'record_events.to_status',
      'record_events.note',
      'record_events.changes',
    ])
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number]

function recordEvent(row: EventRow): RecordEvent {
  return {
    id: Number(row.id),
    recordType: row.record_type,
    recordId: row.record_id,
    action: row.action,
    actorId: row.actor_id,
    actorEmail: row.actor_email ?? row.actor_id,
    at: row.at,
    from: row.from_status,
    to: row.to_status,
    note: row.note,
    changes: parseChanges(row.changes),
  }
}

/** The record's own history, oldest first (the caller has checked the user may read the record). */
export async function historyOf(db: Kysely<Database>, type: RecordType, id: string): Promise<RecordEvent[]> {
  const rows = await selectEvents(db)
    .where('record_events.record_type', '=', type)
    .where('record_events.record_id', '=', id)
    .orderBy('record_events.id')
    .execute()
  return rows.map(recordEvent)
}

/** Everything on a record's timeline, oldest first: a booklist's own events and its items', removed items included. */
export async function timelineOf(db: Kysely<Database>, timelineId: string): Promise<RecordEvent[]> {
  const rows = await selectEvents(db).where('record_events.timeline_id', '=', timelineId).orderBy('record_events.id').execute()
  return rows.map(recordEvent)
}

/** The latest change to the record or to anything on its timeline (a list's items): who to name in a CONFLICT. */
export async function lastChangeOf(db: Kysely<Database>, type: RecordType, id: string): Promise<RecordEvent | undefined> {
  const row = await selectEvents(db)
    .where((eb) =>
      eb.or([eb.and([eb('record_events.record_type', '=', type), eb('record_events.record_id', '=', id)]), eb('record_events.timeline_id', '=', id)]),
    )
    .orderBy('record_events.id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? recordEvent(row) : undefined
}

function parseChanges(json: string | null): Record<string, FieldChange> {
  if (json === null) return {}
  try {
    const parsed: unknown = JSON.parse(json)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, FieldChange>) : {}
  } catch {
    return {}
  }
}
