import { checkPasses, flagOn, holdsPermission, type ConditionVisitor } from './condition.ts'
import type { Facts } from './facts.ts'
import { memoByFacts } from './facts-memo.ts'
import { decideLanding, type LandingDecision } from './landing.ts'
import { matchRoute, normalizePath } from './match-path.ts'
import { menuItemsAtPath, type MenuItemAtPath } from './menu-items-at-path.ts'
import type { CompiledPolicy, CompiledRoute } from './model.ts'

export type NavigationOutcome =
  | { readonly result: 'allow' }
  | { readonly result: 'redirect'; readonly to: string }
  | { readonly result: 'unauthorized' }
  | { readonly result: 'not-found' }

/**
 * One step of the navigation rule that was taken, with what it found. The
 * last step of a decision is the one that decided; `explain` prints them all
 * and the coverage report counts both answers of every route step.
 */
export type NavigationStep =
  | { readonly step: 'root'; readonly landing: LandingDecision }
  | { readonly step: 'fallback'; readonly landing: LandingDecision }
  | { readonly step: 'not-found' }
  | { readonly step: 'flag'; readonly route: CompiledRoute; readonly on: boolean; readonly redirect: string }
  | { readonly step: 'check'; readonly route: CompiledRoute; readonly passes: boolean }
  | { readonly step: 'permission'; readonly route: CompiledRoute; readonly held: readonly string[]; readonly passes: boolean }
  | { readonly step: 'open'; readonly route: CompiledRoute }
  | { readonly step: 'menu-guard'; readonly route: CompiledRoute; readonly items: readonly MenuItemAtPath[]; readonly passes: boolean }

export interface NavigationDecision {
  /** The normalised path. */
  readonly path: string
  readonly outcome: NavigationOutcome
  readonly steps: readonly NavigationStep[]
}

const allow: NavigationOutcome = { result: 'allow' }
const unauthorized: NavigationOutcome = { result: 'unauthorized' }

/**
 * What happens when a signed-in user goes to `path`, with the steps that led
 * there. The steps run in this order (issue 3, "Navigation outcome"); each may decide.
 */
export function decideNavigation(policy: CompiledPolicy, facts: Facts, rawPath: string, visit?: ConditionVisitor): NavigationDecision {
  const path = normalizePath(rawPath)
  const fallback = policy.constants.fallbackRoute
  const done = (outcome: NavigationOutcome, steps: NavigationStep[]): NavigationDecision => ({ path, outcome, steps })
  // 1. The root and the fallback page lead to the landing (the fallback stays when it is the landing).
  // The landing takes no visitor, so it can be shared by every path of these facts.
  const landingOf = () => memoByFacts(policy, facts, 'landing', () => decideLanding(policy, facts))
  if (path === '/') {
    const landing = landingOf()
    return done({ result: 'redirect', to: landing.path }, [{ step: 'root', landing }])
  }
  if (path === fallback) {
    const landing = landingOf()
    const outcome: NavigationOutcome = landing.path === fallback ? allow : { result: 'redirect', to: landing.path }
    return done(outcome, [{ step: 'fallback', landing }])
  }
  // 2. Unknown paths.
  const match = matchRoute(policy, path)
  if (!match) return done({ result: 'not-found' }, [{ step: 'not-found' }])
  // 3. Feature flag, then 4. the access rule.
  const steps = routeSteps(policy, facts, match.route, visit)
  const access = outcomeOfRouteSteps(steps)
  if (access.result !== 'allow') return done(access, steps)
  // 5. A menu item at exactly this path must pass its own condition.
  const items = menuItemsAtPath(policy, facts, path, visit)
  if (items.length === 0) return done(allow, steps)
  const passes = items.some((item) => item.passes)
  return done(passes ? allow : unauthorized, [...steps, { step: 'menu-guard', route: match.route, items, passes }])
}

/** Steps 3 and 4 for one route, independent of the concrete path. */
export function routeSteps(policy: CompiledPolicy, facts: Facts, route: CompiledRoute, visit?: ConditionVisitor): NavigationStep[] {
  const { access } = route
  if (access.kind !== 'rule') return [{ step: 'open', route }]
  const steps: NavigationStep[] = []
  if (access.flag) {
    const on = flagOn(facts, access.flag.name)
    steps.push({ step: 'flag', route, on, redirect: access.flag.redirect })
    if (!on) return steps
  }
  // A custom check alone decides; the permission is then ignored (spec section 6).
  if (access.check) {
    steps.push({ step: 'check', route, passes: checkPasses(policy, facts, access.check.name, visit) })
    return steps
  }
  if (access.permissions.length === 0) return [...steps, { step: 'open', route }]
  const held = access.permissions.filter((permission) => holdsPermission(policy, facts, permission.name)).map((p) => p.name)
  steps.push({ step: 'permission', route, held, passes: held.length > 0 })
  return steps
}

function outcomeOfRouteSteps(steps: readonly NavigationStep[]): NavigationOutcome {
  const last = steps[steps.length - 1]
  if (!last) return allow
  switch (last.step) {
    case 'flag':
      return last.on ? allow : { result: 'redirect', to: last.redirect }
    case 'check':
    case 'permission':
      return last.passes ? allow : unauthorized
    default:
      return allow
  }
}

/** Steps 3 and 4 as an outcome. */
export function routeAccess(policy: CompiledPolicy, facts: Facts, route: CompiledRoute, visit?: ConditionVisitor): NavigationOutcome {
  return outcomeOfRouteSteps(routeSteps(policy, facts, route, visit))
}
