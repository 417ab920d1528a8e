import { evaluatePolicy, type Facts, type MenuEntry, type NavigationOutcome } from '../../../../src/policy/index.ts'
import type { CompiledPolicy } from '../../../../src/policy/model.ts'

export interface PathChange {
  readonly path: string
  readonly before: string
  readonly after: string
}

export interface PersonaDiff {
  readonly persona: string
  /** `Booklist > Bulk Upload (/booklist/upload)` */
  readonly gained: readonly string[]
  readonly lost: readonly string[]
  readonly landing?: { readonly before: string; readonly after: string }
  readonly paths: readonly PathChange[]
}

/**
 * What each persona gains and loses between two compiled policies: menu items
 * (by title and path), landing, and the outcome of every route and alias of
 * either policy. Personas without a change are left out.
 */
export function diffAccess(before: CompiledPolicy, after: CompiledPolicy, personas: ReadonlyMap<string, Facts>): PersonaDiff[] {
  const diffs: PersonaDiff[] = []
  for (const [persona, facts] of personas) {
    const old = evaluatePolicy(before, facts)
    const now = evaluatePolicy(after, facts)
    const oldItems = menuKeys(old.menu)
    const newItems = menuKeys(now.menu)
    const gained = newItems.filter((key) => !oldItems.includes(key))
    const lost = oldItems.filter((key) => !newItems.includes(key))
    const paths = probePaths(before, after, facts)
      .map((path) => ({ path, before: outcomeText(old.outcome(path)), after: outcomeText(now.outcome(path)) }))
      .filter((change) => change.before !== change.after)
    const landing = old.landing === now.landing ? undefined : { before: old.landing, after: now.landing }
    if (gained.length > 0 || lost.length > 0 || landing || paths.length > 0) diffs.push({ persona, gained, lost, ...(landing ? { landing } : {}), paths })
  }
  return diffs
}

/** Every route and alias of both policies as a concrete path; parameters take the persona's dashboard ids, or a sample. */
export function probePaths(before: CompiledPolicy, after: CompiledPolicy, facts: Facts): string[] {
  const dashboards = Array.isArray(facts.institution.availableDashboards) ? (facts.institution.availableDashboards as { id?: unknown }[]) : []
  const ids = dashboards.map((d) => d.id).filter((id): id is string => typeof id === 'string')
  const paths = new Set<string>()
  for (const route of [...before.routes, ...after.routes]) {
    if (!route.path.includes('$')) paths.add(route.path)
    else for (const value of ids.length > 0 ? ids : ['sample']) paths.add(route.path.replace(/\$[A-Za-z_]+/g, encodeURIComponent(value)))
  }
  return [...paths].sort()
}

function menuKeys(entries: readonly MenuEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const label = `${prefix}${entry.title}`
    return [`${label} (${entry.path})`, ...menuKeys(entry.children, `${label} > `)]
  })
}

function outcomeText(outcome: NavigationOutcome): string {
  return outcome.result === 'redirect' ? `redirect ${outcome.to}` : outcome.result
}

export function renderDiff(diffs: readonly PersonaDiff[]): string[] {
  return diffs.flatMap((diff) => [
    diff.persona,
    ...diff.gained.map((item) => `  + menu ${item}`),
    ...diff.lost.map((item) => `  - menu ${item}`),
    ...(diff.landing ? [`  landing ${diff.landing.before} -> ${diff.landing.after}`] : []),
    ...diff.paths.map((change) => `  ${change.path}: ${change.before} -> ${change.after}`),
  ])
}
