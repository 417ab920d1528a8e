import type { CompiledCheck, CompiledList, CompiledMenuItem, CompiledPolicy, CompiledRoute } from './model.ts'

/** Lookup tables over a compiled policy, built once per policy object. */
export interface PolicyIndex {
  readonly checks: ReadonlyMap<string, CompiledCheck>
  readonly lists: ReadonlyMap<string, ReadonlySet<string>>
  readonly listEntries: ReadonlyMap<string, CompiledList>
  readonly routesByPath: ReadonlyMap<string, CompiledRoute>
  readonly menuById: ReadonlyMap<string, CompiledMenuItem>
  /** Every route with its path split into segments, for matching concrete paths. */
  readonly routePatterns: readonly { readonly route: CompiledRoute; readonly parts: readonly string[] }[]
  /** Routes (and aliases) without path parameters, by path. */
  readonly staticRoutesByPath: ReadonlyMap<string, CompiledRoute>
}

const cache = new WeakMap<CompiledPolicy, PolicyIndex>()

export function indexPolicy(policy: CompiledPolicy): PolicyIndex {
  const cached = cache.get(policy)
  if (cached) return cached
  const menuById = new Map<string, CompiledMenuItem>()
  const visit = (items: readonly CompiledMenuItem[]) => {
    for (const item of items) {
      menuById.set(item.id, item)
      visit(item.children)
    }
  }
  visit(policy.menu)
  const index: PolicyIndex = {
    checks: new Map(policy.checks.map((check) => [check.name, check])),
    lists: new Map(policy.lists.map((list) => [list.name, new Set(list.values)])),
    listEntries: new Map(policy.lists.map((list) => [list.name, list])),
    routesByPath: new Map(policy.routes.map((route) => [route.path, route])),
    menuById,
    routePatterns: policy.routes.map((route) => ({ route, parts: route.path === '/' ? [] : route.path.slice(1).split('/') })),
    staticRoutesByPath: new Map(policy.routes.filter((route) => !route.path.includes('/$')).map((route) => [route.path, route])),
  }
  cache.set(policy, index)
  return index
}
