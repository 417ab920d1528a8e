import { subject } from '@casl/ability'
import { abilityFor, type PolicyAbility } from './ability.ts'
import type { Facts } from './facts.ts'
import { memoByFacts } from './facts-memo.ts'
import { decideLanding } from './landing.ts'
import { matchRoute, normalizePath } from './match-path.ts'
import type { CompiledPolicy } from './model.ts'

export type NavigationOutcome =
  { readonly result: 'allow' } | { readonly result: 'redirect'; readonly to: string } | { readonly result: 'unauthorized' } | { readonly result: 'not-found' }

const allow: NavigationOutcome = { result: 'allow' }
const unauthorized: NavigationOutcome = { result: 'unauthorized' }

export interface NavigationContext {
  /** The user's ability; built from the facts (once per facts object) when absent. */
  readonly ability?: PolicyAbility
  /** Where `/` leads; decided from the facts when absent. */
  readonly landing?: string
}

/**
 * What happens when a signed-in user goes to `path` (issue 3, "Navigation
 * outcome"), in this order:
 *   1. the root and the fallback page lead to the landing (the fallback stays
 *      when it is the landing);
 *   2. a path that matches no route is not found;
 *   3. otherwise the CASL ability decides: `visit Route {path}` (see routeOutcome).
 */
export function navigationOutcome(policy: CompiledPolicy, facts: Facts, rawPath: string, context: NavigationContext = {}): NavigationOutcome {
  const path = normalizePath(rawPath)
  const fallback = policy.constants.fallbackRoute
  if (path === '/' || path === fallback) {
    const landing = context.landing ?? memoByFacts(policy, facts, 'landing', () => decideLanding(policy, facts).path)
    return path === fallback && landing === fallback ? allow : { result: 'redirect', to: landing }
  }
  const match = matchRoute(policy, path)
  if (!match) return { result: 'not-found' }
  return routeOutcome(context.ability ?? abilityFor(policy, facts), match.route.path)
}

/**
 * The one question for a route: may the user `visit` it? When not, the rule that
 * denied says where to go instead (its `reason`: the route's flag is off), or
 * nothing (the unauthorized page). The compiler writes those rules
 * (scripts/policy/compile.ts, visitRules).
 */
export function routeOutcome(ability: PolicyAbility, routePath: string): NavigationOutcome {
  const route = subject('Route', { path: routePath } as Record<string, unknown>)
  if (ability.can('visit', route)) return allow
  const to = ability.relevantRuleFor('visit', route)?.reason
  return to === undefined ? unauthorized : { result: 'redirect', to }
}
