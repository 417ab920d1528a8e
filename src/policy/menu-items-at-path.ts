import { evaluateCondition, type ConditionVisitor } from './condition.ts'
import type { Facts } from './facts.ts'
import { chooseVariant, eachEntries, substituteBase } from './menu.ts'
import { memoByFacts } from './facts-memo.ts'
import type { CompiledMenuItem, CompiledPolicy } from './model.ts'

export interface MenuItemAtPath {
  readonly item: CompiledMenuItem
  /** Whether the item's own condition passes (its parent's is not consulted). */
  readonly passes: boolean
}

/**
 * Every menu item whose path, as defined for these facts, is exactly `path`,
 * shown or not. Entries generated from a list (`each`) have no condition of
 * their own, so they always pass. Without a visitor the answer for every path
 * comes from one walk of the menu per set of facts (navigation asks for each
 * path in turn); with one, the walk is repeated so the visitor sees it.
 */
export function menuItemsAtPath(
  policy: CompiledPolicy,
  facts: Facts,
  path: string,
  visit?: ConditionVisitor,
): MenuItemAtPath[] {
  if (visit) return walkMenu(policy, facts, visit, (candidate) => candidate === path).get(path) ?? []
  const table = memoByFacts(policy, facts, 'menuItemsAtPath', () => walkMenu(policy, facts, undefined, () => true))
  return table.get(path) ?? []
}

/** The menu items at each path that `wanted` accepts, in menu order. */
function walkMenu(
  policy: CompiledPolicy,
  facts: Facts,
  visit: ConditionVisitor | undefined,
  wanted: (path: string) => boolean,
): Map<string, MenuItemAtPath[]> {
  const found = new Map<string, MenuItemAtPath[]>()
  const add = (path: string, entry: MenuItemAtPath) => {
    const list = found.get(path)
    if (list) list.push(entry)
    else found.set(path, [entry])
  }
  const walk = (items: readonly CompiledMenuItem[], base: string | undefined) => {
    for (const item of items) {
      const variant = chooseVariant(policy, facts, item.variants, visit)
      const itemPath = substituteBase(variant.path, base)
      if (item.each) {
        const entryPaths = eachEntries(facts, item.each, variant.title, itemPath).map((entry) => entry.path)
        const first = entryPaths[0]
        if (first !== undefined && wanted(first)) add(first, { item, passes: evaluateCondition(policy, facts, item.when, visit) })
        for (const entryPath of new Set(entryPaths)) if (wanted(entryPath)) add(entryPath, { item, passes: true })
      } else if (wanted(itemPath)) {
        add(itemPath, { item, passes: evaluateCondition(policy, facts, item.when, visit) })
      }
      walk(item.children, itemPath)
    }
  }
  walk(policy.menu, undefined)
  return found
}
