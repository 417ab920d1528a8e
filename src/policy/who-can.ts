import { evaluateCondition } from './condition.ts'
import { at, changesFor } from './explain-condition.ts'
import { changesForNavigation, decidingRule } from './explain.ts'
import type { Facts } from './facts.ts'
import { flattenMenu, resolveMenu } from './menu.ts'
import type { CompiledAbilityRule, CompiledMenuItem, Condition, PolicyWithSources, RecordOperand, RecordTest } from './model.ts'
import { decideNavigation, type NavigationStep } from './navigation-decision.ts'
import { indexPolicy } from './policy-index.ts'
import { decideRecord, isUserRef, recordTestPasses } from './record-decision.ts'
import { recordScope } from './record-scope.ts'
import { either, fieldWords, isState, pluralNoun, recordScopeText, scalarWords } from './record-scope-text.ts'

/**
 * "Who can …?" (issue 58): one question put to one person's facts, answered by
 * the functions the app, the server and `policy explain` already use: a page
 * by the navigation decision, a menu item by the resolved menu, a record
 * action by the record rules (on one record, or its scope in words without
 * one). The server asks it of every staff member of an institution.
 */
export type AccessQuestion =
  | { readonly kind: 'page'; readonly path: string }
  | { readonly kind: 'menu'; readonly id: string }
  | { readonly kind: 'action'; readonly action: string; readonly subject: string; readonly record?: Readonly<Record<string, unknown>> }

export interface AccessAnswer {
  readonly can: boolean
  /** They cannot, but hold part of it: a rule's `when` holds and the record (or the menu's parent, or the page's check) stops them. */
  readonly partial: boolean
  /** In words, with file:line: the rule that lets them, or what stops them. */
  readonly because: string
  /** Where the deciding rule is written (`policy/resources/request.yaml:14`), or null when no one rule decides. */
  readonly rule: string | null
  /** A record action without a record: on which records, in the studio's words ("on requests of their institution that are pending"). */
  readonly scope?: string
}

export function answerQuestion(policy: PolicyWithSources, facts: Facts, question: AccessQuestion): AccessAnswer {
  switch (question.kind) {
    case 'page':
      return pageAnswer(policy, facts, question.path)
    case 'menu':
      return menuAnswer(policy, facts, question.id)
    case 'action':
      return question.record
        ? recordAnswer(policy, facts, question.action, question.subject, question.record)
        : scopeAnswer(policy, facts, question.action, question.subject)
  }
}

/**
 * What the answer depends on besides the institution's facts: a page, a menu
 * item or a scope depends only on the permissions held (the scope's words say
 * "their own", never whose), so people who hold the same ones share one answer;
 * a concrete record may name the person (their own request), so each is asked.
 */
export function answerKey(facts: Facts, question: AccessQuestion): string {
  const held = Object.keys(facts.permissions)
    .filter((name) => facts.permissions[name] === true)
    .sort()
    .join(',')
  return question.kind === 'action' && question.record ? `${held}|${facts.user?.id ?? ''}` : held
}

function pageAnswer(policy: PolicyWithSources, facts: Facts, path: string): AccessAnswer {
  const decision = decideNavigation(policy, facts, path)
  const can = decision.outcome.result === 'allow'
  const last = decision.steps.at(-1)
  // They hold the route's permission or pass its rule, and a later step (the menu items at its path) stops them.
  const partial = !can && decision.steps.some((step) => (step.step === 'permission' || step.step === 'access' || step.step === 'check') && step.passes)
  const src = last && 'condition' in last ? last.condition.src : last?.step === 'menu-guard' ? last.items[0]?.item.when.src : undefined
  const passed = decision.steps.flatMap((step) => stepWords(policy, facts, step))
  if (can) return { can, partial, because: passed.join(', and ') || decidingRule(policy, decision), rule: src ? at(src) : null }
  const changes = (changesForNavigation(policy, facts, decision) ?? []).map(withoutPlace)
  const stops = changes.length > 0 ? `needs: ${changes.join('; ')}` : decidingRule(policy, decision)
  return { can, partial, because: partial && passed.length > 0 ? `${passed.join(', and ')}, but ${stops}` : stops, rule: src ? at(src) : null }
}

