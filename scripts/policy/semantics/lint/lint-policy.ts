import { decidingRule } from '../../../../src/policy/explain.ts'
import type { Facts } from '../../../../src/policy/facts.ts'
import { matchRoute } from '../../../../src/policy/match-path.ts'
import { flattenMenu, resolveMenu, substituteBase } from '../../../../src/policy/menu.ts'
import type { CompiledMenuItem, PolicyWithSources, CompiledRoute, SourceRef } from '../../../../src/policy/model.ts'
import { decideNavigation } from '../../../../src/policy/navigation-decision.ts'
import { AtomSet, blankFacts, type Atom } from './atoms.ts'
import { findWitness } from './find-witness.ts'

export interface LintFinding {
  readonly code:
    | 'menu-route-drift'
    | 'unreachable-route'
    | 'menu-item-never-shown'
    | 'search-too-large'
    | 'action-without-procedure'
    | 'procedure-never-passes'
    | 'record-rule-never-matches'
    | 'field-rule-never-passes'
    | 'field-rule-never-matters'
  readonly src: SourceRef
  readonly message: string
  /** Facts that show the problem; absent for "never" findings, where no facts exist. */
  readonly witness?: Facts
  readonly detail?: string
}

interface Placed {
  readonly item: CompiledMenuItem
  readonly ancestors: readonly CompiledMenuItem[]
  /** Every path the item can have, one per combination of its and its ancestors' variants. */
  readonly paths: readonly { readonly title: string; readonly path: string }[]
}

/** The lint findings of a compiled policy; pure, so tests can feed it any policy. */
export function lintPolicy(policy: PolicyWithSources): LintFinding[] {
  const placed = placeItems(policy.menu, [], [undefined])
  const findings: LintFinding[] = []
  const menuPolicy = withoutEntryRecordRules(policy)
  for (const entry of placed) findings.push(...lintMenuItem(menuPolicy, placed, entry))
  for (const route of policy.routes) findings.push(...lintRoute(policy, placed, route))
  return findings
}

/**
 * The menu as its conditions alone decide it: an `each` list's record rule
 * (`each.can`) only narrows which entries show, and record rules have their
 * own finding (record-rule-never-matches), so the witness search over flags
 * and facts leaves it out rather than needing a user and record permissions.
 */
function withoutEntryRecordRules(policy: PolicyWithSources): PolicyWithSources {
  const withoutCan = ({ can: _can, ...each }: NonNullable<CompiledMenuItem['each']>) => each
  const strip = (items: readonly CompiledMenuItem[]): CompiledMenuItem[] =>
    items.map((item) => ({ ...item, children: strip(item.children), ...(item.each ? { each: withoutCan(item.each) } : {}) }))
  return { ...policy, menu: strip(policy.menu) }
}

function lintMenuItem(policy: PolicyWithSources, placed: readonly Placed[], entry: Placed): LintFinding[] {
  const { item } = entry
  const chain = chainAtoms(policy, entry)
  const shownAt = (facts: Facts) => flattenMenu(resolveMenu(policy, facts)).find((shown) => shown.id === item.id)
  const shown = findWitness(policy, chain.list(), (facts) => shownAt(facts) !== undefined)
  if (!shown.found) {
    if (!shown.exhausted) return [tooLarge(item.src, `menu item ${item.id}`)]
    return [
      {
        code: 'menu-item-never-shown',
        src: item.src,
        message: `menu item ${item.id} can never be shown: no facts pass its condition and its parents'`,
        detail: searched(chain.list(), shown.tried),
      },
    ]
  }
  const findings: LintFinding[] = []
  for (const { title, path } of entry.paths) {
    const atoms = chainAtoms(policy, entry)
    addPathAtoms(policy, placed, atoms, item.each ? undefined : path)
    const route = matchRoute(policy, item.each ? path.replace(/\$[A-Za-z_]+/g, 'x') : path)?.route
    if (route) atoms.addAccess(route.access)
    const drift = findWitness(policy, atoms.list(), (facts) => {
      const entryShown = shownAt(facts)
      return (
        entryShown !== undefined &&
        (item.each !== undefined || entryShown.path === path) &&
        decideNavigation(policy, facts, entryShown.path).outcome.result !== 'allow'
      )
    })
    if (!drift.found) {
      if (!drift.exhausted) findings.push(tooLarge(item.src, `menu item ${item.id} at ${path}`))
      continue
    }
    const target = shownAt(drift.found)?.path ?? path
    const decision = decideNavigation(policy, drift.found, target)
    const outcome = decision.outcome.result === 'redirect' ? `redirects to ${decision.outcome.to}` : `is ${decision.outcome.result}`
    findings.push({
      code: 'menu-route-drift',
      src: item.src,
      message: `menu item ${item.id} "${title}" (${path}) can be shown while ${target} ${outcome}`,
      witness: drift.found,
      detail: `with ${witnessSummary(policy, drift.found)}; decided by: ${decidingRule(policy, decision)}`,
    })
  }
  return findings
}

