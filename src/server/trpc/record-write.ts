import { subject } from '@casl/ability'
import type { Kysely, Transaction } from 'kysely'
import type { FieldChange } from '../../contracts/record-history.ts'
import { describeLastChange } from '../../contracts/record-history.ts'
import { withheldFields } from '../../policy/field-access.ts'
import type { PolicyAbilityTuple } from '../../generated/ability.gen.ts'
import { wholePolicy } from '../access/whole-policy.ts'
import { dialectOf, type AnyKysely } from '../db/dialects/index.ts'
import { factsHashOnce, logDecision, loggedRecordFields, type DecisionSink } from '../decisions/decision.ts'
import { insertBatched } from '../db/insert-batched.ts'
import { appendEvents, lastChangeOf } from '../db/record-events-repo.ts'
import { notifyOfChange } from '../notifications/notify-change.ts'
import type { Database, RecordType } from '../db/schema.ts'
import type { Facts } from '../../policy/facts.ts'
import type { CompiledPolicy } from '../../policy/model.ts'
import { refusalReason } from '../../policy/refusal-reason.ts'
import type { AppAbility } from '../policy.ts'
import type { SignedInContext } from './access.ts'
import { noSuch } from './faults.ts'
import type { RecordKind, RecordPartTable, RecordTable, StoredRecord } from './record-kind.ts'
import { failure, type WriteFailure, type WriteResult } from './write-result.ts'

/**
 * The one write path for every record change (issue 25). Each change runs,
 * in one transaction and in this order:
 *
 *   1. the idempotency key (creates): a retry answers the first attempt;
 *   2. load the row: missing, or neither readable nor actionable → NOT_FOUND
 *      (existence is not leaked);
 *   3. the action's rule on that row → FORBIDDEN;
 *   4. the version the user saw → CONFLICT, naming who changed it, when, to what;
 *   5. the change and its events (record_events), or nothing at all;
 *   6. the notifications of the people its events concern (src/server/notifications/).
 *
 * One refinement of 3 and 4: when the rule refuses only because the record
 * moved on since the user saw it (they hold the rule, their version is stale:
 * someone approved first), the answer is the CONFLICT, since that is what
 * happened and what they can act on (reload). No other code of the app writes
 * the record tables: record-write.only-writer.test.ts asserts it.
 */

/** Who is changing records: the signed-in user, their institution and what the policy lets them do. */
export interface Actor {
  readonly id: string
  readonly institutionId: string
  readonly ability: AppAbility
  /** What refusals are derived from: the policy the ability was built from and the facts it was built with. */
  readonly policy: CompiledPolicy
  readonly facts: Facts
}

/** What a change runs with: the database, the actor and the server's clock (a test's fixed one). */
export interface Writer {
  readonly db: Kysely<Database>
  readonly actor: Actor
  readonly now: string
  /** Told the ids of the events a change wrote, once it committed: the live stream starts here and nowhere else (src/server/live/). */
  readonly live?: LiveNotifier | undefined
  /** Where each record decision is logged, under the procedure that asked; without both, nothing is logged. */
  readonly decisions?: DecisionSink | undefined
  readonly procedure?: string | undefined
}

/** What the write path tells once a change committed (the live hub). */
export interface LiveNotifier {
  committed(eventIds: readonly number[]): void
}

export function writerOf(ctx: SignedInContext): Writer {
  return {
    db: ctx.deps.db,
    actor: { id: ctx.user.id, institutionId: ctx.institution.id, ability: ctx.ability(), policy: ctx.deps.policy, facts: ctx.facts },
    now: new Date(ctx.deps.now()).toISOString(),
    live: ctx.deps.live,
    decisions: ctx.deps.decisions,
    procedure: ctx.procedure,
  }
}

