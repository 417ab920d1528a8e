import { changesFor, at } from '../../../../src/policy/explain-condition.ts'
import { decidingRule, landingText } from '../../../../src/policy/explain.ts'
import type { CoverageRecorder } from '../../../../src/policy/coverage.ts'
import type { Facts } from '../../../../src/policy/facts.ts'
import { decideLanding } from '../../../../src/policy/landing.ts'
import { resolveMenu } from '../../../../src/policy/menu.ts'
import type { CompiledMenuItem, CompiledPolicy } from '../../../../src/policy/model.ts'
import { decideNavigation, type NavigationOutcome } from '../../../../src/policy/navigation-decision.ts'
import { indexPolicy } from '../../../../src/policy/policy-index.ts'
import type { TableRow } from './load-tables.ts'
import { recordFailures } from './run-record-row.ts'
import { flattenNodes, menuNodes, missingFrom, parseMenuSpec, renderMenu, sameMenu, type FlatItem } from './menu-tree.ts'

export interface RowResult {
  readonly row: TableRow
  /** Empty when the row passed; otherwise one block of text per failed expectation. */
  readonly failures: readonly string[]
}

/**
 * Checks one row against the policy. Coverage records only what the row
 * asserts, so a condition counts as tested only when an expectation depended on it.
 */
export function runRow(policy: CompiledPolicy, row: TableRow, coverage?: CoverageRecorder): RowResult {
  const { spec, facts, persona } = row
  const failures: string[] = []
  const menu = resolveMenu(policy, facts, spec.menu ? coverage?.visit : undefined)
  if (spec.menu) {
    const expected = parseMenuSpec(spec.menu)
    const actual = menuNodes(menu)
    if (!sameMenu(expected, actual)) {
      const withPaths = flattenNodes(expected).some((item) => item.node.path !== undefined)
      const gained = missingFrom(flattenNodes(actual), flattenNodes(expected))
      const lost = missingFrom(flattenNodes(expected), flattenNodes(actual))
      failures.push(
        [
          `menu of ${persona} differs`,
          `  expected: ${renderMenu(expected, withPaths)}`,
          `  actual:   ${renderMenu(actual, withPaths)}`,
          ...gained.map((item) => `  gained ${item.key}: ${whyShown(policy, item)}`),
          ...lost.map((item) => `  lost ${item.key}: ${whyHidden(policy, facts, item)}`),
          ...(gained.length === 0 && lost.length === 0 ? ['  same items, but in another order or at other paths'] : []),
        ].join('\n'),
      )
    }
  }
  if (spec.landing !== undefined) {
    const landing = decideLanding(policy, facts, menu)
    coverage?.recordLanding(landing)
    if (landing.path !== spec.landing) {
      failures.push(`landing of ${persona}: expected ${spec.landing}, actual ${landing.path}\n  because ${landingText(policy, landing)}`)
    }
  }
  for (const [path, expected] of Object.entries(spec.paths ?? {})) {
    const decision = decideNavigation(policy, facts, path, coverage?.visit)
    coverage?.recordNavigation(decision)
    const actual = outcomeText(decision.outcome)
    if (actual !== expected) {
      failures.push(`path ${path} for ${persona}: expected ${expected}, actual ${actual}\n  decided by: ${decidingRule(policy, decision)}`)
    }
  }
  failures.push(...recordFailures(policy, row, coverage))
  return { row, failures }
}

export function outcomeText(outcome: NavigationOutcome): string {
  return outcome.result === 'redirect' ? `redirect ${outcome.to}` : outcome.result
}

function whyShown(policy: CompiledPolicy, item: FlatItem): string {
  const compiled = item.node.id ? indexPolicy(policy).menuById.get(item.node.id) : undefined
  if (!compiled) return 'one entry per element of a list fact (its parent is shown)'
  return `menu item ${compiled.id} is shown because its condition passes (${at(compiled.when.src)})`
}

function whyHidden(policy: CompiledPolicy, facts: Facts, item: FlatItem): string {
  const chain = findChain(policy.menu, item.key.split(' > '), [])
  if (!chain) return 'no menu item in the policy has this title'
  const changes = [...new Set(chain.flatMap((entry) => changesFor(policy, facts, entry.when, true)))]
  return changes.length > 0 ? `to show it: ${changes.join('; ')}` : 'its conditions pass, but it has no entries to link to'
}

/** The compiled items along a title path, matching any variant's title. */
function findChain(items: readonly CompiledMenuItem[], titles: readonly string[], chain: readonly CompiledMenuItem[]): CompiledMenuItem[] | undefined {
  const [first, ...rest] = titles
  for (const item of items) {
    if (!item.variants.some((variant) => variant.title === first)) continue
    if (rest.length === 0) return [...chain, item]
    const found = findChain(item.children, rest, [...chain, item])
    if (found) return found
  }
  return undefined
}
