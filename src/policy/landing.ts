import { flagOn } from './condition.ts'
import type { Facts } from './facts.ts'
import { resolveMenu, type MenuEntry } from './menu.ts'
import type { CompiledPolicy } from './model.ts'

/** Which branch of policy/landing.yaml decided; `explain` and the coverage report name it. */
export type LandingBranch =
  | { readonly kind: 'flag-off'; readonly flag: string }
  | { readonly kind: 'preferred'; readonly id: string }
  | { readonly kind: 'top-level'; readonly id: string }
  | { readonly kind: 'fallback' }

export interface LandingDecision {
  readonly path: string
  readonly branch: LandingBranch
}

/** Where a signed-in user lands on `/` (policy/landing.yaml). */
export function defaultLanding(policy: CompiledPolicy, facts: Facts, menu?: readonly MenuEntry[]): string {
  return decideLanding(policy, facts, menu).path
}

/** The landing and the branch of the rule that chose it, tried in the order landing.yaml lists them. */
export function decideLanding(policy: CompiledPolicy, facts: Facts, menu?: readonly MenuEntry[]): LandingDecision {
  const { landing } = policy
  if (!flagOn(facts, landing.flagOff.flag)) {
    return { path: landing.flagOff.path, branch: { kind: 'flag-off', flag: landing.flagOff.flag } }
  }
  const shown = menu ?? resolveMenu(policy, facts)
  for (const id of landing.preferred) {
    const entry = findEntry(shown, id)
    if (entry) return { path: entry.path, branch: { kind: 'preferred', id } }
  }
  const first = shown[0]
  if (landing.anyTopLevelItem && first) return { path: first.path, branch: { kind: 'top-level', id: first.id } }
  return { path: landing.fallback, branch: { kind: 'fallback' } }
}

function findEntry(entries: readonly MenuEntry[], id: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry
    const inChild = findEntry(entry.children, id)
    if (inChild) return inChild
  }
  return undefined
}