/** Logs the record rule's answer for one record of a change (once per record, whichever branch follows). */
function logRecordDecision(writer: Writer, action: string, type: RecordType, recordId: string | null, allowed: boolean, fields: object): void {
  const { actor, procedure } = writer
  if (procedure === undefined) return
  logDecision(writer.decisions, () => ({
    at: writer.now,
    policyHash: actor.policy.hash,
    userId: actor.id,
    institutionId: actor.institutionId,
    procedure,
    action,
    subject: type,
    recordId,
    outcome: allowed ? 'allowed' : 'denied',
    factsHash: factsHashOnce(actor.facts),
    record: loggedRecordFields(wholePolicy(actor.policy).records, type, fields),
  }))
}

/** The actions the policy defines for a record type (policy/resources/*.yaml), as compiled. */
export type ActionOn<T extends RecordType> = PolicyAbilityTuple extends infer Pair
  ? Pair extends [infer Action, infer Subject]
    ? T extends Subject
      ? Action
      : never
    : never
  : never

/** One event of a change; by default about the record changed, from and to its status. */
export interface EventSpec {
  readonly action: string
  readonly from?: string | null
  readonly to?: string | null
  readonly note?: string | null | undefined
  readonly changes?: Readonly<Record<string, FieldChange>>
  /** Another record than the one changed: the item added to a list. */
  readonly about?: { readonly type: RecordType; readonly id: string; readonly timelineId: string }
}

export interface Idempotency {
  readonly key: string
  /** The procedure the key was spent on: the same key sent to another procedure is refused. */
  readonly procedure: string
}

/** What a change does, once its row is found, allowed and current. */
export interface Applied {
  /** Columns to set (version and updated_at move by themselves); `'remove'` deletes the row; omitted, only the version moves. */
  readonly write?: Readonly<Record<string, unknown>> | 'remove'
  readonly events: readonly EventSpec[]
  /** The id the caller reads back; the record's own by default. */
  readonly resultId?: string
  /** Further writes of the same change, in its transaction: the item added to a list, the items learning their list's state. */
  readonly also?: readonly FurtherWrite[]
}

/**
 * A write a change makes beside its record's own. `moveVersion` moves the
 * version of the rows it updates (in SQL, so two changes committed at once
 * both count): an item's change moves its list's version, so a submit made
 * against an older view of the list is a conflict.
 */
export type FurtherWrite =
  | {
      readonly insert: RecordTable
      readonly row: Readonly<Record<string, unknown>>
      /** false: the row carries its own times (an order's placed_at) or has none (its lines). */ readonly stamp?: boolean
    }
  /** Many rows of one shape (an upload's rows, the items it adds), in multi-row INSERTs. */
  | { readonly insertRows: RecordTable | RecordPartTable; readonly rows: readonly Readonly<Record<string, unknown>>[]; readonly stamp?: boolean }
  | {
      /** A record's table, or a part of one (a review's entry decided on). */
      readonly update: RecordTable | RecordPartTable
      readonly where: readonly [column: string, value: string]
      /** Further columns the rows must match: the rows of one upload that are still `ok`. */
      readonly alsoWhere?: Readonly<Record<string, string | number>>
      readonly set: Readonly<Record<string, unknown>>
      readonly moveVersion?: boolean
      /** Only while the row is at this version (an order received once): the write answers 0 rows otherwise. */
      readonly ifVersion?: number
    }
  /**
   * Rows deleted (a checked upload discarded, its rows with it); `ifVersion` and `alsoWhere` as for an update: the write answers 0 rows when they do
   * not match.
   */
  | {
      readonly remove: RecordTable
      readonly where: readonly [column: string, value: string]
      readonly alsoWhere?: Readonly<Record<string, string | number>>
      readonly ifVersion?: number
    }
  /** The rows of one owner (a staff member's permissions) replaced by these: its rows deleted, these inserted as given. */
  | {
      readonly replaceRows: RecordTable | RecordPartTable
      readonly where: readonly [column: string, value: string]
      readonly rows: readonly Readonly<Record<string, unknown>>[]
    }