/** A step of the route guard that passed, in words: "flag report-page is on", "holds booklist:view", "menu item reports shows". */
function stepWords(policy: PolicyWithSources, facts: Facts, step: NavigationStep): string[] {
  switch (step.step) {
    case 'flag':
      return step.on ? [`flag ${nameOf(step.condition.kind === 'not' ? step.condition.of : step.condition)} is on`] : []
    case 'check':
      return step.passes ? [`check ${nameOf(step.condition)} passes`] : []
    case 'permission':
      return step.passes ? [`holds ${either(step.held)}`] : []
    case 'open':
      return ['open to everyone signed in']
    case 'access':
      return step.passes ? [whenWords(policy, facts, step.condition)] : []
    case 'menu-guard':
      return step.passes ? step.items.filter((item) => item.passes).map((item) => `menu item ${item.item.id} shows`) : []
    default:
      return []
  }
}

const nameOf = (condition: Condition): string => ('name' in condition ? condition.name : condition.kind)

function menuAnswer(policy: PolicyWithSources, facts: Facts, id: string): AccessAnswer {
  const item = indexPolicy(policy).menuById.get(id) as CompiledMenuItem | undefined
  if (!item) return { can: false, partial: false, because: `the menu has no item ${id}`, rule: null }
  const shown = flattenMenu(resolveMenu(policy, facts)).some((entry) => entry.id === id)
  const chain = [...ancestorsOf(policy.menu, id), item]
  const failing = chain.filter((entry) => !evaluateCondition(policy, facts, entry.when))
  if (shown) return { can: true, partial: false, because: `menu item ${id} shows: ${whenWords(policy, facts, item.when)}`, rule: at(item.src) }
  if (failing.length === 0)
    return { can: false, partial: true, because: `menu item ${id}: its conditions pass but it has no entries they may open`, rule: at(item.src) }
  const first = failing[0]!
  const changes = changesFor(policy, facts, first.when, true).map(withoutPlace).join('; ')
  return {
    can: false,
    // Its own condition holds; a parent's does not.
    partial: first !== item,
    because: `menu item ${first.id === id ? id : `${id}'s parent ${first.id}`} is hidden: ${changes || 'its condition fails'}`,
    rule: at(first.when.src),
  }
}

function ancestorsOf(items: readonly CompiledMenuItem[], id: string, above: readonly CompiledMenuItem[] = []): CompiledMenuItem[] {
  for (const item of items) {
    if (item.id === id) return [...above]
    const found = ancestorsOf(item.children, id, [...above, item])
    if (found.length > 0 || item.children.some((child) => child.id === id)) return found
  }
  return []
}

function scopeAnswer(policy: PolicyWithSources, facts: Facts, action: string, subject: string): AccessAnswer {
  const scope = recordScope(policy, facts, action, subject)
  if (scope.kind === 'never') {
    const rules = policy.abilityRules.filter((rule) => rule.action === action && rule.subject === subject && !rule.inverted)
    const changes = [...new Set(rules.flatMap((rule) => changesFor(policy, facts, rule.when, true)))]
    const because =
      rules.length === 0 ? `the policy has no rule for ${action} on ${subject}` : `no rule holds: ${changes.join(', or ') || 'its conditions fail'}`
    return { can: false, partial: false, because, rule: rules[0]?.src ? at(rules[0].src) : null, scope: 'never' }
  }
  const words = recordScopeText(policy, subject, scope)
  const first = scope.rules[0]!
  return { can: true, partial: false, because: whenWords(policy, facts, first.when), rule: ruleAt(first), scope: words }
}

