import { evaluatePolicy, type Facts, type MenuEntry, type NavigationOutcome } from '../../../../src/policy/index.ts'
import { describeTarget, describeTest } from '../../../../src/policy/coverage-labels.ts'
import { at } from '../../../../src/policy/explain-condition.ts'
import type { CompiledAbilityRule, CompiledPolicy, Condition, PolicyWithSources } from '../../../../src/policy/model.ts'
import { recordScope } from '../../../../src/policy/record-scope.ts'
import { recordScopeText } from '../../../../src/policy/record-scope-text.ts'

export interface PathChange {
  readonly path: string
  readonly before: string
  readonly after: string
}

export interface PersonaDiff {
  readonly persona: string
  /** `Booklist > Bulk Upload (/booklist/upload)` */
  readonly gained: readonly string[]
  readonly lost: readonly string[]
  readonly landing?: { readonly before: string; readonly after: string }
  readonly paths: readonly PathChange[]
  /** Actions on record types whose "on which records" changed (as the studio's record actions say it). */
  readonly records: readonly RecordChange[]
}

export interface RecordChange {
  /** `approve Request` */
  readonly action: string
  readonly before: string
  readonly after: string
}

/**
 * What each persona gains and loses between two compiled policies: menu items
 * (by title and path), landing, the outcome of every route and alias of
 * either policy, and on which records each record action is allowed.
 * Personas without a change are left out.
 */
export function diffAccess(before: PolicyWithSources, after: PolicyWithSources, personas: ReadonlyMap<string, Facts>): PersonaDiff[] {
  const diffs: PersonaDiff[] = []
  for (const [persona, facts] of personas) {
    const old = evaluatePolicy(before, facts)
    const now = evaluatePolicy(after, facts)
    const oldItems = menuKeys(old.menu)
    const newItems = menuKeys(now.menu)
    const gained = newItems.filter((key) => !oldItems.includes(key))
    const lost = oldItems.filter((key) => !newItems.includes(key))
    const paths = probePaths(before, after, facts)
      .map((path) => ({ path, before: outcomeText(old.outcome(path)), after: outcomeText(now.outcome(path)) }))
      .filter((change) => change.before !== change.after)
    const landing = old.landing === now.landing ? undefined : { before: old.landing, after: now.landing }
    const records = recordChanges(before, after, facts)
    if (gained.length > 0 || lost.length > 0 || landing || paths.length > 0 || records.length > 0)
      diffs.push({ persona, gained, lost, ...(landing ? { landing } : {}), paths, records })
  }
  return diffs
}

/** Every action of a record type of either policy whose scope reads differently ("never" where a type or action is missing). */
function recordChanges(before: PolicyWithSources, after: PolicyWithSources, facts: Facts): RecordChange[] {
  const actions = new Map(
    [...before.records, ...after.records].flatMap((type) => type.actions.map((action) => [`${action.name} ${type.name}`, [action.name, type.name] as const])),
  )
  const scope = (policy: PolicyWithSources, action: string, subject: string) => recordScopeText(policy, subject, recordScope(policy, facts, action, subject))
  return [...actions].flatMap(([key, [action, subject]]) => {
    const change = { action: key, before: scope(before, action, subject), after: scope(after, action, subject) }
    return change.before === change.after ? [] : [change]
  })
}

/** Every route and alias of both policies as a concrete path; parameters take the persona's dashboard ids, or a sample. */
export function probePaths(before: CompiledPolicy, after: CompiledPolicy, facts: Facts): string[] {
  const dashboards = Array.isArray(facts.institution.availableDashboards) ? (facts.institution.availableDashboards as { id?: unknown }[]) : []
  const ids = dashboards.map((d) => d.id).filter((id): id is string => typeof id === 'string')
  const paths = new Set<string>()
  for (const route of [...before.routes, ...after.routes]) {
    if (!route.path.includes('$')) paths.add(route.path)
    else for (const value of ids.length > 0 ? ids : ['sample']) paths.add(route.path.replace(/\$[A-Za-z_]+/g, encodeURIComponent(value)))
  }
  return [...paths].sort()
}

function menuKeys(entries: readonly MenuEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const label = `${prefix}${entry.title}`
    return [`${label} (${entry.path})`, ...menuKeys(entry.children, `${label} > `)]
  })
}

function outcomeText(outcome: NavigationOutcome): string {
  return outcome.result === 'redirect' ? `redirect ${outcome.to}` : outcome.result
}

export function renderDiff(diffs: readonly PersonaDiff[]): string[] {
  return diffs.flatMap((diff) => [
    diff.persona,
    ...diff.gained.map((item) => `  + menu ${item}`),
    ...diff.lost.map((item) => `  - menu ${item}`),
    ...(diff.landing ? [`  landing ${diff.landing.before} -> ${diff.landing.after}`] : []),
    ...diff.paths.map((change) => `  ${change.path}: ${change.before} -> ${change.after}`),
    ...diff.records.map((change) => `  ${change.action}: ${change.before} -> ${change.after}`),
  ])
}