export interface Change<T extends RecordType, Row extends StoredRecord> {
  readonly kind: RecordKind<T, Row>
  readonly id: string
  /** The rule asked of the row. */
  readonly action: ActionOn<T>
  /** The version the user saw; left out only by a change that cannot conflict (adding an item to a list). */
  readonly version?: number | undefined
  readonly idempotency?: Idempotency
  /**
   * FORBIDDEN's sentence, only where it says more than the rule can; by default
   * the rule's own false condition (refusalReason): "You may not approve this request: it is your own request."
   * Answering undefined leaves that row to the default.
   */
  readonly refusal?: (row: Row) => string | undefined
  /** How the default refusal names the action when the user knows it by another name: "submit" for the rule `edit`. */
  readonly verb?: string
  /**
   * The record's fields (policy names) this change sets, as the input named
   * them: each must pass the action's field rules on this record, or the
   * change is FORBIDDEN naming the field and writes nothing.
   */
  readonly fields?: readonly string[]
  apply(trx: Kysely<Database>, row: Row): Promise<Applied | WriteFailure>
}

/** Changes one existing record through the steps above. */
export async function changeRecord<T extends RecordType, Row extends StoredRecord>(writer: Writer, change: Change<T, Row>): Promise<WriteResult> {
  return changeTogether(writer, change.idempotency, (together) => together.change(change))
}

/** Steps 2 to 5 of one change, in the caller's transaction; a refusal is answered, not thrown, and writes nothing. */
async function applyChange<T extends RecordType, Row extends StoredRecord>(
  trx: Transaction<Database>,
  writer: Writer,
  change: Change<T, Row>,
  eventIds: number[],
): Promise<WriteResult> {
  const { kind, action } = change
  const { actor, now } = writer
  const row = await kind.load(trx, change.id)
  if (!row) return noSuch(kind.noun)
  const fields = await kind.fields(trx, row)
  const record = subject(kind.type, { ...fields })
  const allowed = can(actor, action, record)
  logRecordDecision(writer, action, kind.type, row.id, allowed, fields)
  if (!(allowed || can(actor, 'read', record))) return noSuch(kind.noun)
  const stale = change.version !== undefined && row.version !== change.version
  if (!allowed) {
    if (stale && can(actor, action, kind.type)) return conflict(trx, kind, row)
    return failure('FORBIDDEN', change.refusal?.(row) ?? refusal(actor, action, kind.type, record, { noun: kind.noun, verb: change.verb }))
  }
  const field = withheldField(actor, action, kind.type, record, change.fields)
  if (field) return failure('FORBIDDEN', fieldRefusal(actor, action, record, field, change.verb ?? action, kind.noun))
  if (stale) return conflict(trx, kind, row)
  const applied = await change.apply(trx, row)
  if ('ok' in applied) return applied
  const written = await writeRow(trx, kind.table, row, applied.write, change.version === undefined, now)
  // Another transaction changed the row between our read and our write: it won.
  if (written !== 1) return conflict(trx, kind, row)
  eventIds.push(
    ...(await appendEvents(
      trx,
      applied.events.map((event) =>
        eventRow(writer, event, {
          type: kind.type,
          id: row.id,
          timelineId: kind.timelineOf(row),
          status: kind.statusOf(row),
          institutionId: row.institution_id,
        }),
      ),
    )),
  )
  for (const further of applied.also ?? []) await write(trx, further, now)
  return { ok: true, id: applied.resultId ?? row.id }
}

/** What a change of several records can do inside its one transaction. */
export interface Together {
  readonly trx: Transaction<Database>
  /** One record's change, checked and written as changeRecord does; a refusal is answered (and wrote nothing), so the caller may leave that record out. */
  change<T extends RecordType, Row extends StoredRecord>(change: Omit<Change<T, Row>, 'idempotency'>): Promise<WriteResult>
  /** One record's creation, checked and written as createRecord does (the action's key covers it); a refusal is answered and wrote nothing. */
  create<T extends RecordType>(creation: Omit<Creation<T>, 'idempotency'>): Promise<WriteResult>
  /** A write beside the records' own (the order the requests join, its lines); answers the rows written. */
  write(further: FurtherWrite): Promise<number>
}

/**
 * Several records changed as one user action (an order placed from many
 * requests, an order received, supplies raised for a course), and each single
 * change or create too: one transaction, one idempotency key, every record's
 * change through the same steps and with its own events. The work decides what a refused record means: left out, or the
 * whole action refused (then nothing it wrote stays).
 */
