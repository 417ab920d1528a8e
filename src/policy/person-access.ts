import { buildAbility } from './ability.ts'
import type { Facts } from './facts.ts'
import { flattenMenu, resolveMenu, type MenuEntry } from './menu.ts'
import type { PolicyWithSources } from './model.ts'
import { canOpen } from './pages-you-can-open.ts'
import { recordScope } from './record-scope.ts'
import { recordScopeText } from './record-scope-text.ts'

/**
 * Everything one person's facts give them (issue 58's access review): every
 * page they can open (each route of policy/routes.yaml the route guard lets
 * them visit), every menu item they see, and every record action with its
 * scope in words. Asked of the same ability and record scopes as the app,
 * the Staff page's preview and `policy explain`.
 */
export interface PersonAccess {
  readonly pages: readonly AccessPage[]
  readonly menu: readonly AccessMenuItem[]
  readonly actions: readonly AccessAction[]
}

export interface AccessPage {
  /** The route's path pattern: `/analytics/$dashboardId`. */
  readonly path: string
  /** The menu's title for the path when an item leads there, else null. */
  readonly title: string | null
}

export interface AccessMenuItem {
  readonly id: string
  readonly title: string
  readonly path: string
}

export interface AccessAction {
  /** `approve Request`. */
  readonly key: string
  /** The action's description, as the start of a sentence: "Approve someone else's pending request". */
  readonly label: string
  /** "on requests of their institution that are pending and not their own", or "always". */
  readonly scope: string
}

export function personAccess(policy: PolicyWithSources, facts: Facts): PersonAccess {
  const ability = buildAbility(policy, facts)
  const menu = flattenMenu(resolveMenu(policy, facts, undefined, ability))
  const titleOf = (path: string) => menu.findLast((entry: MenuEntry) => entry.path === path)?.title ?? null
  const pages = policy.routes
    .filter((route) => route.aliasOf === undefined && route.access.kind !== 'public' && !leadsToLanding(policy, route.path))
    .filter((route) => canOpen(policy, ability, route.path))
    .map((route): AccessPage => ({ path: route.path, title: titleOf(route.path) }))
  const actions = policy.records.flatMap((type) =>
    type.actions.flatMap((action): AccessAction[] => {
      const scope = recordScope(policy, facts, action.name, type.name)
      if (scope.kind === 'never') return []
      const label = action.description.replace(/\.\s*$/, '') || `${action.name} ${type.name}`
      return [{ key: `${action.name} ${type.name}`, label, scope: recordScopeText(policy, type.name, scope) }]
    }),
  )
  return { pages, menu: menu.map(({ id, title, path }) => ({ id, title, path })), actions }
}

/** `/` and the fallback page lead to the person's landing: they are where everyone starts, not access anyone holds. */
function leadsToLanding(policy: PolicyWithSources, path: string): boolean {
  return path === '/' || path === policy.constants.fallbackRoute
}
