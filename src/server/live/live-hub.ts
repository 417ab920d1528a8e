import { subject } from '@casl/ability'
import { liveChangesPerMessage, liveReplayLimit, liveStreamsPerPerson, recordKey, type LiveChange, type LiveMessage } from '../../contracts/live.ts'
import { buildAbility } from '../../policy/index.ts'
import type { CompiledPolicy } from '../../policy/model.ts'
import { findInstitution } from '../db/institutions-repo.ts'
import { latestEventId, liveEventsAfter, liveEventsBetween, type LiveEventRow } from '../db/record-events-repo.ts'
import type { AppDb, RecordType } from '../db/schema.ts'
import { findUserById } from '../db/users-repo.ts'
import type { Logger } from '../logger.ts'
import type { AppAbility } from '../policy.ts'
import { loadFacts } from '../trpc/load-facts.ts'
import type { LiveNotifier } from '../trpc/record-write.ts'
import { eventsNote, type LiveBus, type LiveNote } from './live-bus.ts'
import { Mailbox } from './mailbox.ts'
import { loadChangedRecords, type ChangedRecords } from './changed-records.ts'

export interface LiveHubOptions {
  readonly db: AppDb
  readonly policy: CompiledPolicy
  readonly bus: LiveBus
  readonly logger: Logger
  /** The server's one clock: a student's access state is read at this time. */
  readonly now: () => number
  /** LIMIT_LIVE_STREAMS: the oldest of a person's streams is closed past it. */
  readonly streamsPerPerson?: number
  /** LIVE_STREAM_MAX_MS: a stream ends after this long, idle or not, so none is held for ever; the tab reconnects and resumes. */
  readonly streamMaxMs?: number
}

/** One message of a stream and the id it is tracked by: the last record event it covers. */
export interface LiveDelivery {
  readonly id: number
  readonly message: LiveMessage
}

export interface LivePerson {
  readonly userId: string
  readonly institutionId: string
}

export interface LiveHub extends LiveNotifier {
  /** One browser tab's stream: what it missed since `lastEventId`, then what happens, each only if the person may read it now. */
  open(person: LivePerson, lastEventId: number | undefined, signal: AbortSignal): AsyncGenerator<LiveDelivery>
  /** The institution's flags or configuration changed (a data file provisioned): its people read their access again. */
  institutionChanged(institutionId: string): Promise<void>
  /** Open streams, for the bench and the start banner. */
  readonly streamCount: number
  close(): Promise<void>
}

interface Stream {
  readonly person: LivePerson
  readonly mailbox: Mailbox<LiveDelivery>
  /** The id of the last message sent: a resync or an access message is tracked by it. */
  lastId: number
  /** While the missed events are replayed, what happens meanwhile waits here. */
  buffered: LiveEventRow[][] | undefined
}

interface Reader {
  readonly institutionId: string
  readonly ability: AppAbility
}

/** A stream that falls this far behind (a stalled tab) is told to resync instead. */
const mailboxLimit = 200
/** How many handled event ids are remembered, so a note naming one again (a run that overlaps) does not repeat it. */
const handledMemory = 50_000
/** How many events a server reads back after missing notes (its LISTEN connection dropped); past it, every tab resyncs. */
const gapLimit = 5000

/**
 * The live streams of one server. The write path tells it the ids of the
 * events a change committed (`committed`); it passes them to every server
 * through the bus, and each server, on hearing them, reads the events and the
 * records they are about from the database and sends each open stream only the
 * changes its person may read now: the compiled ability of the lists, built
 * from their current permissions, asked `read` of the record as it is now (a
 * removed record: of what its event names, its id and institution, so a rule
 * on any other field refuses it).
 */