export async function changeTogether(
  writer: Writer,
  idempotency: Idempotency | undefined,
  work: (together: Together) => Promise<WriteResult>,
): Promise<WriteResult> {
  const eventIds: number[] = []
  const result = await inTransaction(writer.db, async (trx) => {
    if (idempotency) {
      const seen = await spentKey(trx, writer.actor, idempotency)
      if (seen) return seen
    }
    const result = await work({
      trx,
      change: (change) => applyChange(trx, writer, change, eventIds),
      create: (creation) => applyCreate(trx, writer, creation, eventIds),
      write: (further) => write(trx, further, writer.now),
    })
    if (!result.ok) return result
    // The people to tell, in the same transaction: a change and its notifications commit or roll back together.
    if (eventIds.length > 0) await notifyOfChange(trx, { policy: writer.actor.policy, now: writer.now, eventIds })
    if (idempotency) await spendKey(trx, writer, idempotency, result.id)
    return result
  })
  // Committed: only now may anyone hear of it (a refused change wrote nothing, and its ids were rolled back).
  if (result.ok && eventIds.length > 0) writer.live?.committed(eventIds)
  return result
}

/** What a create inserts once its input is checked: the row, the record as the rules read it, its events. */
export interface Prepared {
  readonly row: Readonly<Record<string, unknown>> & { readonly id: string; readonly institution_id: string }
  readonly fields: object
  readonly events: readonly EventSpec[]
  /** Checks that need the rule to have passed first (a title already adopted: CONFLICT), run before the insert. */
  readonly before?: (trx: Kysely<Database>) => Promise<WriteFailure | undefined>
}

export interface Creation<T extends RecordType> {
  /** The kind the new record is of: its type and table (the same kind its changes use). */
  readonly kind: Pick<RecordKind<T, StoredRecord>, 'type' | 'table' | 'createdColumn'>
  /** The rule asked of the new record. */
  readonly action: ActionOn<T>
  readonly idempotency: Idempotency
  /** FORBIDDEN's sentence, only where it says more than the rule can; by default the rule's own false condition (refusalReason). */
  readonly refusal?: string
  /** How the default refusal names the new record ("title" for an adoption) and the action; by default the policy's names in words. */
  readonly noun?: string
  readonly verb?: string
  /** The new record's fields (policy names) the input set: each must pass the action's field rules, as for a change. */
  readonly fields?: readonly string[]
  /** Checks the input against the database (unknown title: BAD_REQUEST) and makes the new row. */
  prepare(trx: Kysely<Database>): Promise<Prepared | WriteFailure>
}

/** Creates one record: the key, the input, the rule on the new record, then the row with its events. */
export async function createRecord<T extends RecordType>(writer: Writer, creation: Creation<T>): Promise<WriteResult> {
  return changeTogether(writer, creation.idempotency, (together) => together.create(creation))
}

/** The steps of one create after the key, in the caller's transaction; a refusal is answered, not thrown, and writes nothing. */
async function applyCreate<T extends RecordType>(
  trx: Transaction<Database>,
  writer: Writer,
  creation: Omit<Creation<T>, 'idempotency'>,
  eventIds: number[],
): Promise<WriteResult> {
  const { actor, now } = writer
  const prepared = await creation.prepare(trx)
  if ('ok' in prepared) return prepared
  const record = subject(creation.kind.type, { ...prepared.fields })
  const allowed = can(actor, creation.action, record)
  logRecordDecision(writer, creation.action, creation.kind.type, prepared.row.id, allowed, prepared.fields)
  if (!allowed)
    return failure('FORBIDDEN', creation.refusal ?? refusal(actor, creation.action, creation.kind.type, record, { noun: creation.noun, verb: creation.verb }))
  const field = withheldField(actor, creation.action, creation.kind.type, prepared.fields, creation.fields)
  if (field)
    return failure('FORBIDDEN', fieldRefusal(actor, creation.action, record, field, creation.verb ?? creation.action, creation.noun ?? creation.kind.type))
  const refused = await prepared.before?.(trx)
  if (refused) return refused
  await (trx as AnyKysely)
    .insertInto(creation.kind.table)
    .values({ ...prepared.row, [creation.kind.createdColumn ?? 'created_at']: now, updated_at: now, version: 1 })
    .execute()
  const about = { type: creation.kind.type, id: prepared.row.id, timelineId: prepared.row.id, status: null, institutionId: prepared.row.institution_id }
  eventIds.push(
    ...(await appendEvents(
      trx,
      prepared.events.map((event) => eventRow(writer, event, about)),
    )),
  )
  return { ok: true, id: prepared.row.id }
}

