import type { ConditionVisitor } from './condition.ts'
import type { LandingDecision } from './landing.ts'
import type { CompiledAbilityRule, PolicyWithSources, Condition, RecordTest, SourceRef } from './model.ts'
import type { NavigationDecision } from './navigation-decision.ts'
import { indexPolicy } from './policy-index.ts'
import { describeTarget, describeTest } from './coverage-labels.ts'

/** Something the tests should see decide each way: a condition node, a route step, a landing branch. */
export interface CoverageTarget {
  readonly key: string
  readonly label: string
  readonly src: SourceRef
  /** The answers it must be seen giving: both for conditions and route steps, `true` (taken) for landing branches and `always`. */
  readonly needs: readonly boolean[]
}

export interface CoverageReport {
  readonly total: number
  readonly covered: number
  /** 0-100, over targets; a target counts as covered when every needed answer was seen. */
  readonly percent: number
  readonly uncovered: readonly { readonly target: CoverageTarget; readonly missing: readonly boolean[] }[]
}

/**
 * Records what table tests exercise. Only conditions that can run are targets:
 * menu conditions, variant conditions and the checks that routes or those
 * conditions name. A check that nothing names (the admin check) is left to lint.
 */
export class CoverageRecorder {
  readonly targets: readonly CoverageTarget[]
  private readonly seen = new Map<string, Set<boolean>>()

  constructor(policy: PolicyWithSources) {
    this.targets = coverageTargets(policy)
  }

  readonly visit: ConditionVisitor = (condition, result) => this.mark(`condition:${condition.id}`, result)

  /** For decideRecord: a record test and its answer. */
  readonly visitTest = (test: RecordTest, passes: boolean): void => this.mark(`record-test:${test.id}`, passes)

  recordNavigation(decision: NavigationDecision): void {
    for (const step of decision.steps) {
      if (step.step === 'flag') this.mark(`route:${step.route.path}:flag`, step.on)
      else if (step.step === 'check' || step.step === 'permission' || step.step === 'access') this.mark(`route:${step.route.path}:${step.step}`, step.passes)
      else if (step.step === 'open') this.mark(`route:${step.route.path}:open`, true)
      else if (step.step === 'root' || step.step === 'fallback') this.recordLanding(step.landing)
    }
  }

  recordLanding(decision: LandingDecision): void {
    const { branch } = decision
    this.mark(branch.kind === 'preferred' ? `landing:preferred:${branch.id}` : `landing:${branch.kind}`, true)
  }

  report(): CoverageReport {
    const uncovered = this.targets
      .map((target) => ({ target, missing: target.needs.filter((answer) => !this.seen.get(target.key)?.has(answer)) }))
      .filter((entry) => entry.missing.length > 0)
    const total = this.targets.length
    const covered = total - uncovered.length
    return { total, covered, percent: total === 0 ? 100 : (covered / total) * 100, uncovered }
  }

  private mark(key: string, answer: boolean): void {
    const answers = this.seen.get(key) ?? new Set<boolean>()
    answers.add(answer)
    this.seen.set(key, answers)
  }
}

export function coverageTargets(policy: PolicyWithSources): CoverageTarget[] {
  const targets: CoverageTarget[] = []
  const seenChecks = new Set<string>()
  const addCondition = (condition: Condition): void => {
    targets.push({
      key: `condition:${condition.id}`,
      label: describeTarget(condition),
      src: condition.src,
      needs: condition.kind === 'always' ? [true] : [true, false],
    })
    if (condition.kind === 'all' || condition.kind === 'any') condition.of.forEach(addCondition)
    if (condition.kind === 'not') addCondition(condition.of)
    if (condition.kind === 'check') addCheck(condition.name)
  }
  const addCheck = (name: string): void => {
    const check = indexPolicy(policy).checks.get(name)
    if (seenChecks.has(name) || !check) return
    seenChecks.add(name)
    addCondition(check.when)
  }
  const addItems = (items: typeof policy.menu): void => {
    for (const item of items) {
      for (const variant of item.variants) if (variant.when) addCondition(variant.when)
      addCondition(item.when)
      addItems(item.children)
    }
  }
  addItems(policy.menu)
  const fallback = policy.constants.fallbackRoute
  for (const route of policy.routes) {
    // `/` and the fallback page never reach the access rule: the landing targets cover them.
    if (route.path === '/' || route.path === fallback) continue
    targets.push(...routeTargets(route.path, indexPolicy(policy).visitRules.get(route.path) ?? [], addCheck, addCondition))
  }
  const { landing } = policy
  targets.push({ key: 'landing:flag-off', label: `landing: flag ${landing.flagOff.flag} off`, src: landing.flagOff.src, needs: [true] })
  for (const id of landing.preferred) targets.push({ key: `landing:preferred:${id}`, label: `landing: preferred item ${id}`, src: landing.src, needs: [true] })
  if (landing.anyTopLevelItem) targets.push({ key: 'landing:top-level', label: 'landing: first shown top-level item', src: landing.src, needs: [true] })
  targets.push({ key: 'landing:fallback', label: `landing: fallback ${landing.fallback}`, src: landing.src, needs: [true] })
  // Record rules: each `when` and each record test, both ways (a rule split into several CASL rules shares them).
  const seenKeys = new Set(targets.map((target) => target.key))
  for (const rule of policy.abilityRules) {
    if (!rule.src || rule.subject === 'Procedure') continue
    const before = targets.length
    addCondition(rule.when)
    for (const test of rule.where ?? []) {
      targets.push({ key: `record-test:${test.id}`, label: `${rule.action} ${rule.subject}: ${describeTest(test)}`, src: test.src, needs: [true, false] })
    }
    const added = targets.splice(before).filter((target) => !seenKeys.has(target.key))
    for (const target of added) seenKeys.add(target.key)
    targets.push(...added)
  }
  return targets
}

/**
 * A route's targets, read from its compiled `visit` rules: the flag rule must be
 * seen both on and off, the access rule both passing and failing (a rule open
 * to everyone only reached). The menu items at the path are menu targets already.
 */
function routeTargets(
  path: string,
  rules: readonly CompiledAbilityRule[],
  addCheck: (name: string) => void,
  addCondition: (condition: Condition) => void,
): CoverageTarget[] {
  const targets: CoverageTarget[] = []
  const flag = rules.find((rule) => rule.inverted && rule.reason !== undefined)
  if (flag) {
    const name = flag.when.kind === 'not' ? describeTarget(flag.when.of) : describeTarget(flag.when)
    targets.push({ key: `route:${path}:flag`, label: `route ${path}: ${name}`, src: flag.when.src, needs: [true, false] })
  }
  const access = rules.find((rule) => !rule.inverted)?.when
  if (!access) return targets
  if (access.kind === 'always') {
    if (!flag) targets.push({ key: `route:${path}:open`, label: `route ${path} is reached`, src: access.src, needs: [true] })
    return targets
  }
  if (access.kind === 'check') {
    addCheck(access.name)
    targets.push({ key: `route:${path}:check`, label: `route ${path}: check ${access.name}`, src: access.src, needs: [true, false] })
  } else if (access.kind === 'any' && access.of.every((part) => part.kind === 'permission')) {
    const names = access.of.map((part) => (part.kind === 'permission' ? part.name : '')).join(' | ')
    targets.push({ key: `route:${path}:permission`, label: `route ${path}: permission ${names}`, src: access.src, needs: [true, false] })
  } else {
    addCondition(access)
    targets.push({ key: `route:${path}:access`, label: `route ${path}: its access rule`, src: access.src, needs: [true, false] })
  }
  return targets
}
