import { abilityFor, type PolicyAbility } from './ability.ts'
import type { Facts } from './facts.ts'
import { defaultLanding } from './landing.ts'
import { resolveMenu, type MenuEntry } from './menu.ts'
import type { CompiledPolicy } from './model.ts'
import { navigationOutcome, type NavigationOutcome } from './navigation.ts'

/** Everything the app needs for one user, computed once per set of facts; every answer comes from the CASL ability. */
export interface PolicyView {
  readonly facts: Facts
  readonly menu: readonly MenuEntry[]
  readonly landing: string
  readonly ability: PolicyAbility
  outcome(path: string): NavigationOutcome
}

export function evaluatePolicy(policy: CompiledPolicy, facts: Facts): PolicyView {
  const ability = abilityFor(policy, facts)
  const menu = resolveMenu(policy, facts, undefined, ability)
  const landing = defaultLanding(policy, facts, menu)
  return {
    facts,
    menu,
    landing,
    ability,
    outcome: (path) => navigationOutcome(policy, facts, path, { ability, landing }),
  }
}
