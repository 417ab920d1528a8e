import type { AnyAbility } from '@casl/ability'
import type { Insertable, Kysely } from 'kysely'
import { withheldFields, withoutFields } from '../../policy/field-access.ts'
import { policy } from '../policy.ts'
import type { FieldChange, RecordEvent } from '../../contracts/record-history.ts'
import { actorShown } from '../terms/system-actor.ts'
import { batchesOf } from './insert-batched.ts'
import type { Database, RecordEventsTable, RecordType } from './schema.ts'

/**
 * The record_events table: appended to only by the write path
 * (src/server/trpc/record-write.ts), read here for timelines and for the
 * sentence of a CONFLICT.
 */
export type NewRecordEvent = Omit<Insertable<RecordEventsTable>, 'id' | 'changes'> & { readonly changes: Readonly<Record<string, FieldChange>> | null }

/** Appends the events; answers their ids (the live hub tells the other servers which events to read). */
export async function appendEvents(trx: Kysely<Database>, events: readonly NewRecordEvent[]): Promise<number[]> {
  const rows = events.map((event) => ({
    ...event,
    changes: event.changes === null || Object.keys(event.changes).length === 0 ? null : JSON.stringify(event.changes),
  }))
  // In multi-row INSERTs under both databases' parameter limits: an upload adds thousands of items at once.
  const ids: number[] = []
  for (const batch of batchesOf(rows)) {
    const written = await trx.insertInto('record_events').values(batch).returning('id').execute()
    for (const row of written) ids.push(Number(row.id))
  }
  return ids
}

/** Events with their actor's email: what a timeline and the live stream both show of who did it (the system actor has no user: "Adoptions"). */
function eventsWithActor(db: Kysely<Database>) {
  return db.selectFrom('record_events').leftJoin('users', 'users.id', 'record_events.actor_id')
}

const whoDidWhat = [
  'record_events.id',
  'record_events.record_type',
  'record_events.record_id',
  'record_events.action',
  'record_events.actor_id',
  'users.email as actor_email',
  'record_events.at',
] as const

function selectEvents(db: Kysely<Database>) {
  return eventsWithActor(db).select(whoDidWhat).select(['record_events.from_status', 'record_events.to_status', 'record_events.note', 'record_events.changes'])
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number]

function recordEvent(row: EventRow): RecordEvent {
  return {
    id: Number(row.id),
    recordType: row.record_type,
    recordId: row.record_id,
    action: row.action,
    actorId: row.actor_id,
    actorEmail: actorShown(row.actor_id, row.actor_email),
    at: row.at,
    from: row.from_status,
    to: row.to_status,
    note: row.note,
    changes: parseChanges(row.changes),
  }
}

/**
 * The record's own history, oldest first (the caller has checked the user may
 * read the record), each change without the fields the reader's field rules
 * withhold on its record type.
 */
export async function historyOf(db: Kysely<Database>, reader: AnyAbility, type: RecordType, id: string): Promise<RecordEvent[]> {
  const rows = await selectEvents(db)
    .where('record_events.record_type', '=', type)
    .where('record_events.record_id', '=', id)
    .orderBy('record_events.id')
    .execute()
  return readableEvents(rows.map(recordEvent), reader)
}

/** Everything on a record's timeline, oldest first: a booklist's own events and its items', removed items included; withheld fields left out as above. */
export async function timelineOf(db: Kysely<Database>, reader: AnyAbility, timelineId: string): Promise<RecordEvent[]> {
  const rows = await selectEvents(db).where('record_events.timeline_id', '=', timelineId).orderBy('record_events.id').execute()
  return readableEvents(rows.map(recordEvent), reader)
}

/** The events with each change's fields the reader may not read on its record type (an item's internal status) taken out of `changes`. */
function readableEvents(events: RecordEvent[], reader: AnyAbility): RecordEvent[] {
  const withheld = new Map<string, readonly string[]>()
  return events.map((event) => {
    let fields = withheld.get(event.recordType)
    if (!fields) withheld.set(event.recordType, (fields = withheldFields(policy, reader, 'read', event.recordType)))
    return fields.some((field) => Object.hasOwn(event.changes, field)) ? { ...event, changes: withoutFields(event.changes, fields) } : event
  })
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

/** An event's stored changes, as a record of fields; {} for none or for text that is not such a record. */
export function parseChanges(json: string | null): Record<string, FieldChange> {
  if (json === null) return {}
  try {
    const parsed: unknown = JSON.parse(json)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, FieldChange>) : {}
  } catch {
    return {}
  }
}

/** What the live hub reads of an event: ids, the verb, who and when; never its note or changes. */
export interface LiveEventRow {
  readonly id: number
  readonly recordType: RecordType
  readonly recordId: string
  readonly timelineId: string
  readonly institutionId: string
  readonly action: string
  readonly actorId: string
  readonly actorEmail: string
  readonly at: string
}

function selectLiveEvents(db: Kysely<Database>) {
  return eventsWithActor(db).select(whoDidWhat).select(['record_events.timeline_id', 'record_events.institution_id']).orderBy('record_events.id')
}

function liveEvent(row: Awaited<ReturnType<ReturnType<typeof selectLiveEvents>['execute']>>[number]): LiveEventRow {
  return {
    id: Number(row.id),
    recordType: row.record_type,
    recordId: row.record_id,
    timelineId: row.timeline_id,
    institutionId: row.institution_id,
    action: row.action,
    actorId: row.actor_id,
    actorEmail: actorShown(row.actor_id, row.actor_email),
    at: row.at,
  }
}

/** The events with ids from `from` to `to`, oldest first, at most `limit`. */
export async function liveEventsBetween(db: Kysely<Database>, from: number, to: number, limit: number): Promise<LiveEventRow[]> {
  const rows = await selectLiveEvents(db).where('record_events.id', '>=', from).where('record_events.id', '<=', to).limit(limit).execute()
  return rows.map(liveEvent)
}

/** The events after `after`, oldest first, at most `limit`; of one institution when it is given. */
export async function liveEventsAfter(db: Kysely<Database>, after: number, limit: number, institutionId?: string): Promise<LiveEventRow[]> {
  let query = selectLiveEvents(db).where('record_events.id', '>', after)
  if (institutionId !== undefined) query = query.where('record_events.institution_id', '=', institutionId)
  return (await query.limit(limit).execute()).map(liveEvent)
}

/** The id of the latest event (0 when there is none). */
export async function latestEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('record_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst()
  return Number(row?.id ?? 0)
}