export async function startLiveHub(options: LiveHubOptions): Promise<LiveHub> {
  const { db, policy, logger } = options
  const perPerson = options.streamsPerPerson ?? liveStreamsPerPerson
  const streams = new Set<Stream>()
  const readers = new Map<string, Promise<Reader | undefined>>()
  const handled = new Set<number>()
  const handledOrder: number[] = []
  let cursor = await latestEventId(db)
  let chain = Promise.resolve()

  const readerOf = (userId: string): Promise<Reader | undefined> => {
    let reader = readers.get(userId)
    if (!reader) {
      reader = loadReader(db, policy, userId)
      readers.set(userId, reader)
      // A failed read is not kept: the next event tries again.
      reader.catch(() => readers.delete(userId))
    }
    return reader
  }
  const nowIso = () => new Date(options.now()).toISOString()

  const remember = (events: readonly LiveEventRow[]) => {
    for (const event of events) {
      handled.add(event.id)
      handledOrder.push(event.id)
      if (event.id > cursor) cursor = event.id
    }
    while (handledOrder.length > handledMemory) handled.delete(handledOrder.shift() as number)
  }

  const sendTo = async (stream: Stream, events: readonly LiveEventRow[], records: ChangedRecords) => {
    const own = events.filter((event) => event.institutionId === stream.person.institutionId)
    if (own.length === 0 || stream.mailbox.isEnded) return
    const reader = await readerOf(stream.person.userId)
    if (!reader || reader.institutionId !== stream.person.institutionId) {
      // Disabled, removed or moved to another institution: the stream ends; reconnecting meets the same refusal as any call.
      stream.mailbox.end()
      return
    }
    const id = Math.max(stream.lastId, ...own.map((event) => event.id))
    const visible = own.filter((event) => mayRead(reader.ability, event, records))
    if (visible.length > 0) {
      stream.lastId = id
      stream.mailbox.push({ id, message: changesMessage(visible, records) })
    }
    const access = own.filter((event) => event.recordType === 'StaffMember' && event.recordId === stream.person.userId).at(-1)
    if (access) {
      stream.lastId = id
      stream.mailbox.push({ id, message: { kind: 'access', byEmail: access.actorEmail, at: access.at } })
    }
  }

  const deliver = async (events: readonly LiveEventRow[]) => {
    const fresh = events.filter((event) => !handled.has(event.id))
    if (fresh.length === 0) return
    remember(fresh)
    // A staff member's permissions changed: their ability is built again before anything is decided for them.
    for (const event of fresh) if (event.recordType === 'StaffMember') readers.delete(event.recordId)
    const institutions = new Set(fresh.map((event) => event.institutionId))
    const audience = [...streams].filter((stream) => institutions.has(stream.person.institutionId))
    if (audience.length === 0) return
    const records = await loadChangedRecords(db, fresh, nowIso())
    for (const stream of audience) {
      if (stream.buffered) stream.buffered.push(fresh)
      else await sendTo(stream, fresh, records)
    }
  }

  const resyncAll = () => {
    for (const stream of streams) stream.mailbox.push({ id: Math.max(stream.lastId, cursor), message: { kind: 'resync' } })
  }

  const handle = async (note: LiveNote) => {
    if ('institution' in note) {
      for (const stream of streams) {
        if (stream.person.institutionId !== note.institution) continue
        readers.delete(stream.person.userId)
        stream.mailbox.push({ id: stream.lastId, message: { kind: 'access', byEmail: null, at: nowIso() } })
      }
      return
    }
    if ('gap' in note) {
      const missed = await liveEventsAfter(db, cursor, gapLimit + 1)
      if (missed.length > gapLimit) {
        remember(missed)
        cursor = await latestEventId(db)
        return resyncAll()
      }
      return deliver(missed)
    }
    for (const [from, to] of note.events) await deliver(await liveEventsBetween(db, from, to, gapLimit))
  }

  const unlisten = options.bus.listen((note) => {
    chain = chain.then(() => handle(note)).catch((error: unknown) => logger.error('Live updates: a change could not be passed on', error))
  })

  const open = async function* (person: LivePerson, lastEventId: number | undefined, signal: AbortSignal): AsyncGenerator<LiveDelivery> {
    const stream: Stream = {
      person,
      mailbox: new Mailbox<LiveDelivery>(mailboxLimit, () => ({ id: stream.lastId, message: { kind: 'resync' } })),
      lastId: lastEventId ?? 0,
      buffered: [],
    }
    // The oldest of a person's streams makes room for a new one: a forgotten tab, not the one in front of them.
    const theirs = [...streams].filter((other) => other.person.userId === person.userId)
    for (const oldest of theirs.slice(0, Math.max(0, theirs.length - perPerson + 1))) {
      oldest.mailbox.end()
      streams.delete(oldest)
    }
    streams.add(stream)
    const lifetime = setTimeout(() => stream.mailbox.end(), options.streamMaxMs ?? 10 * 60_000)
    try {
      await catchUp(stream, lastEventId)
      yield* stream.mailbox.drain(signal)
    } finally {
      clearTimeout(lifetime)
      streams.delete(stream)
    }
  }

  /** What the tab missed, then a first message that tells it the id to resume from; then what waited meanwhile. */
  const catchUp = async (stream: Stream, lastEventId: number | undefined) => {
    const latest = await latestEventId(db)
    const replayed = new Set<number>()
    if (lastEventId !== undefined && lastEventId < latest) {
      const missed = await liveEventsAfter(db, lastEventId, liveReplayLimit + 1, stream.person.institutionId)
      if (missed.length > liveReplayLimit) {
        stream.lastId = latest
        stream.mailbox.push({ id: latest, message: { kind: 'resync' } })
      } else {
        for (const event of missed) replayed.add(event.id)
        await sendTo(stream, missed, await loadChangedRecords(db, missed, nowIso()))
      }
    }
    stream.lastId = Math.max(stream.lastId, latest)
    stream.mailbox.push({ id: stream.lastId, message: { kind: 'changes', changes: [], leftOut: 0, types: [] } })
    for (let waiting = stream.buffered; waiting && waiting.length > 0; waiting = stream.buffered) {
      stream.buffered = []
      for (const events of waiting) {
        const fresh = events.filter((event) => !replayed.has(event.id))
        await sendTo(stream, fresh, await loadChangedRecords(db, fresh, nowIso()))
      }
    }
    stream.buffered = undefined
  }

  return {
    committed(eventIds) {
      const note = eventsNote(eventIds)
      if (note) void options.bus.publish(note)
    },
    institutionChanged: (institutionId) => options.bus.publish({ institution: institutionId }),
    open,
    get streamCount() {
      return streams.size
    },
    async close() {
      unlisten()
      for (const stream of streams) stream.mailbox.end()
      streams.clear()
      await chain
    },
  }
}

