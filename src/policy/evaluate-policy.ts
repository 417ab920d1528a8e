import { buildAbility, type PolicyAbility } from './ability.ts'
import type { Facts } from './facts.ts'
import { defaultLanding } from './landing.ts'
import { resolveMenu, type MenuEntry } from './menu.ts'
import type { CompiledPolicy } from './model.ts'
import { navigationOutcome, type NavigationOutcome } from './navigation.ts'

/** Everything the app needs for one user, computed once per set of facts. */
export interface PolicyView {
  readonly facts: Facts
  readonly menu: readonly MenuEntry[]
  readonly landing: string
  readonly ability: PolicyAbility
  outcome(path: string): NavigationOutcome
}

export function evaluatePolicy(policy: CompiledPolicy, facts: Facts): PolicyView {
  const menu = resolveMenu(policy, facts)
  return {
    facts,
    menu,
    landing: defaultLanding(policy, facts, menu),
    ability: buildAbility(policy, facts),
    outcome: (path) => navigationOutcome(policy, facts, path),
  }
}
