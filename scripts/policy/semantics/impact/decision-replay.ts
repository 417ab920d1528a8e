import { subject } from '@casl/ability'
import { buildAbility, type Facts } from '../../../../src/policy/index.ts'
import type { PolicyWithSources } from '../../../../src/policy/model.ts'
import { factsHash, type DecisionOutcome } from '../../../../src/server/decisions/decision.ts'
import { findInstitution } from '../../../../src/server/db/institutions-repo.ts'
import type { AppDb } from '../../../../src/server/db/schema.ts'
import { loadFacts, parseInstitutionConfig } from '../../../../src/server/trpc/load-facts.ts'
import type { FlipExample, FlipGroup, ReplayResult } from './impact-types.ts'

const EXAMPLES = 10

/** A logged decision as the replay reads it. */
interface LoggedDecision {
  readonly at: string
  readonly policy_hash: string
  readonly user_id: string
  readonly institution_id: string
  readonly procedure: string
  readonly action: string
  readonly subject: string
  readonly record_id: string | null
  readonly outcome: string
  readonly facts_hash: string
  readonly record_json: string | null
}

interface Person {
  readonly email: string
  /** The questions to both policies with the facts a decision was made with, as far as the history tells them. */
  askFor(decision: LoggedDecision): { readonly facts: 'now' | 'as they were' | 'changed since'; readonly base: Ask; readonly candidate: Ask }
}

/** A permission change of the one history (a `changePermissions` event of a StaffMember), newest first. */
interface PermissionChange {
  readonly at: string
  readonly changes: Readonly<Record<string, { readonly from: unknown; readonly to: unknown }>>
}

type Ask = (decision: LoggedDecision) => DecisionOutcome

/**
 * Issue 59's "Impact on recent decisions": the last N decisions of the log,
 * each asked again of the base and the candidate policy with the same compiled
 * functions as the server (buildAbility). A procedure call asks `call
 * Procedure`; a record rule asks the record as it was logged (its fields
 * without text). Each person's facts are read as the server reads them now;
 * where they differ from the logged facts' hash, their permissions are rebuilt
 * as they were from the history's permission changes (`changePermissions`
 * events): when that gives the logged hash, the decision is replayed with the
 * facts it was made with; else (a flag or setting changed, which has no
 * history) with today's, and counted apart. A flip is a decision the two
 * policies answer differently. Reads only.
 */
export async function replayDecisions(
  db: AppDb,
  base: PolicyWithSources,
  candidate: PolicyWithSources,
  options: { readonly last: number },
): Promise<ReplayResult> {
  const rows: LoggedDecision[] = await db
    .selectFrom('decisions')
    .select(['at', 'policy_hash', 'user_id', 'institution_id', 'procedure', 'action', 'subject', 'record_id', 'outcome', 'facts_hash', 'record_json'])
    .orderBy('id', 'desc')
    .limit(options.last)
    .execute()
  const people = await readPeople(db, base, candidate, rows)
  const groups = new Map<string, { group: Omit<FlipGroup, 'count' | 'examples'>; count: number; examples: FlipExample[] }>()
  let replayed = 0
  let personGone = 0
  let flips = 0
  let factsChangedSince = 0
  let factsAsTheyWere = 0
  let differFromLogged = 0
  let loggedUnderOtherPolicy = 0
  for (const row of rows) {
    if (row.policy_hash !== base.hash) loggedUnderOtherPolicy++
    const person = people.get(`${row.user_id} ${row.institution_id}`)
    if (!person) {
      personGone++
      continue
    }
    replayed++
    const ask = person.askFor(row)
    if (ask.facts === 'changed since') factsChangedSince++
    if (ask.facts === 'as they were') factsAsTheyWere++
    const from = ask.base(row)
    const to = ask.candidate(row)
    if (from !== row.outcome) differFromLogged++
    if (from === to) continue
    flips++
    const rule = `${row.action} ${row.subject}`
    const key = `${row.procedure} ${rule} ${from}`
    const entry = groups.get(key) ?? { group: { procedure: row.procedure, rule, from, to }, count: 0, examples: [] }
    entry.count++
    if (entry.examples.length < EXAMPLES)
      entry.examples.push({ at: row.at, userId: row.user_id, email: person.email, procedure: row.procedure, recordId: row.record_id })
    groups.set(key, entry)
  }
  return {
    basePolicyHash: base.hash,
    candidatePolicyHash: candidate.hash,
    considered: rows.length,
    replayed,
    personGone,
    flips,
    groups: [...groups.values()]
      .map(({ group, count, examples }) => ({ ...group, count, examples }))
      .sort((a, b) => b.count - a.count || a.procedure.localeCompare(b.procedure) || a.rule.localeCompare(b.rule)),
    factsChangedSince,
    factsAsTheyWere,
    differFromLogged,
    loggedUnderOtherPolicy,
    from: rows.at(-1)?.at ?? null,
    to: rows[0]?.at ?? null,
  }
}

/**
 * Each logged person who still signs in at the same institution, with their
 * facts now (read as the server reads them, loadFacts), their permission
 * changes since the oldest decision, and questions for each policy. A
 * disabled, deleted or moved person is left out.
 */
