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
  const shows: Shows = visit ? walkShowRule(policy, facts, visit) : askAbility(ability ?? abilityFor(policy, facts))
  // Record rules (an `each` entry's `can`) are always the ability's: a visitor walks show rules only.
  let recordAbility = visit ? undefined : ability
  const mayOpen: MayOpen = (can, entry) => entryMayBeOpened((recordAbility ??= abilityFor(policy, facts)), facts, can, entry)
  return resolveItems(policy, facts, policy.menu, undefined, shows, visit, mayOpen)
}

/** Whether the person may take `can.action` on the record an `each` entry stands for. */
type MayOpen = (can: MenuEachCan, entry: Readonly<Record<string, unknown>>) => boolean

/**
 * The record is built from the entry's fields and the signed-in user's; with
 * no user, a field taken from the user is missing and the rules that compare
 * it fail, as they do for the record rules everywhere else.
 */
function entryMayBeOpened(ability: PolicyAbility, facts: Facts, can: MenuEachCan, entry: Readonly<Record<string, unknown>>): boolean {
  const record: Record<string, unknown> = {}
  for (const [field, from] of Object.entries(can.fields)) {
    record[field] = typeof from === 'string' ? entry[from] : facts.user?.[from.user as keyof typeof facts.user]
  }
  return ability.can(can.action, subject(can.record, record))
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
  mayOpen: MayOpen,
): MenuEntry[] {
  const shown: MenuEntry[] = []
  for (const item of items) {
    if (!shows(item)) continue
    const entry = resolveItem(policy, facts, item, base, shows, visit, mayOpen)
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
  mayOpen: MayOpen,
): MenuEntry | undefined {
  const variant = chooseVariant(policy, facts, item.variants, visit)
  const path = substituteBase(variant.path, base)
  if (item.each) {
    const children = eachEntries(facts, item.each, variant.title, path, mayOpen)
    // An item that links to its first entry cannot be shown without one.
    const first = children[0]
    if (!first) return undefined
    return { id: item.id, title: variant.title, path: first.path, children }
  }
  const children = resolveItems(policy, facts, item.children, path, shows, visit, mayOpen)
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
 * fields are skipped, and so are those whose record `mayOpen` refuses.
 */
export function eachEntries(facts: Facts, each: MenuEach, parentTitle: string, template: string, mayOpen?: MayOpen): MenuEntry[] {
  const list = readFact(facts.institution, each.fact)
  if (!Array.isArray(list)) return []
  return list.flatMap((entry: unknown, index): MenuEntry[] => {
    if (entry === null || typeof entry !== 'object') return []
    const record = entry as Record<string, unknown>
    if (each.can && mayOpen && !mayOpen(each.can, record)) return []
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

/** Every entry of a resolved menu, depth first. */
export function flattenMenu(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenMenu(entry.children)])
}
