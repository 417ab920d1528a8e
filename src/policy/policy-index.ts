import type { CompiledPolicy } from './model.ts'

type CheckOf<P extends CompiledPolicy> = P['checks'][number]
type ListOf<P extends CompiledPolicy> = P['lists'][number]
type RouteOf<P extends CompiledPolicy> = P['routes'][number]
type MenuItemOf<P extends CompiledPolicy> = P['menu'][number]

/**
 * Lookup tables over a compiled policy, built once per policy object. Typed by
 * the policy given, so the tools get entries with their sources back.
 */
export interface PolicyIndex<P extends CompiledPolicy = CompiledPolicy> {
  readonly checks: ReadonlyMap<string, CheckOf<P>>
  readonly lists: ReadonlyMap<string, ReadonlySet<string>>
  readonly listEntries: ReadonlyMap<string, ListOf<P>>
  readonly routesByPath: ReadonlyMap<string, RouteOf<P>>
  readonly menuById: ReadonlyMap<string, MenuItemOf<P>>
  /** Every route with its path split into segments, for matching concrete paths. */
  readonly routePatterns: readonly { readonly route: RouteOf<P>; readonly parts: readonly string[] }[]
  /** Routes (and aliases) without path parameters, by path. */
  readonly staticRoutesByPath: ReadonlyMap<string, RouteOf<P>>
  /** The `visit Route` rules of each route path, in policy order. */
  readonly visitRules: ReadonlyMap<string, readonly P['abilityRules'][number][]>
  /** The `show MenuItem` rule of each menu item id. */
  readonly showRules: ReadonlyMap<string, P['abilityRules'][number]>
}

const cache = new WeakMap<CompiledPolicy, PolicyIndex>()

export function indexPolicy<P extends CompiledPolicy>(policy: P): PolicyIndex<P> {
  const cached = cache.get(policy)
  if (cached) return cached as PolicyIndex<P>
  const menuById = new Map<string, MenuItemOf<P>>()
  const visit = (items: readonly MenuItemOf<P>[]) => {
    for (const item of items) {
      menuById.set(item.id, item)
      visit(item.children as readonly MenuItemOf<P>[])
    }
  }
  visit(policy.menu)
  const visitRules = new Map<string, P['abilityRules'][number][]>()
  const showRules = new Map<string, P['abilityRules'][number]>()
  for (const rule of policy.abilityRules) {
    const key: unknown = rule.conditions?.['path']
    if (rule.action === 'visit' && rule.subject === 'Route' && typeof key === 'string') visitRules.set(key, [...(visitRules.get(key) ?? []), rule])
    const id: unknown = rule.conditions?.['id']
    if (rule.action === 'show' && rule.subject === 'MenuItem' && typeof id === 'string') showRules.set(id, rule)
  }
  const routes: readonly RouteOf<P>[] = policy.routes
  const index: PolicyIndex<P> = {
    checks: new Map(policy.checks.map((check) => [check.name, check])),
    lists: new Map(policy.lists.map((list) => [list.name, new Set(list.values)])),
    listEntries: new Map(policy.lists.map((list) => [list.name, list])),
    routesByPath: new Map(routes.map((route) => [route.path, route])),
    menuById,
    routePatterns: routes.map((route) => ({ route, parts: route.path === '/' ? [] : route.path.slice(1).split('/') })),
    staticRoutesByPath: new Map(routes.filter((route) => !route.path.includes('/$')).map((route) => [route.path, route])),
    visitRules,
    showRules,
  }
  cache.set(policy, index as unknown as PolicyIndex)
  return index
}
