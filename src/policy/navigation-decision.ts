import { evaluateCondition, type ConditionVisitor } from './condition.ts'
import type { Facts } from './facts.ts'
import { decideLanding, type LandingDecision } from './landing.ts'
import { matchRoute, normalizePath } from './match-path.ts'
import type { PolicyWithSources, CompiledPolicy } from './model.ts'
import { navigationOutcome, type NavigationOutcome } from './navigation.ts'
import { indexPolicy } from './policy-index.ts'

type RouteOf<P extends CompiledPolicy> = P['routes'][number]
type RuleOf<P extends CompiledPolicy> = P['abilityRules'][number]
type ConditionOf<P extends CompiledPolicy> = RuleOf<P>['when']
type MenuItemOf<P extends CompiledPolicy> = P['menu'][number]

export interface MenuItemAtPath<P extends CompiledPolicy = PolicyWithSources> {
  readonly item: MenuItemOf<P>
  /** Whether the item's own condition passes (its parent's is not consulted). */
  readonly passes: boolean
}

/**
 * One compiled `visit Route` rule that was evaluated, with what it found, in
 * the order the rules win: the route's flag, its access rule, the menu items
 * at its path. The last step of a decision is the one that decided; `explain`
 * prints them all and the coverage report counts both answers of each.
 * `condition` is the rule's condition that decided the step.
 */
export type NavigationStep<P extends CompiledPolicy = PolicyWithSources> =
  | { readonly step: 'root'; readonly landing: LandingDecision }
  | { readonly step: 'fallback'; readonly landing: LandingDecision }
  | { readonly step: 'not-found' }
  | { readonly step: 'flag'; readonly route: RouteOf<P>; readonly condition: ConditionOf<P>; readonly on: boolean; readonly redirect: string }
  | { readonly step: 'check'; readonly route: RouteOf<P>; readonly condition: ConditionOf<P>; readonly passes: boolean }
  | { readonly step: 'permission'; readonly route: RouteOf<P>; readonly condition: ConditionOf<P>; readonly held: readonly string[]; readonly passes: boolean }
  | { readonly step: 'open'; readonly route: RouteOf<P>; readonly condition: ConditionOf<P> }
  | { readonly step: 'access'; readonly route: RouteOf<P>; readonly condition: ConditionOf<P>; readonly passes: boolean }
  | { readonly step: 'menu-guard'; readonly route: RouteOf<P>; readonly items: readonly MenuItemAtPath<P>[]; readonly passes: boolean }

export interface NavigationDecision<P extends CompiledPolicy = PolicyWithSources> {
  /** The normalised path. */
  readonly path: string
  /** Asked of the CASL ability (navigationOutcome), like the app does. */
  readonly outcome: NavigationOutcome
  readonly steps: readonly NavigationStep<P>[]
}

/**
 * The navigation outcome with the steps that explain it, for explain, lint and
 * the coverage report. The outcome is the ability's answer; the steps walk the
 * same compiled rules' `when` trees, with the visitor, to say which condition
 * decided.
 */
export function decideNavigation<P extends CompiledPolicy>(policy: P, facts: Facts, rawPath: string, visit?: ConditionVisitor): NavigationDecision<P> {
  const path = normalizePath(rawPath)
  const outcome = navigationOutcome(policy, facts, path)
  if (path === '/') return { path, outcome, steps: [{ step: 'root', landing: decideLanding(policy, facts) }] }
  if (path === policy.constants.fallbackRoute) return { path, outcome, steps: [{ step: 'fallback', landing: decideLanding(policy, facts) }] }
  const match = matchRoute(policy, path)
  if (!match) return { path, outcome, steps: [{ step: 'not-found' }] }
  return { path, outcome, steps: routeSteps(policy, facts, match.route, visit) }
}

/** The route's compiled `visit` rules walked in the order they win, up to the one that decides. */
export function routeSteps<P extends CompiledPolicy>(policy: P, facts: Facts, route: RouteOf<P>, visit?: ConditionVisitor): NavigationStep<P>[] {
  const rules: readonly RuleOf<P>[] = indexPolicy(policy).visitRules.get(route.path) ?? []
  const steps: NavigationStep<P>[] = []
  const flag = rules.find((rule) => rule.inverted && rule.reason !== undefined)
  if (flag) {
    const off = evaluateCondition(policy, facts, flag.when, visit)
    steps.push({ step: 'flag', route, condition: flag.when, on: !off, redirect: flag.reason ?? '/' })
    if (off) return steps
  }
  const access = rules.find((rule) => !rule.inverted)
  if (!access) return steps
  const passes = evaluateCondition(policy, facts, access.when, visit)
  steps.push(accessStep(policy, facts, route, access.when, passes))
  if (!passes) return steps
  const guard = rules.find((rule) => rule.inverted && rule.reason === undefined)
  if (guard) {
    const results = new Map<number, boolean>()
    const denies = evaluateCondition(policy, facts, guard.when, (node, result) => {
      results.set(node.id, result)
      visit?.(node, result)
    })
    const items = menuItems(policy).flatMap((item) => {
      const result = results.get(item.when.id)
      return result === undefined ? [] : [{ item, passes: result }]
    })
    // No item sits at this path for these facts: the guard had nothing to say.
    if (items.length > 0 || denies) steps.push({ step: 'menu-guard', route, items, passes: !denies })
  }
  return steps
}

function accessStep<P extends CompiledPolicy>(policy: P, facts: Facts, route: RouteOf<P>, condition: ConditionOf<P>, passes: boolean): NavigationStep<P> {
  if (condition.kind === 'check') return { step: 'check', route, condition, passes }
  if (condition.kind === 'always') return { step: 'open', route, condition }
  if (condition.kind === 'any' && condition.of.every((part) => part.kind === 'permission')) {
    const held = condition.of.flatMap((part) => (part.kind === 'permission' && evaluateCondition(policy, facts, part) ? [part.name] : []))
    return { step: 'permission', route, condition, held, passes }
  }
  return { step: 'access', route, condition, passes }
}

function menuItems<P extends CompiledPolicy>(policy: P): MenuItemOf<P>[] {
  return [...indexPolicy(policy).menuById.values()]
}

/** The outcome the steps of a route imply; equal to the ability's answer (the property tests check it). */
export function outcomeOfSteps(steps: readonly NavigationStep<CompiledPolicy>[]): NavigationOutcome {
  for (const step of steps) {
    if (step.step === 'flag' && !step.on) return { result: 'redirect', to: step.redirect }
    if ((step.step === 'check' || step.step === 'permission' || step.step === 'access' || step.step === 'menu-guard') && !step.passes)
      return { result: 'unauthorized' }
  }
  return { result: 'allow' }
}

/** Steps 3 and 4 alone (the route's flag and access rule, not the menu items at its path). */
export function routeAccess(policy: CompiledPolicy, facts: Facts, route: RouteOf<CompiledPolicy>, visit?: ConditionVisitor): NavigationOutcome {
  return outcomeOfSteps(routeSteps(policy, facts, route, visit).filter((step) => step.step !== 'menu-guard'))
}
