import type { CompiledMenuItem, Condition, SourceRef } from '../../src/policy/model.ts'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
export type Synthetic = (at: SourceRef, node: DistributiveOmit<Condition, 'id' | 'src'>) => Condition

/** A menu item placed at a path when `at` holds (undefined: always), passing when its own `when` does. */
interface Placement {
  readonly at: Condition | undefined
  readonly passes: Condition
  readonly src: SourceRef
}

/**
 * Navigation step 5 (README, "Navigation outcome") as a condition per route
 * path: when menu items sit at exactly that path for the user's facts, one of
 * them must pass its own condition. Which items sit there can depend on the
 * facts (the variant a parent chooses, and the {base} its children inherit), so
 * "sits there" is itself a condition. Items generated from a list (`each`) have
 * parameters in their paths and no condition of their own, so they never
 * constrain a route path. One walk of the menu serves every path, so compile
 * time stays linear in the size of the policy.
 */
export function menuGuards(menu: readonly CompiledMenuItem[], synthetic: Synthetic): (path: string) => Condition | undefined {
  const placementsByPath = new Map<string, Placement[]>()
  const walk = (items: readonly CompiledMenuItem[], parent: Condition | undefined, base: string | undefined) => {
    for (const item of items) {
      item.variants.forEach((variant, i) => {
        // Variant i is chosen when every earlier variant's condition fails and its own passes.
        const earlier = item.variants.slice(0, i).flatMap((v) => (v.when ? [synthetic(v.src, { kind: 'not', of: v.when })] : []))
        const chosen = and(variant.src, [parent, ...earlier, variant.when], synthetic)
        const itemPath = base === undefined ? variant.path : variant.path.replace('{base}', base)
        if (!item.each) {
          const placement = { at: chosen, passes: item.when, src: item.src }
          const list = placementsByPath.get(itemPath)
          if (list) list.push(placement)
          else placementsByPath.set(itemPath, [placement])
        }
        walk(item.children, chosen, itemPath)
      })
    }
  }
  walk(menu, undefined, undefined)
  return (path) => guardFor(placementsByPath.get(path) ?? [], synthetic)
}

function guardFor(placements: readonly Placement[], synthetic: Synthetic): Condition | undefined {
  const first = placements[0]
  if (!first) return undefined
  const anyPasses = or(
    first.src,
    placements.map((p) => and(p.src, [p.at, p.passes], synthetic) ?? p.passes),
    synthetic,
  )
  const placed = placements.map((p) => p.at)
  // An item that always sits here must pass; otherwise also allow "no item sits here for these facts".
  if (placed.some((at) => at === undefined)) return anyPasses
  const nonePlaced = synthetic(first.src, { kind: 'not', of: or(first.src, placed as Condition[], synthetic) })
  return or(first.src, [anyPasses, nonePlaced], synthetic)
}

function and(src: SourceRef, parts: readonly (Condition | undefined)[], synthetic: Synthetic): Condition | undefined {
  const present = parts.filter((part): part is Condition => part !== undefined)
  if (present.length <= 1) return present[0]
  return synthetic(src, { kind: 'all', of: present })
}

function or(src: SourceRef, parts: readonly Condition[], synthetic: Synthetic): Condition {
  return parts.length === 1 && parts[0] ? parts[0] : synthetic(src, { kind: 'any', of: parts })
}
