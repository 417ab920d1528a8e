// The policy runtime: pure functions from a compiled policy and a user's facts
// to answers. The browser, the server and the policy CLI all use these.
export type { Facts } from './facts.ts'
export { readFact } from './facts.ts'
export type * from './model.ts'
export { checkPasses, evaluateCondition, flagOn, holdsPermission, type ConditionVisitor } from './condition.ts'
export { resolveMenu, flattenMenu, type MenuEntry } from './menu.ts'
export { defaultLanding } from './landing.ts'
export { matchRoute, normalizePath, type RouteMatch } from './match-path.ts'
export { navigationOutcome, routeAccess, type NavigationOutcome } from './navigation.ts'
export { menuItemsAtPath } from './menu-items-at-path.ts'
export { buildAbility, type PolicyAbility } from './ability.ts'
export { evaluatePolicy, type PolicyView } from './evaluate-policy.ts'