/** A field rule (policy/resources/<type>.yaml `fields:`, `forbid:`) added, removed or changed between two policies. */
export interface FieldRuleChange {
  /** `read BooklistItem` */
  readonly action: string
  readonly kind: 'added' | 'removed' | 'changed' | 'guarded'
  /** The rule in words (`withholds internalStatus when not permission booklist:viewInternalStatus`), or for `guarded` the fields a rule may withhold. */
  readonly before?: string
  readonly after?: string
  /** file:line of the rule (the new one when added or changed, the old one when removed). */
  readonly at?: string
}

/**
 * The field rules that differ between two policies, per record type and action:
 * rules added or removed (a rule whose words change at the same file:line is
 * `changed`), and the fields some rule may withhold (`guardedFields`) when they
 * change. Unlike the persona diff it needs no facts: it is the policy's text.
 */
export function diffFieldRules(before: PolicyWithSources, after: PolicyWithSources): FieldRuleChange[] {
  const keys = [
    ...new Set([before, after].flatMap((policy) => policy.abilityRules.filter((rule) => rule.fields).map((rule) => `${rule.action} ${rule.subject}`))),
  ]
  for (const policy of [before, after])
    for (const [type, actions] of Object.entries(policy.guardedFields))
      for (const action of Object.keys(actions)) if (!keys.includes(`${action} ${type}`)) keys.push(`${action} ${type}`)
  return keys.flatMap((key) => {
    const [action = '', subject = ''] = key.split(' ')
    const rules = (policy: PolicyWithSources) =>
      policy.abilityRules
        .filter((rule) => rule.fields && rule.action === action && rule.subject === subject)
        .map((rule) => ({ text: fieldRuleWords(rule), at: rule.src ? at(rule.src) : undefined }))
    const old = rules(before)
    const now = rules(after)
    const removed = old.filter((rule) => !now.some((other) => other.text === rule.text))
    const added = now.filter((rule) => !old.some((other) => other.text === rule.text))
    const changes: FieldRuleChange[] = []
    for (const rule of removed) {
      const into = added.findIndex((other) => other.at !== undefined && other.at === rule.at)
      if (into < 0) {
        changes.push({ action: key, kind: 'removed', before: rule.text, ...(rule.at ? { at: rule.at } : {}) })
        continue
      }
      const [next] = added.splice(into, 1)
      changes.push({ action: key, kind: 'changed', before: rule.text, after: next!.text, at: next!.at! })
    }
    for (const rule of added) changes.push({ action: key, kind: 'added', after: rule.text, ...(rule.at ? { at: rule.at } : {}) })
    const guarded = (policy: CompiledPolicy) => (policy.guardedFields[subject]?.[action] ?? []).join(', ') || 'none'
    if (guarded(before) !== guarded(after)) changes.push({ action: key, kind: 'guarded', before: guarded(before), after: guarded(after) })
    return changes
  })
}

export function renderFieldRuleChanges(changes: readonly FieldRuleChange[]): string[] {
  if (changes.length === 0) return []
  const place = (change: FieldRuleChange) => (change.at ? ` (${change.at})` : '')
  return [
    'field rules',
    ...changes.map((change) => {
      switch (change.kind) {
        case 'added':
          return `  + ${change.action}: ${change.after}${place(change)}`
        case 'removed':
          return `  - ${change.action}: ${change.before}${place(change)}`
        case 'changed':
          return `  ~ ${change.action}: ${change.before} -> ${change.after}${place(change)}`
        case 'guarded':
          return `  ${change.action}: fields a rule may withhold: ${change.before} -> ${change.after}`
      }
    }),
  ]
}

/** A field rule in words, without facts: `withholds internalStatus when not permission booklist:viewInternalStatus (reason)`. */
function fieldRuleWords(rule: CompiledAbilityRule): string {
  const fields = (rule.fields ?? []).join(', ')
  const when = rule.when.kind === 'always' ? '' : ` when ${conditionWords(rule.when)}`
  const where = rule.where && rule.where.length > 0 ? ` where ${rule.where.map(describeTest).join(' and ')}` : ''
  const reason = rule.inverted && rule.reason ? `: ${rule.reason}` : ''
  return `${rule.inverted ? 'withholds' : 'grants only'} ${fields}${when}${where}${reason}`
}

function conditionWords(condition: Condition): string {
  switch (condition.kind) {
    case 'all':
    case 'any':
      return `(${condition.of.map(conditionWords).join(condition.kind === 'all' ? ' and ' : ' or ')})`
    case 'not':
      return `not ${conditionWords(condition.of)}`
    default:
      return describeTarget(condition)
  }
}