async function loadReader(db: AppDb, policy: CompiledPolicy, userId: string): Promise<Reader | undefined> {
  const user = await findUserById(db, userId)
  if (!user || user.disabled || user.institutionId === null) return undefined
  const institution = await findInstitution(db, user.institutionId)
  if (!institution) return undefined
  const loaded = await loadFacts(db, policy, user.id, institution.id, institution.config)
  if (!loaded.ok) return undefined
  const facts = { ...loaded.facts, user: { id: user.id, institutionId: institution.id } }
  return { institutionId: institution.id, ability: buildAbility(policy, facts) as unknown as AppAbility }
}

function mayRead(ability: AppAbility, event: LiveEventRow, records: ChangedRecords): boolean {
  const record = records.get(recordKey(event.recordType, event.recordId))
  const fields = record ? record.fields : { id: event.recordId, institutionId: event.institutionId }
  // The compiled ability is typed per record type; the event's type names one of them.
  return (ability.can as (action: string, on: unknown) => boolean)('read', subject(event.recordType, { ...fields }))
}

function changesMessage(events: readonly LiveEventRow[], records: ChangedRecords): LiveMessage {
  const changes: LiveChange[] = events.slice(0, liveChangesPerMessage).map((event) => ({
    eventId: event.id,
    type: event.recordType,
    id: event.recordId,
    timelineId: event.timelineId,
    action: event.action,
    actorId: event.actorId,
    actorEmail: event.actorEmail,
    at: event.at,
    version: records.get(recordKey(event.recordType, event.recordId))?.version ?? null,
  }))
  const types = [...new Set(events.map((event) => event.recordType))] satisfies RecordType[]
  return { kind: 'changes', changes, leftOut: events.length - changes.length, types }
}
