import type { ConditionVisitor } from './condition.ts'
import type { Facts } from './facts.ts'
import type { CompiledPolicy } from './model.ts'
import { decideNavigation, type NavigationOutcome } from './navigation-decision.ts'

export { routeAccess, type NavigationOutcome } from './navigation-decision.ts'

/** What happens when a signed-in user goes to `path` (issue 3, "Navigation outcome"). */
export function navigationOutcome(policy: CompiledPolicy, facts: Facts, rawPath: string, visit?: ConditionVisitor): NavigationOutcome {
  return decideNavigation(policy, facts, rawPath, visit).outcome
}
