import { checkPasses, flagOn, holdsPermission, type ConditionVisitor } from './condition.ts'
import type { Facts } from './facts.ts'
import { defaultLanding } from './landing.ts'
import { matchRoute, normalizePath } from './match-path.ts'
import { menuItemsAtPath } from './menu-items-at-path.ts'
import type { CompiledPolicy, CompiledRoute } from './model.ts'

export type NavigationOutcome =
  | { readonly result: 'allow' }
  | { readonly result: 'redirect'; readonly to: string }
  | { readonly result: 'unauthorized' }
  | { readonly result: 'not-found' }

/**
 * What happens when a signed-in user goes to `path`. The steps run in this
 * order (issue 3, "Navigation outcome"); each may decide.
 */
export function navigationOutcome(
  policy: CompiledPolicy,
  facts: Facts,
  rawPath: string,
  visit?: ConditionVisitor,
): NavigationOutcome {
  const path = normalizePath(rawPath)
  const fallback = policy.constants.fallbackRoute
  // 1. The root and the fallback page lead to the landing (the fallback stays when it is the landing).
  if (path === '/') return { result: 'redirect', to: defaultLanding(policy, facts) }
  if (path === fallback) {
    const landing = defaultLanding(policy, facts)
    return landing === fallback ? { result: 'allow' } : { result: 'redirect', to: landing }
  }
  // 2. Unknown paths.
  const match = matchRoute(policy, path)
  if (!match) return { result: 'not-found' }
  // 3. Feature flag, then 4. the access rule.
  const access = routeAccess(policy, facts, match.route, visit)
  if (access.result !== 'allow') return access
  // 5. A menu item at exactly this path must pass its own condition.
  const items = menuItemsAtPath(policy, facts, path, visit)
  if (items.length > 0 && !items.some((item) => item.passes)) return { result: 'unauthorized' }
  return { result: 'allow' }
}

/** Steps 3 and 4 for one route, independent of the concrete path. */
export function routeAccess(
  policy: CompiledPolicy,
  facts: Facts,
  route: CompiledRoute,
  visit?: ConditionVisitor,
): NavigationOutcome {
  const { access } = route
  if (access.kind !== 'rule') return { result: 'allow' }
  if (access.flag && !flagOn(facts, access.flag.name)) {
    return { result: 'redirect', to: access.flag.redirect }
  }
  // A custom check alone decides; the permission is then ignored (spec section 6).
  if (access.check) {
    return checkPasses(policy, facts, access.check.name, visit) ? { result: 'allow' } : { result: 'unauthorized' }
  }
  if (access.permissions.length === 0) return { result: 'allow' }
  const holds = access.permissions.some((permission) => holdsPermission(policy, facts, permission.name))
  return holds ? { result: 'allow' } : { result: 'unauthorized' }
}

