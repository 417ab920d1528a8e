import type { Facts } from '../../../src/policy/facts.ts'
import type { PolicyWithSources, CompiledRoute } from '../../../src/policy/model.ts'
import { decideNavigation } from '../../../src/policy/navigation-decision.ts'
import type { NavigationOutcome } from '../../../src/policy/navigation.ts'

export interface GridRow {
  readonly route: CompiledRoute
  /** Per persona, in the order of `personas`: the concrete path probed and its outcome. */
  readonly cells: readonly { readonly path: string; readonly outcome: NavigationOutcome }[]
}

/**
 * Every route and alias x every persona, decided by the runtime the app uses.
 * A path parameter takes the persona's first dashboard id (the only list the
 * routes read), or `sample`, as `policy diff` probes them.
 */
export function routeGrid(policy: PolicyWithSources, personas: readonly Facts[]): GridRow[] {
  return policy.routes.map((route) => ({
    route,
    cells: personas.map((facts) => {
      const path = concretePath(route.path, facts)
      return { path, outcome: decideNavigation(policy, facts, path).outcome }
    }),
  }))
}

export function concretePath(path: string, facts: Facts): string {
  if (!path.includes('$')) return path
  const dashboards = Array.isArray(facts.institution['availableDashboards']) ? (facts.institution['availableDashboards'] as { id?: unknown }[]) : []
  const id = dashboards.map((d) => d.id).find((value): value is string => typeof value === 'string') ?? 'sample'
  return path.replace(/\$[A-Za-z_][A-Za-z0-9_]*/g, encodeURIComponent(id))
}

export function outcomeLabel(outcome: NavigationOutcome): string {
  return outcome.result === 'redirect' ? `redirect ${outcome.to}` : outcome.result
}
