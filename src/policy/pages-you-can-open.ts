import { subject } from '@casl/ability'
import type { PolicyAbility } from './ability.ts'
import { matchRoute } from './match-path.ts'
import type { MenuEntry } from './menu.ts'
import type { CompiledPolicy } from './model.ts'

/**
 * Whether the route guard lets this person open `path`, asked of the CASL
 * ability exactly as everything else asks it: `visit Route {path}`. The rules
 * are written per route pattern, so a concrete path (`/analytics/spend`) asks
 * with the pattern of the route it renders (`/analytics/$dashboardId`); that
 * is the same answer as the concrete path's, because entries generated from a
 * list (`each`) carry no condition of their own (scripts/policy/compile-menu-guard.ts).
 */
export function canOpen(policy: CompiledPolicy, ability: PolicyAbility, path: string): boolean {
  const match = matchRoute(policy, path)
  if (!match) return false
  // The untyped ability (src/generated/ability.gen.ts narrows it) takes a plain record.
  return ability.can('visit', subject('Route', { path: match.route.path } as Record<string, unknown>))
}

/**
 * "Pages you can open" on the unauthorized and not-found pages: the resolved
 * menu, in menu order, keeping only the entries whose own route this person
 * may open. The menu can offer an item whose route denies (the spec's
 * menu/route drift that `policy lint` reports); such an item is left out, and
 * its sub-items that do open take its place, so every entry is a working link.
 */
export function pagesYouCanOpen(policy: CompiledPolicy, menu: readonly MenuEntry[], ability: PolicyAbility): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    const children = pagesYouCanOpen(policy, entry.children, ability)
    return canOpen(policy, ability, entry.path) ? [{ ...entry, children }] : children
  })
}
