import type { ConditionVisitor } from './condition.ts'
import type { LandingDecision } from './landing.ts'
import type { CompiledPolicy, Condition, RecordTest, SourceRef } from './model.ts'
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

  constructor(policy: CompiledPolicy) {
    this.targets = coverageTargets(policy)
  }

  readonly visit: ConditionVisitor = (condition, result) => this.mark(`condition:${condition.id}`, result)

  /** For decideRecord: a record test and its answer. */
  readonly visitTest = (test: RecordTest, passes: boolean): void => this.mark(`record-test:${test.id}`, passes)

  recordNavigation(decision: NavigationDecision): void {
    for (const step of decision.steps) {
      if (step.step === 'flag') this.mark(`route:${step.route.path}:flag`, step.on)
      else if (step.step === 'check') this.mark(`route:${step.route.path}:check`, step.passes)
      else if (step.step === 'permission') this.mark(`route:${step.route.path}:permission`, step.passes)
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

export function coverageTargets(policy: CompiledPolicy): CoverageTarget[] {
  const targets: CoverageTarget[] = []
  const seenChecks = new Set<string>()
  const addCondition = (condition: Condition): void => {
    targets.push({ key: `condition:${condition.id}`, label: describeTarget(condition), src: condition.src, needs: condition.kind === 'always' ? [true] : [true, false] })
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
    const { access } = route
    if (access.kind !== 'rule' || (!access.flag && !access.check && access.permissions.length === 0)) {
      targets.push({ key: `route:${route.path}:open`, label: `route ${route.path} is reached`, src: route.src, needs: [true] })
      continue
    }
    if (access.flag) targets.push({ key: `route:${route.path}:flag`, label: `route ${route.path}: flag ${access.flag.name}`, src: access.flag.src, needs: [true, false] })
    if (access.check) {
      addCheck(access.check.name)
      targets.push({ key: `route:${route.path}:check`, label: `route ${route.path}: check ${access.check.name}`, src: access.check.src, needs: [true, false] })
    } else if (access.permissions.length > 0) {
      const names = access.permissions.map((p) => p.name).join(' | ')
      targets.push({ key: `route:${route.path}:permission`, label: `route ${route.path}: permission ${names}`, src: access.permissions[0]?.src ?? access.src, needs: [true, false] })
    }
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
