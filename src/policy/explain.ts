import { at, changesFor, explainCondition } from './explain-condition.ts'
import type { Facts } from './facts.ts'
import type { LandingDecision } from './landing.ts'
import type { PolicyWithSources, Condition } from './model.ts'
import { decideNavigation, type NavigationDecision, type NavigationStep } from './navigation-decision.ts'
import { indexPolicy } from './policy-index.ts'

/** Plain-word account of a navigation: the outcome, each step with its rule and file:line, and for a denial what would change it. */
export function explainNavigation(policy: PolicyWithSources, facts: Facts, path: string): string[] {
  const decision = decideNavigation(policy, facts, path)
  const lines = [`${decision.path}: ${outcomeText(decision)}`]
  for (const step of decision.steps) lines.push(...stepLines(policy, facts, step))
  if (decision.outcome.result === 'unauthorized' || decision.outcome.result === 'redirect' || decision.outcome.result === 'not-found') {
    const changes = changesForNavigation(policy, facts, decision)
    if (changes) lines.push(changes.length > 0 ? 'To allow it, change:' : 'Nothing in the facts can allow it.', ...changes.map((change) => `  - ${change}`))
  }
  return lines
}

/** The rule that decided, in one line: what table-test failures print. Every place named is the compiled condition's own. */
export function decidingRule(policy: PolicyWithSources, decision: NavigationDecision): string {
  const last = decision.steps[decision.steps.length - 1]
  if (!last) return 'no rule'
  switch (last.step) {
    case 'root':
    case 'fallback':
      return `${last.step === 'root' ? '/' : 'the fallback page'} leads to the landing; ${landingText(policy, last.landing)}`
    case 'not-found':
      return 'no route matches this path'
    case 'flag':
      return `route ${last.route.path} needs flag ${flagName(last.condition)}, which is ${last.on ? 'on' : 'off'} (${at(last.condition.src)})`
    case 'check':
      return `route ${last.route.path} is decided by check ${nameOf(last.condition)}, which ${last.passes ? 'passes' : 'fails'} (${at(last.condition.src)})`
    case 'permission':
      return (
        `route ${last.route.path} needs any of permissions ${permissionNames(last.condition)}; ` +
        `held: ${last.held.join(', ') || 'none'} (${at(last.condition.src)})`
      )
    case 'open':
      return `route ${last.route.path} is open to every signed-in user (${at(last.condition.src)})`
    case 'access':
      return `route ${last.route.path}: its access rule ${last.passes ? 'passes' : 'fails'} (${at(last.condition.src)})`
    case 'menu-guard':
      return `menu items at ${last.route.path}: ${last.items.map((i) => `${i.item.id} ${i.passes ? 'passes' : 'fails'} (${at(i.item.when.src)})`).join(', ')}`
  }
}

/** Which landing branch applied, with where it is written. */
export function landingText(policy: PolicyWithSources, landing: LandingDecision): string {
  const { branch } = landing
  switch (branch.kind) {
    case 'flag-off':
      return `flag ${branch.flag} is off, so the landing is ${landing.path} (${at(policy.landing.flagOff.src)})`
    case 'preferred':
      return `the first shown preferred menu item is ${branch.id}, so the landing is ${landing.path} (${at(policy.landing.src)})`
    case 'top-level':
      return `no preferred item is shown; the first shown top-level item is ${branch.id} at ${landing.path} (${at(policy.landing.src)})`
    case 'fallback':
      return `no menu item is shown, so the landing is the fallback ${landing.path} (${at(policy.landing.src)})`
  }
}

function outcomeText(decision: NavigationDecision): string {
  const { outcome } = decision
  return outcome.result === 'redirect' ? `redirect to ${outcome.to}` : outcome.result
}

function stepLines(policy: PolicyWithSources, facts: Facts, step: NavigationStep): string[] {
  const head = `- ${decidingRule(policy, { path: '', outcome: { result: 'allow' }, steps: [step] })}`
  switch (step.step) {
    case 'check': {
      const check = indexPolicy(policy).checks.get(nameOf(step.condition))
      return check ? [head, ...explainCondition(policy, facts, check.when, '    ')] : [head]
    }
    case 'access':
      return [head, ...explainCondition(policy, facts, step.condition, '    ')]
    case 'menu-guard':
      return [
        `- menu items with exactly this path must pass their own condition (at least one):`,
        ...step.items.flatMap((entry) => [
          `    menu item ${entry.item.id} (${at(entry.item.src)})`,
          ...explainCondition(policy, facts, entry.item.when, '      '),
        ]),
      ]
    default:
      return [head]
  }
}

/** What would open a page the decision refuses, in `policy explain`'s words (undefined when nothing is to change). */
export function changesForNavigation(policy: PolicyWithSources, facts: Facts, decision: NavigationDecision): string[] | undefined {
  const last = decision.steps[decision.steps.length - 1]
  if (!last) return undefined
  switch (last.step) {
    case 'not-found':
      return []
    case 'flag':
      return [`turn flag ${flagName(last.condition)} on`]
    case 'check':
    case 'access':
      return changesFor(policy, facts, last.condition, true)
    case 'permission':
      return [`grant any one of permissions ${permissionNames(last.condition)} (or turn flag ${policy.permissionsEnforcedByFlag} off)`]
    case 'menu-guard': {
      const options = last.items.map((entry) => changesFor(policy, facts, entry.item.when, true)).sort((a, b) => a.length - b.length)
      return options[0] ?? []
    }
    default:
      // `/` and the fallback page redirect by design; there is nothing to change.
      return undefined
  }
}

// The conditions of the compiled visit rules, read back for words: the flag rule
// is `not(flag)`, a check rule names the check, a permission rule is `any` of them.
const nameOf = (condition: Condition): string => ('name' in condition ? condition.name : condition.kind)
const flagName = (condition: Condition): string => nameOf(condition.kind === 'not' ? condition.of : condition)
const permissionNames = (condition: Condition): string => (condition.kind === 'any' ? condition.of.map(nameOf).join(', ') : nameOf(condition))