async function readPeople(db: AppDb, base: PolicyWithSources, candidate: PolicyWithSources, rows: readonly LoggedDecision[]): Promise<Map<string, Person>> {
  const people = new Map<string, Person>()
  const pairs = new Map(rows.map((row) => [`${row.user_id} ${row.institution_id}`, row]))
  const users = new Map<string, { email: string; disabled: number; institution_id: string | null }>()
  const ids = [...new Set(rows.map((row) => row.user_id))]
  for (const slice of slices(ids)) {
    const found = await db.selectFrom('users').select(['id', 'email', 'disabled', 'institution_id']).where('id', 'in', slice).execute()
    for (const user of found) users.set(user.id, user)
  }
  const history = await permissionChanges(db, ids, rows.at(-1)?.at ?? '')
  const institutions = new Map<string, Awaited<ReturnType<typeof findInstitution>>>()
  for (const [key, row] of pairs) {
    const user = users.get(row.user_id)
    if (!user || user.disabled === 1 || user.institution_id !== row.institution_id) continue
    if (!institutions.has(row.institution_id)) institutions.set(row.institution_id, await findInstitution(db, row.institution_id))
    const institution = institutions.get(row.institution_id)
    if (!institution) continue
    const loaded = await loadFacts(db, base, row.user_id, row.institution_id, institution.config)
    if (!loaded.ok) continue
    const now: Facts = { ...loaded.facts, user: { id: row.user_id, institutionId: row.institution_id } }
    const candidateConfig = parseInstitutionConfig(candidate, row.institution_id, institution.config)
    const candidateInstitution = candidateConfig.ok ? (candidateConfig.config as unknown as Record<string, unknown>) : now.institution
    people.set(key, person(user.email, now, candidateInstitution, history.get(row.user_id) ?? [], base, candidate))
  }
  return people
}

/** One person's questions, per set of facts: today's, or those their permission history gives at a decision's time. */
function person(
  email: string,
  now: Facts,
  candidateInstitution: Readonly<Record<string, unknown>>,
  changes: readonly PermissionChange[],
  base: PolicyWithSources,
  candidate: PolicyWithSources,
): Person {
  const askers = new Map<string, { readonly hash: string; readonly base: Ask; readonly candidate: Ask }>()
  const askersOf = (facts: Facts) => {
    const hash = factsHash(facts)
    let found = askers.get(hash)
    if (!found) askers.set(hash, (found = { hash, base: asker(base, facts), candidate: asker(candidate, { ...facts, institution: candidateInstitution }) }))
    return found
  }
  const today = askersOf(now)
  return {
    email,
    askFor(decision) {
      if (decision.facts_hash === today.hash) return { facts: 'now', ...today }
      const later = changes.filter((change) => change.at > decision.at)
      if (later.length > 0) {
        const then = askersOf({ ...now, permissions: permissionsBefore(now.permissions, later) })
        if (then.hash === decision.facts_hash) return { facts: 'as they were', ...then }
      }
      return { facts: 'changed since', ...today }
    },
  }
}

/** The permissions held before the given changes (newest first), undone one by one from today's. */
function permissionsBefore(
  permissions: Readonly<Record<string, boolean | undefined>>,
  later: readonly PermissionChange[],
): Record<string, boolean | undefined> {
  const held = { ...permissions }
  for (const change of later) for (const [name, { from }] of Object.entries(change.changes)) held[name] = from === 'held'
  return held
}

/** Each person's permission changes since `from`, newest first, from the one history. */
async function permissionChanges(db: AppDb, ids: readonly string[], from: string): Promise<Map<string, PermissionChange[]>> {
  const found = new Map<string, PermissionChange[]>()
  for (const slice of slices(ids)) {
    const events = await db
      .selectFrom('record_events')
      .select(['record_id', 'at', 'changes'])
      .where('record_type', '=', 'StaffMember')
      .where('action', '=', 'changePermissions')
      .where('record_id', 'in', slice)
      .where('at', '>', from)
      .orderBy('id', 'desc')
      .execute()
    for (const event of events) {
      const changes = readObject(event.changes) as PermissionChange['changes']
      found.set(event.record_id, [...(found.get(event.record_id) ?? []), { at: event.at, changes }])
    }
  }
  return found
}

function slices<T>(items: readonly T[], size = 500): T[][] {
  const result: T[][] = []
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size))
  return result
}

/** One person's questions to one policy: the ability is built once, as the server builds it per request. */
function asker(policy: PolicyWithSources, facts: Facts): Ask {
  let ability: ReturnType<typeof buildAbility> | undefined
  return (decision) => {
    ability ??= buildAbility(policy, facts)
    const can = ability.can.bind(ability) as (action: string, on: unknown) => boolean
    const on =
      decision.action === 'call' && decision.subject === 'Procedure'
        ? subject('Procedure', { name: decision.procedure })
        : subject(decision.subject, { ...readObject(decision.record_json) })
    return can(decision.action, on) ? 'allowed' : 'denied'
  }
}

function readObject(json: string | null): Record<string, unknown> {
  if (json === null) return {}
  try {
    const value = JSON.parse(json) as unknown
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
