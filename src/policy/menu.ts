import { subject } from '@casl/ability'
import { abilityFor, type PolicyAbility } from './ability.ts'
import { evaluateCondition, type ConditionVisitor } from './condition.ts'
import { readFact, type Facts } from './facts.ts'
import type { MenuEach, MenuEachCan, RuntimeMenuItem, CompiledPolicy } from './model.ts'
import { indexPolicy } from './policy-index.ts'

/** A menu item as shown to one user. */
export interface MenuEntry {
  readonly id: string
  readonly title: string
  readonly path: string
  readonly children: readonly MenuEntry[]
}

/** Whether an item is shown: `show MenuItem {id}` (its own condition and every ancestor's). */
type Shows = (item: RuntimeMenuItem) => boolean

/**
 * The menu for these facts: the items the CASL ability may `show`, with the
 * title and path their variants choose. With a visitor (explain, coverage) the
 * same compiled `show` rules are evaluated node by node, so the visitor sees
 * which condition decided.
 */
export function resolveMenu(policy: CompiledPolicy, facts: Facts, visit?: ConditionVisitor, ability?: PolicyAbility): MenuEntry[] {
  // Record rules (an `each` entry's `can`) are always the ability's: a visitor walks show rules only.
  const able = ability ?? abilityFor(policy, facts)
  const shows: Shows = visit ? walkShowRule(policy, facts, visit) : askAbility(able)
  return resolveItems(policy, facts, policy.menu, undefined, shows, visit, able)
}

const askAbility =
  (ability: PolicyAbility): Shows =>
  (item) =>
    ability.can('show', subject('MenuItem', { id: item.id } as Record<string, unknown>))

function walkShowRule(policy: CompiledPolicy, facts: Facts, visit: ConditionVisitor): Shows {
  return (item) => {
    const rule = indexPolicy(policy).showRules.get(item.id)
    return rule !== undefined && evaluateCondition(policy, facts, rule.when, visit)
  }
}

function resolveItems(
  policy: CompiledPolicy,
  facts: Facts,
  items: readonly RuntimeMenuItem[],
  base: string | undefined,
  shows: Shows,
  visit: ConditionVisitor | undefined,
  able: PolicyAbility,
): MenuEntry[] {
  const shown: MenuEntry[] = []
  for (const item of items) {
    if (!shows(item)) continue
    const entry = resolveItem(policy, facts, item, base, shows, visit, able)
    if (entry) shown.push(entry)
  }
  return shown
}

function resolveItem(
  policy: CompiledPolicy,
  facts: Facts,
  item: RuntimeMenuItem,
  base: string | undefined,
  shows: Shows,
  visit: ConditionVisitor | undefined,
  able: PolicyAbility,
): MenuEntry | undefined {
  const variant = chooseVariant(policy, facts, item.variants, visit)
  const path = substituteBase(variant.path, base)
  if (item.each) {
    const children = eachEntries(facts, item.each, variant.title, path, able)
    // An item that links to its first entry cannot be shown without one.
    const first = children[0]
    if (!first) return undefined
    return { id: item.id, title: variant.title, path: first.path, children }
  }
  const children = resolveItems(policy, facts, item.children, path, shows, visit, able)
  return { id: item.id, title: variant.title, path, children }
}

/** The first variant whose condition passes; the compiler guarantees the last one has none. */
export function chooseVariant<V extends RuntimeMenuItem['variants'][number]>(
  policy: CompiledPolicy,
  facts: Facts,
  variants: readonly V[],
  visit?: ConditionVisitor,
): V {
  for (const variant of variants) {
    if (!variant.when || evaluateCondition(policy, facts, variant.when, visit)) return variant
  }
  throw new Error('Menu item without a default variant')
}

export function substituteBase(path: string, base: string | undefined): string {
  return base === undefined ? path : path.replace('{base}', base)
}

/**
 * One entry per element of the item's list fact; elements without the named
 * fields are skipped, and so are those whose record (`each.can`) `able` refuses.
 */
export function eachEntries(facts: Facts, each: MenuEach, parentTitle: string, template: string, able?: PolicyAbility): MenuEntry[] {
  const can = each.can
  const list = readFact(facts.institution, each.fact)
  if (!Array.isArray(list)) return []
  return list.flatMap((entry: unknown, index): MenuEntry[] => {
    if (entry === null || typeof entry !== 'object') return []
    const record = entry as Record<string, unknown>
    if (can && able && !able.can(can.action, subject(can.record, entryRecord(can, record, facts)))) return []
    let path = template
    for (const [param, field] of Object.entries(each.params)) {
      const value = record[field]
      if (typeof value !== 'string' && typeof value !== 'number') return []
      path = path.replace(`$${param}`, encodeURIComponent(String(value)))
    }
    const title = record[each.title]
    return [{ id: `${each.fact}[${index}]`, title: typeof title === 'string' ? title : parentTitle, path, children: [] }]
  })
}

/**
 * The record an entry stands for: fields from the entry, or from the signed-in
 * user; with no user such a field is missing, and the rules comparing it fail
 * as record rules do everywhere else.
 */
function entryRecord(can: MenuEachCan, entry: Readonly<Record<string, unknown>>, facts: Facts): Record<string, unknown> {
  const record: Record<string, unknown> = {}
  for (const [field, from] of Object.entries(can.fields)) record[field] = typeof from === 'string' ? entry[from] : facts.user?.[from.user as 'id']
  return record
}

/** Every entry of a resolved menu, depth first. */
export function flattenMenu(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenMenu(entry.children)])
}