/**
 * The record's own write. It repeats the version test, so of two transactions
 * that read the same version exactly one writes; a change made without a
 * version (adding to a list) cannot conflict and moves the version in SQL.
 */
async function writeRow(
  trx: Kysely<Database>,
  table: RecordTable,
  row: StoredRecord,
  write: Applied['write'],
  unversioned: boolean,
  now: string,
): Promise<number> {
  const db = trx as AnyKysely
  if (write === 'remove')
    return Number((await db.deleteFrom(table).where('id', '=', row.id).where('version', '=', row.version).executeTakeFirst()).numDeletedRows)
  const update = db
    .updateTable(table)
    .set((eb) => ({ ...write, version: unversioned ? eb('version', '+', 1) : row.version + 1, updated_at: now }))
    .where('id', '=', row.id)
  return Number((await (unversioned ? update : update.where('version', '=', row.version)).executeTakeFirst()).numUpdatedRows)
}

/** A further write; answers how many rows it wrote. */
async function write(trx: Kysely<Database>, further: FurtherWrite, now: string): Promise<number> {
  const db = trx as AnyKysely
  if ('insert' in further) {
    await db
      .insertInto(further.insert)
      .values(further.stamp === false ? further.row : { ...further.row, created_at: now, updated_at: now, version: 1 })
      .execute()
    return 1
  }
  if ('insertRows' in further) {
    const rows = further.stamp === false ? further.rows : further.rows.map((row) => ({ ...row, created_at: now, updated_at: now, version: 1 }))
    await insertBatched(db, further.insertRows, rows as never)
    return rows.length
  }
  if ('replaceRows' in further) {
    const [column, value] = further.where
    await db.deleteFrom(further.replaceRows).where(column, '=', value).execute()
    if (further.rows.length > 0) await insertBatched(db, further.replaceRows, further.rows as never)
    return further.rows.length
  }
  if ('remove' in further) {
    const [column, value] = further.where
    let remove = db.deleteFrom(further.remove).where(column, '=', value)
    for (const [name, equals] of Object.entries(further.alsoWhere ?? {})) remove = remove.where(name, '=', equals)
    const result = await (further.ifVersion === undefined ? remove : remove.where('version', '=', further.ifVersion)).executeTakeFirst()
    return Number(result.numDeletedRows)
  }
  const [column, value] = further.where
  let update = db
    .updateTable(further.update)
    .set((eb) => ({ ...further.set, ...(further.moveVersion ? { version: eb('version', '+', 1), updated_at: now } : {}) }))
    .where(column, '=', value)
  for (const [name, equals] of Object.entries(further.alsoWhere ?? {})) update = update.where(name, '=', equals)
  const result = await (further.ifVersion === undefined ? update : update.where('version', '=', further.ifVersion)).executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Runs the work in a transaction; a refusal rolls back whatever the work wrote before it. */
async function inTransaction(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<WriteResult>): Promise<WriteResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await work(trx)
      if (!result.ok) throw new Refused(result)
      return result
    })
  } catch (error) {
    if (error instanceof Refused) return error.refusal
    throw error
  }
}

class Refused extends Error {
  constructor(readonly refusal: WriteFailure) {
    super(refusal.message)
  }
}

function can(actor: Actor, action: string, on: unknown): boolean {
  // The compiled ability is typed per record type; the kind's ActionOn<T> keeps callers to the right actions.
  return (actor.ability.can as (action: string, on: unknown) => boolean)(action, on)
}