/** The atoms that decide whether an item is shown and where: its and its ancestors' conditions and variants. */
function chainAtoms(policy: PolicyWithSources, entry: Placed): AtomSet {
  const atoms = new AtomSet(policy)
  for (const node of [...entry.ancestors, entry.item]) {
    atoms.addCondition(node.when)
    node.variants.forEach((variant) => atoms.addCondition(variant.when))
  }
  return atoms
}

function lintRoute(policy: PolicyWithSources, placed: readonly Placed[], route: CompiledRoute): LintFinding[] {
  // `/` and the fallback page always lead to the landing; they are reached by design.
  if (route.path === '/' || route.path === policy.constants.fallbackRoute) return []
  const concrete = route.path.replace(/\$[A-Za-z_]+/g, 'x1')
  const atoms = new AtomSet(policy).addAccess(route.access)
  addPathAtoms(policy, placed, atoms, concrete)
  const reach = findWitness(policy, atoms.list(), (facts) => decideNavigation(policy, facts, concrete).outcome.result === 'allow')
  if (reach.found) return []
  if (!reach.exhausted) return [tooLarge(route.src, `route ${route.path}`)]
  return [
    {
      code: 'unreachable-route',
      src: route.src,
      message: `route ${route.path} can never be opened: no facts allow ${concrete}`,
      detail: searched(atoms.list(), reach.tried),
    },
  ]
}

/** The conditions of every menu item that can sit at `path` (their own and their variants'), which the menu-guard step reads. */
function addPathAtoms(policy: PolicyWithSources, placed: readonly Placed[], atoms: AtomSet, path: string | undefined): void {
  for (const other of placed) {
    const matches =
      path === undefined ? false : other.item.each ? matchRoute(policy, path)?.route.path === other.paths[0]?.path : other.paths.some((p) => p.path === path)
    if (!matches) continue
    for (const node of [...other.ancestors, other.item]) node.variants.forEach((variant) => atoms.addCondition(variant.when))
    atoms.addCondition(other.item.when)
  }
}

function placeItems(items: readonly CompiledMenuItem[], ancestors: readonly CompiledMenuItem[], bases: readonly (string | undefined)[]): Placed[] {
  return items.flatMap((item) => {
    const paths = bases.flatMap((base) => item.variants.map((variant) => ({ title: variant.title, path: substituteBase(variant.path, base) })))
    const unique = paths.filter((p, i) => paths.findIndex((q) => q.path === p.path && q.title === p.title) === i)
    return [
      { item, ancestors, paths: unique },
      ...placeItems(
        item.children,
        [...ancestors, item],
        unique.map((p) => p.path),
      ),
    ]
  })
}

/** For findings with no witness: what was searched, so the claim can be checked. */
function searched(atoms: readonly Atom[], tried: number): string {
  return `searched all ${tried} combinations of ${atoms.map((atom) => `${atom.kind} ${atom.name}`).join(', ') || 'no facts'}`
}

function tooLarge(src: SourceRef, what: string): LintFinding {
  return { code: 'search-too-large', src, message: `${what}: too many combinations of facts to search; not checked` }
}

/** What a witness changes from the blank facts: `flag order-approvals-page on, institution.hasApprovalPermission = true`. */
export function witnessSummary(policy: PolicyWithSources, facts: Facts): string {
  const blank = blankFacts(policy)
  const parts = [
    ...Object.entries(facts.flags)
      .filter(([, on]) => on)
      .map(([name]) => `flag ${name} on`),
    ...Object.entries(facts.permissions)
      .filter(([, held]) => held)
      .map(([name]) => `permission ${name}`),
    ...diffInstitution(blank.institution, facts.institution, 'institution'),
  ]
  return parts.length > 0 ? parts.join(', ') : 'the blank facts'
}

function diffInstitution(blank: Readonly<Record<string, unknown>>, actual: Readonly<Record<string, unknown>>, at: string): string[] {
  return Object.entries(actual).flatMap(([key, value]) => {
    const before = blank[key]
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && before !== null && typeof before === 'object') {
      return diffInstitution(before as Record<string, unknown>, value as Record<string, unknown>, `${at}.${key}`)
    }
    return JSON.stringify(before) === JSON.stringify(value) ? [] : [`${at}.${key} = ${JSON.stringify(value)}`]
  })
}
