import { flagOn } from './condition.ts'
import type { Facts } from './facts.ts'
import { resolveMenu, type MenuEntry } from './menu.ts'
import type { CompiledPolicy } from './model.ts'

/** Where a signed-in user lands on `/` (policy/landing.yaml). */
export function defaultLanding(policy: CompiledPolicy, facts: Facts, menu?: readonly MenuEntry[]): string {
  const { landing } = policy
  if (!flagOn(facts, landing.flagOff.flag)) return landing.flagOff.path
  const shown = menu ?? resolveMenu(policy, facts)
  for (const id of landing.preferred) {
    const entry = findEntry(shown, id)
    if (entry) return entry.path
  }
  if (landing.anyTopLevelItem && shown[0]) return shown[0].path
  return landing.fallback
}

function findEntry(entries: readonly MenuEntry[], id: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry
    const inChild = findEntry(entry.children, id)
    if (inChild) return inChild
  }
  return undefined
}