/** The first of `fields` the action's field rules withhold on this record (policy/resources/<type>.yaml `forbid:`/`fields:`). */
function withheldField(actor: Actor, action: string, type: string, record: object, fields: readonly string[] | undefined): string | undefined {
  if (!fields || fields.length === 0) return undefined
  const withheld = withheldFields(actor.policy, actor.ability, action, type, record)
  return fields.find((field) => withheld.includes(field))
}

/** FORBIDDEN's sentence for a withheld field: the field by its policy name, and the forbid rule's reason when it gives one. */
function fieldRefusal(actor: Actor, action: string, record: unknown, field: string, verb: string, noun: string): string {
  const rule = (actor.ability.relevantRuleFor as (action: string, on: unknown, field: string) => { reason?: string } | null)(action, record, field)
  return `You may not ${verb === 'edit' ? 'change' : verb} the field ${field} of this ${noun}.${rule?.reason ? ` ${rule.reason}` : ''}`
}

/** The sentence of a FORBIDDEN: the condition of the action's nearest rule that is false for this record and actor. */
export function refusal(
  actor: Actor,
  action: string,
  type: string,
  record: object,
  names: { readonly noun?: string | undefined; readonly verb?: string | undefined } = {},
): string {
  // A rule that allows it cannot have refused; the ability and refusalReason read the same rules (refusal-reason.test.ts).
  return (
    refusalReason(actor.policy, actor.facts, action, type, record as Readonly<Record<string, unknown>>, names)?.sentence ??
    `You may not ${names.verb ?? action} this ${names.noun ?? type}.`
  )
}

async function conflict<T extends RecordType, Row extends StoredRecord>(trx: Kysely<Database>, kind: RecordKind<T, Row>, row: Row): Promise<WriteFailure> {
  const last = await lastChangeOf(trx, kind.type, row.id)
  const who = last ? `${describeLastChange(last)}.` : `It was last changed at ${row.updated_at}.`
  return failure('CONFLICT', `This ${kind.noun} changed after you loaded it: ${who} Reload to see the latest version.`)
}

async function spentKey(trx: Kysely<Database>, actor: Actor, idempotency: Idempotency): Promise<WriteResult | undefined> {
  // Two attempts with one key (a double click) run one after the other, so the second finds the first's key.
  await dialectOf(trx).lockKey(trx, `idempotency:${actor.id}:${idempotency.key}`)
  const seen = await trx
    .selectFrom('idempotency_keys')
    .select(['procedure', 'result_id'])
    .where('user_id', '=', actor.id)
    .where('key', '=', idempotency.key)
    .executeTakeFirst()
  if (!seen) return undefined
  return seen.procedure === idempotency.procedure
    ? { ok: true, id: seen.result_id }
    : failure('BAD_REQUEST', 'This idempotency key was already used for another action; send a new key.')
}

async function spendKey(trx: Kysely<Database>, writer: Writer, idempotency: Idempotency, resultId: string): Promise<void> {
  await trx
    .insertInto('idempotency_keys')
    .values({ user_id: writer.actor.id, key: idempotency.key, procedure: idempotency.procedure, result_id: resultId, created_at: writer.now })
    .execute()
}

interface EventSubject {
  readonly type: RecordType
  readonly id: string
  readonly timelineId: string
  readonly status: string | null
  readonly institutionId: string
}

function eventRow(writer: Writer, event: EventSpec, changed: EventSubject) {
  const about = event.about ?? changed
  return {
    record_type: about.type,
    record_id: about.id,
    timeline_id: about.timelineId,
    institution_id: changed.institutionId,
    actor_id: writer.actor.id,
    at: writer.now,
    action: event.action,
    from_status: event.from === undefined ? (event.about ? null : changed.status) : event.from,
    to_status: event.to ?? null,
    // An empty note is no note.
    note: event.note === undefined || event.note === null || event.note === '' ? null : event.note,
    changes: event.changes ?? null,
  }
}