function recordAnswer(policy: PolicyWithSources, facts: Facts, action: string, subject: string, record: Readonly<Record<string, unknown>>): AccessAnswer {
  const decision = decideRecord(policy, facts, action, subject, record)
  if (decision.rules.length === 0) return { can: false, partial: false, because: `the policy has no rule for ${action} on ${subject}`, rule: null }
  const passing = decision.rules.find((result) => result.passes)
  if (passing)
    return { can: true, partial: false, because: `${whenWords(policy, facts, passing.rule.when)} (${ruleAt(passing.rule)})`, rule: ruleAt(passing.rule) }
  const holding = decision.rules.find((result) => result.when && !result.needsUser)
  if (holding) {
    const noun = pluralNoun(subject).replace(/s$/, '').replace(/ie$/, 'y')
    // The AND stops at the first failing test; every failing one is said, so the sentence names everything in the way.
    const failing = (holding.rule.where ?? []).filter((test) => !recordTestPasses(test, record, facts.user))
    return {
      can: false,
      partial: true,
      because: `${whenWords(policy, facts, holding.rule.when)} but ${failing.map((test) => failingWords(test, noun, record)).join(' and ')}`,
      rule: ruleAt(holding.rule),
    }
  }
  const first = decision.rules[0]!
  const changes = [...new Set(decision.rules.flatMap((result) => changesFor(policy, facts, result.rule.when, true).map(withoutPlace)))]
  return { can: false, partial: false, because: `needs: ${changes.join(', or ') || 'its conditions fail'}`, rule: ruleAt(first.rule) }
}

/** A change in explain's words without its "(file:line)": the answer's rule says where. */
function withoutPlace(change: string): string {
  return change.replace(/ \([^()]*:\d+\)$/, '')
}

function ruleAt(rule: CompiledAbilityRule): string {
  return at(rule.src ?? rule.when.src)
}

/** What the person holds that the rule asks: "has booklist:approve", or "every staff member" for an always-true rule. */
function whenWords(policy: PolicyWithSources, facts: Facts, when: Condition): string {
  const held: string[] = []
  const walk = (node: Condition) => {
    if (node.kind === 'permission' && evaluateCondition(policy, facts, node)) held.push(node.name)
    else if (node.kind === 'flag' && facts.flags[node.name] === true) held.push(`flag ${node.name}`)
    else if (node.kind === 'check') held.push(`check ${node.name}`)
    else if (node.kind === 'all' || node.kind === 'any') node.of.forEach(walk)
  }
  walk(when)
  if (held.length === 0) return when.kind === 'always' ? 'every staff member' : 'the rule holds'
  return `has ${either([...new Set(held)]).replace(/ or /, ' and ')}`
}

/** Why one test fails on this record, from the person's side: "this request is their own", "this request is approved, not pending". */
function failingWords(test: RecordTest, noun: string, record: Readonly<Record<string, unknown>>): string {
  const operands = (Array.isArray(test.value) ? test.value : [test.value]) as RecordOperand[]
  const ref = operands.length === 1 && isUserRef(operands[0]) ? operands[0].$user : undefined
  const actual = record[test.field]
  if (ref === 'id') return test.op === 'ne' || test.op === 'nin' ? `this ${noun} is their own` : `this ${noun} is not theirs`
  if (ref === 'institutionId') return test.op === 'eq' || test.op === 'in' ? `this ${noun} is of another institution` : `this ${noun} is of their institution`
  const values = operands.map((operand) => (isUserRef(operand) ? 'them' : scalarWords(operand)))
  const now = Array.isArray(actual) ? `[${actual.map((value) => scalarWords(value as never)).join(', ')}]` : scalarWords((actual ?? null) as never)
  if (isState(test.field)) {
    return test.op === 'eq' || test.op === 'in' ? `this ${noun} is ${now}, not ${either(values)}` : `this ${noun} is ${now}`
  }
  return `its ${fieldWords(test.field)} is ${now} (the rule asks ${test.op} ${either(values)})`
}
