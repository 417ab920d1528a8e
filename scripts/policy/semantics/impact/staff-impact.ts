import type { Facts } from '../../../../src/policy/facts.ts'
import type { PolicyWithSources } from '../../../../src/policy/model.ts'
import { personAccess, type PersonAccess } from '../../../../src/policy/person-access.ts'
import { answerQuestion, type AccessQuestion } from '../../../../src/policy/who-can.ts'
import { institutionStaff, type StaffFacts } from '../../../../src/server/db/institution-staff-read.ts'
import { institutionFlags } from '../../../../src/server/db/institutions-repo.ts'
import type { AppDb } from '../../../../src/server/db/schema.ts'
import { parseInstitutionConfig } from '../../../../src/server/trpc/load-facts.ts'
import type { AccessChange, AccessChangeKind, ImpactPerson, InstitutionImpact, StaffImpact } from './impact-types.ts'

/**
 * What the real staff of every institution gain and lose between two policies
 * (issue 59's "Impact on staff"): each enabled staff member's pages, menu items
 * and record actions with their scope (personAccess, the access review's
 * reading) under the base and the candidate policy, with their facts as the
 * database holds them now. People who hold the same permissions share one
 * evaluation. Reads only.
 */
export async function staffImpact(db: AppDb, base: PolicyWithSources, candidate: PolicyWithSources): Promise<StaffImpact> {
  const rows = await db.selectFrom('institutions').select(['id', 'name', 'config']).orderBy('name').orderBy('id').execute()
  const institutions: InstitutionImpact[] = []
  for (const row of rows) {
    const staff = (await institutionStaff(db, row.id)).filter((person) => !person.disabled)
    const flags = await institutionFlags(db, row.id)
    institutions.push(institutionImpact(base, candidate, { id: row.id, name: row.name, rawConfig: parseJson(row.config), flags }, staff))
  }
  return {
    basePolicyHash: base.hash,
    candidatePolicyHash: candidate.hash,
    staffCount: institutions.reduce((sum, institution) => sum + institution.staffCount, 0),
    institutions,
  }
}

interface InstitutionFacts {
  readonly id: string
  readonly name: string
  readonly rawConfig: unknown
  readonly flags: Readonly<Record<string, boolean>>
}

/** One institution's changes: pure, so a test can hold it against a brute-force evaluation. */
export function institutionImpact(
  base: PolicyWithSources,
  candidate: PolicyWithSources,
  institution: InstitutionFacts,
  staff: readonly StaffFacts[],
): InstitutionImpact {
  const before = institutionReading(base, institution)
  const after = institutionReading(candidate, institution)
  if ('problem' in before || 'problem' in after) {
    const problem = 'problem' in before ? `under the base policy, ${before.problem}` : `under the edited policy, ${(after as { problem: string }).problem}`
    return { id: institution.id, name: institution.name, staffCount: staff.length, changes: [], problem }
  }
  const changes = new Map<string, { change: Omit<AccessChange, 'people'>; people: ImpactPerson[] }>()
  const memo = new Map<string, readonly Found[]>()
  for (const person of staff) {
    const key = person.granted.join(',')
    let found = memo.get(key)
    if (!found) memo.set(key, (found = accessChanges(base, candidate, before.facts(person), after.facts(person))))
    for (const { change, before: was, after: now, decidedBy } of found) {
      const id = `${change.kind} ${change.key} ${change.direction}`
      const entry = changes.get(id) ?? { change, people: [] }
      entry.people.push({
        id: person.id,
        email: person.email,
        name: person.name,
        ...(was === undefined ? {} : { before: was }),
        ...(now === undefined ? {} : { after: now }),
        decidedBy,
      })
      changes.set(id, entry)
    }
  }
  const order: Record<AccessChangeKind, number> = { page: 0, menu: 1, action: 2 }
  return {
    id: institution.id,
    name: institution.name,
    staffCount: staff.length,
    changes: [...changes.values()]
      .map(({ change, people }) => ({ ...change, people }))
      .sort((a, b) => order[a.kind] - order[b.kind] || a.key.localeCompare(b.key) || a.direction.localeCompare(b.direction)),
  }
}

