import { subject } from '@casl/ability'
import { personName } from '../../contracts/person-name.ts'
import type { CompiledPolicy } from '../../policy/model.ts'
import type { AppDb, RecordType } from '../db/schema.ts'
import { recordKindsAt } from '../live/record-kinds.ts'
import type { AppAbility } from '../policy.ts'
import { institutionPeople, type Person } from './institution-people.ts'
import { ruleFor, type NotificationRule } from './notification-rules.ts'
import { sentenceOf } from './sentences.ts'
import { storeNotifications, type NotificationToStore, type Told } from './store-notifications.ts'

/** What the write path hands over once a change's work succeeded, still inside its transaction. */
export interface ChangeToTell {
  readonly policy: CompiledPolicy
  readonly now: string
  readonly eventIds: readonly number[]
}

const ids = 500

/**
 * Tells the right people of a change, in the change's own transaction (so a
 * rolled-back change tells nobody, and a committed one cannot lose its
 * notifications): each event that matches a rule (notification-rules.ts)
 * makes a notification for each person of its audience who may read the
 * record as it now is, and, where that person chose email at once for the
 * kind, a row of the mail outbox the worker sends. Called by the write path
 * only (src/server/trpc/record-write.ts).
 */
export async function notifyOfChange(trx: AppDb, change: ChangeToTell): Promise<Told> {
  const events = await eventsOf(trx, change.eventIds)
  const matched = events.flatMap((event) => {
    const rule = ruleFor(event)
    return rule ? [{ event, rule }] : []
  })
  if (matched.length === 0) return { notifications: 0, mails: 0 }
  const kinds = recordKindsAt(change.now)
  // One change can raise many requests (supplies): the institution's people and their abilities are read once for all of them.
  const everyone = new Map<string, Promise<Person[]>>()
  const institutionOnce = (institutionId: string) => {
    const known = everyone.get(institutionId) ?? institutionPeople(trx, change.policy, institutionId)
    everyone.set(institutionId, known)
    return known
  }
  const notifications: NotificationToStore[] = []
  for (const { event, rule } of matched) {
    const kind = kinds[event.record_type]
    const row = await kind.load(trx, event.record_id)
    // Removed by the same change: nothing left to read or to link to.
    if (!row) continue
    const record = subject(event.record_type, { ...(await kind.fields(trx, row)) })
    const rowFields = row as unknown as Readonly<Record<string, unknown>>
    const candidates = await audienceOf(trx, change.policy, event.institution_id, rule, rowFields, institutionOnce)
    const recipients = candidates.filter(
      (person) =>
        (rule.toldActor === true || person.id !== event.actor_id) &&
        can(person.ability, 'read', record) &&
        (rule.audience.who !== 'mayDo' || can(person.ability, rule.audience.action, record)),
    )
    if (recipients.length === 0) continue
    const actorName = await nameOf(trx, event.actor_id)
    const sentence = await sentenceOf(trx, { kind: rule.kind, action: event.action, note: event.note, changes: event.changes, row: rowFields, actorName })
    for (const person of recipients) {
      notifications.push({
        institution_id: event.institution_id,
        recipient_id: person.id,
        kind: rule.kind,
        record_type: rule.type,
        record_id: event.record_id,
        event_id: event.id,
        actor_id: event.actor_id,
        sentence,
        // The adoption's rejection note, the permission change's reason: told as the person wrote it.
        note: rule.kind === 'uploadFinished' ? null : event.note,
      })
    }
  }
  return storeNotifications(trx, notifications, change.now)
}

interface EventRow {
  readonly id: number
  readonly record_type: RecordType
  readonly record_id: string
  readonly institution_id: string
  readonly actor_id: string
  readonly action: string
  readonly to_status: string | null
  readonly note: string | null
  readonly changes: string | null
}

async function eventsOf(trx: AppDb, eventIds: readonly number[]): Promise<EventRow[]> {
  const events: EventRow[] = []
  for (let start = 0; start < eventIds.length; start += ids) {
    events.push(
      ...(await trx
        .selectFrom('record_events')
        .select(['id', 'record_type', 'record_id', 'institution_id', 'actor_id', 'action', 'to_status', 'note', 'changes'])
        .where('id', 'in', eventIds.slice(start, start + ids))
        .orderBy('id')
        .execute()),
    )
  }
  return events
}

/** Whom to ask: the whole institution for a rule asked per person, else the one or few people the record names. */
async function audienceOf(
  trx: AppDb,
  policy: CompiledPolicy,
  institutionId: string,
  rule: NotificationRule,
  row: Readonly<Record<string, unknown>>,
  everyone: (institutionId: string) => Promise<Person[]>,
): Promise<Person[]> {
  switch (rule.audience.who) {
    case 'mayDo':
      return everyone(institutionId)
    case 'requester':
      return institutionPeople(trx, policy, institutionId, [String(row.requester_id)])
    case 'adopter':
      // An imported adoption may name an instructor without an account (their email): no user matches, nobody is told.
      return institutionPeople(trx, policy, institutionId, [String(row.adopted_by)])
    case 'uploader':
      return institutionPeople(trx, policy, institutionId, [String(row.uploaded_by)])
    case 'member':
      return institutionPeople(trx, policy, institutionId, [String(row.id)])
    case 'instructors': {
      const instructors = await trx.selectFrom('course_instructors').select('user_id').where('course_id', '=', String(row.course_id)).execute()
      return institutionPeople(
        trx,
        policy,
        institutionId,
        instructors.flatMap((instructor) => (instructor.user_id === null ? [] : [instructor.user_id])),
      )
    }
  }
}

async function nameOf(trx: AppDb, userId: string): Promise<string> {
  const [person] = await trx.selectFrom('users').select(['email', 'display_name']).where('id', '=', userId).execute()
  return person ? personName({ name: person.display_name, email: person.email }) : 'Someone'
}

function can(ability: AppAbility, action: string, on: unknown): boolean {
  // The compiled ability is typed per record type; the rule names an action of the event's type.
  return (ability.can as (action: string, on: unknown) => boolean)(action, on)
}
