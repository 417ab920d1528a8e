import { evaluateCondition, type ConditionVisitor } from './condition.ts'
import type { Facts } from './facts.ts'
import { chooseVariant, eachEntries, substituteBase } from './menu.ts'
import type { CompiledMenuItem, CompiledPolicy } from './model.ts'

export interface MenuItemAtPath {
  readonly item: CompiledMenuItem
  /** Whether the item's own condition passes (its parent's is not consulted). */
  readonly passes: boolean
}

/**
 * Every menu item whose path, as defined for these facts, is exactly `path`,
 * shown or not. Entries generated from a list (`each`) have no condition of
 * their own, so they always pass.
 */
export function menuItemsAtPath(
  policy: CompiledPolicy,
  facts: Facts,
  path: string,
  visit?: ConditionVisitor,
): MenuItemAtPath[] {
  const found: MenuItemAtPath[] = []
  const walk = (items: readonly CompiledMenuItem[], base: string | undefined) => {
    for (const item of items) {
      const variant = chooseVariant(policy, facts, item.variants, visit)
      const itemPath = substituteBase(variant.path, base)
      if (item.each) {
        const entryPaths = eachEntries(facts, item.each, variant.title, itemPath).map((entry) => entry.path)
        if (entryPaths[0] === path) found.push({ item, passes: evaluateCondition(policy, facts, item.when, visit) })
        if (entryPaths.includes(path)) found.push({ item, passes: true })
      } else if (itemPath === path) {
        found.push({ item, passes: evaluateCondition(policy, facts, item.when, visit) })
      }
      walk(item.children, itemPath)
    }
  }
  walk(policy.menu, undefined)
  return found
}