interface Found {
  readonly change: Omit<AccessChange, 'people'>
  readonly before?: string
  readonly after?: string
  readonly decidedBy: string
}

/** What one person's facts give them under each policy, compared item by item. */
function accessChanges(base: PolicyWithSources, candidate: PolicyWithSources, beforeFacts: Facts, afterFacts: Facts): Found[] {
  const was = personAccess(base, beforeFacts)
  const now = personAccess(candidate, afterFacts)
  const why = (question: AccessQuestion) => decidedBy(base, candidate, beforeFacts, afterFacts, question)
  const found: Found[] = []
  const compare = <T>(
    kind: AccessChangeKind,
    list: (access: PersonAccess) => readonly T[],
    key: (item: T) => string,
    label: (item: T) => string,
    question: (item: T) => AccessQuestion,
  ) => {
    const old = new Map(list(was).map((item) => [key(item), item]))
    const fresh = new Map(list(now).map((item) => [key(item), item]))
    for (const [id, item] of fresh)
      if (!old.has(id)) found.push({ change: { kind, key: id, label: label(item), direction: 'gains' }, decidedBy: why(question(item)) })
    for (const [id, item] of old)
      if (!fresh.has(id)) found.push({ change: { kind, key: id, label: label(item), direction: 'loses' }, decidedBy: why(question(item)) })
  }
  compare(
    'page',
    (access) => access.pages,
    (page) => page.path,
    (page) => page.title ?? page.path,
    (page) => ({ kind: 'page', path: page.path }),
  )
  compare(
    'menu',
    (access) => access.menu,
    (item) => item.id,
    (item) => item.title,
    (item) => ({ kind: 'menu', id: item.id }),
  )
  compare(
    'action',
    (access) => access.actions,
    (action) => action.key,
    (action) => action.label,
    actionQuestion,
  )
  const oldActions = new Map(was.actions.map((action) => [action.key, action]))
  for (const action of now.actions) {
    const old = oldActions.get(action.key)
    if (old && old.scope !== action.scope) {
      found.push({
        change: { kind: 'action', key: action.key, label: action.label, direction: 'scope' },
        before: old.scope,
        after: action.scope,
        decidedBy: why(actionQuestion(action)),
      })
    }
  }
  for (const item of found) {
    if (item.change.kind !== 'action' || item.change.direction === 'scope') continue
    const old = oldActions.get(item.change.key)
    const fresh = now.actions.find((action) => action.key === item.change.key)
    Object.assign(item, { before: old?.scope ?? 'never', after: fresh?.scope ?? 'never' })
  }
  return found
}

function actionQuestion(action: { readonly key: string }): AccessQuestion {
  const [name = '', subject = ''] = action.key.split(' ')
  return { kind: 'action', action: name, subject }
}

/** The facts that decide, in words, under the edited policy; under the base one when the edit removed what was asked. */
function decidedBy(base: PolicyWithSources, candidate: PolicyWithSources, beforeFacts: Facts, afterFacts: Facts, question: AccessQuestion): string {
  try {
    return answerQuestion(candidate, afterFacts, question).because
  } catch {
    try {
      return `no longer in the edited policy (before: ${answerQuestion(base, beforeFacts, question).because})`
    } catch {
      return 'no longer in the edited policy'
    }
  }
}

/** The institution's shared facts under one policy, or why its stored settings do not fit that policy. */
function institutionReading(
  policy: PolicyWithSources,
  institution: InstitutionFacts,
): { readonly facts: (person: StaffFacts) => Facts } | { readonly problem: string } {
  const parsed = parseInstitutionConfig(policy, institution.id, institution.rawConfig)
  if (!parsed.ok) return { problem: parsed.problem }
  const shared = { flags: institution.flags, institution: parsed.config as unknown as Record<string, unknown> }
  return {
    facts: (person) => ({
      ...shared,
      permissions: Object.fromEntries(person.granted.map((name) => [name, true])),
      user: { id: person.id, institutionId: institution.id },
    }),
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
