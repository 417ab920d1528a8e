import { buildAbility } from '../../../../src/policy/ability.ts'
import { decidingRule } from '../../../../src/policy/explain.ts'
import { flattenMenu, type MenuEntry } from '../../../../src/policy/menu.ts'
import type { PolicyWithSources } from '../../../../src/policy/model.ts'
import { decideNavigation } from '../../../../src/policy/navigation-decision.ts'
import { pagesYouCanOpen } from '../../../../src/policy/pages-you-can-open.ts'
import type { TableRow } from './load-tables.ts'
import { flattenNodes, menuNodes, missingFrom, parseMenuSpec, renderMenu, sameMenu, type FlatItem } from './menu-tree.ts'

/**
 * The `open` expectation of a row: the EXACT "Pages you can open" tree the
 * unauthorized and not-found pages show, computed by the runtime the app uses
 * (the resolved menu and the CASL ability). Gaining a page fails as much as
 * losing one. Coverage is not recorded here: the ability answers without a
 * condition visitor, and `menu` and `paths` rows cover the same conditions.
 */
export function openPagesFailures(policy: PolicyWithSources, row: TableRow, menu: readonly MenuEntry[]): string[] {
  const { spec, facts, persona } = row
  if (!spec.open) return []
  const expected = parseMenuSpec(spec.open)
  const actual = menuNodes(pagesYouCanOpen(policy, menu, buildAbility(policy, facts)))
  if (sameMenu(expected, actual)) return []
  const withPaths = flattenNodes(expected).some((item) => item.node.path !== undefined)
  const inMenu = flattenMenu(menu)
  const why = (item: FlatItem): string => {
    const entry = inMenu.find((candidate) => candidate.title === item.node.title && (item.node.path === undefined || candidate.path === item.node.path))
    if (!entry) return 'the menu does not show it'
    const decision = decideNavigation(policy, facts, entry.path)
    return `${entry.path} is ${decision.outcome.result}, decided by: ${decidingRule(policy, decision)}`
  }
  const gained = missingFrom(flattenNodes(actual), flattenNodes(expected))
  const lost = missingFrom(flattenNodes(expected), flattenNodes(actual))
  return [
    [
      `pages you can open of ${persona} differ`,
      `  expected: ${renderMenu(expected, withPaths)}`,
      `  actual:   ${renderMenu(actual, withPaths)}`,
      ...gained.map((item) => `  gained ${item.key}: ${why(item)}`),
      ...lost.map((item) => `  lost ${item.key}: ${why(item)}`),
      ...(gained.length === 0 && lost.length === 0 ? ['  same pages, but in another order, nesting or at other paths'] : []),
    ].join('\n'),
  ]
}
