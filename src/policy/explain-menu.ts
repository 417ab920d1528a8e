import { evaluateCondition } from './condition.ts'
import { at, changesFor, explainCondition } from './explain-condition.ts'
import type { Facts } from './facts.ts'
import { chooseVariant, flattenMenu, resolveMenu } from './menu.ts'
import type { CompiledMenuItem, PolicyWithSources } from './model.ts'

/**
 * Why each menu item titled `title` (any variant, case-insensitive) is shown
 * or not: its parents, its own condition with values and file:line, and when
 * hidden what would have to change. Undefined when no item has that title.
 */
export function explainMenuItem(policy: PolicyWithSources, facts: Facts, title: string): string[] | undefined {
  const wanted = title.toLowerCase()
  const shownIds = new Set(flattenMenu(resolveMenu(policy, facts)).map((entry) => entry.id))
  const lines: string[] = []
  const walk = (items: readonly CompiledMenuItem[], ancestors: readonly CompiledMenuItem[]) => {
    for (const item of items) {
      if (item.variants.some((variant) => variant.title.toLowerCase() === wanted))
        lines.push(...explainItem(policy, facts, item, ancestors, shownIds.has(item.id)))
      walk(item.children, [...ancestors, item])
    }
  }
  walk(policy.menu, [])
  return lines.length > 0 ? lines : undefined
}

function explainItem(policy: PolicyWithSources, facts: Facts, item: CompiledMenuItem, ancestors: readonly CompiledMenuItem[], shown: boolean): string[] {
  const variant = chooseVariant(policy, facts, item.variants)
  const lines = [`menu item ${item.id} "${variant.title}" at ${variant.path}: ${shown ? 'shown' : 'not shown'} (${at(item.src)})`]
  if (item.variants.length > 1) {
    lines.push(`- title and path: variant "${variant.title}" applies (${at(variant.src)})`)
    for (const other of item.variants) if (other.when) lines.push(...explainCondition(policy, facts, other.when, '    '))
  }
  for (const parent of ancestors) {
    const passes = evaluateCondition(policy, facts, parent.when)
    lines.push(`- parent ${parent.id} ${passes ? 'passes' : 'fails'} its condition (${at(parent.when.src)})`)
    if (!passes) lines.push(...explainCondition(policy, facts, parent.when, '    '))
  }
  lines.push(`- own condition:`, ...explainCondition(policy, facts, item.when, '    '))
  if (item.each) lines.push(`- one sub-item per entry of institution.${item.each.fact}; the item links to the first entry`)
  if (item.each?.can) lines.push(`- only the entries whose ${item.each.can.record} the person may ${item.each.can.action} (policy/resources/)`)
  if (!shown) {
    const changes = [...ancestors, item].flatMap((entry) => changesFor(policy, facts, entry.when, true))
    const unique = [...new Set(changes)]
    lines.push(
      unique.length > 0
        ? 'To show it, change:'
        : item.each?.can
          ? 'Its conditions pass but it has no entries the person may open.'
          : 'Its conditions pass but it has no entries to link to.',
      ...unique.map((change) => `  - ${change}`),
    )
  }
  return lines
}
