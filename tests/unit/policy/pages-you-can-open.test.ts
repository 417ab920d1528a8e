import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { flagNames, permissionNames } from '../../../src/generated/policy-names.gen.ts'
import { policy } from '../../../src/generated/policy.gen.ts'
import { buildAbility, canOpen, flattenMenu, navigationOutcome, pagesYouCanOpen, resolveMenu, type Facts, type MenuEntry } from '../../../src/policy/index.ts'
import { seedWith } from '../../../scripts/policy/semantics/test-policy.ts'
import { dashboard, persona } from '../../factories/facts.ts'

const rolesOn = { 'roles-and-permissions': true } as const

/** `Title /path` per entry, children indented: compact and exact in both directions. */
const outline = (entries: readonly MenuEntry[], indent = ''): string[] =>
  entries.flatMap((entry) => [`${indent}${entry.title} ${entry.path}`, ...outline(entry.children, `${indent}  `)])

const open = (facts: Facts, compiled: typeof policy = policy) => pagesYouCanOpen(compiled, resolveMenu(compiled, facts), buildAbility(compiled, facts))

// The spec's menu/route drift, which the shipped policy no longer has: Requests shows (hasApprovalPermission,
// the page flag) while /requests is decided by hasRequestsPageAccess alone, which needs pricing approvals and
// neither EA nor IA. The drift is put back to show how the page treats such a menu.
const specification = seedWith({ menu: [['        - check: hasRequestsPageAccess\n    children:', '    children:']] })
const drift = persona({
  flags: { ...rolesOn, 'order-approvals-page': true, 'report-page': true },
  permissions: { 'catalogue:search': true, 'counterReport:view': true },
  institution: { isEAorIA: true, isEA: true, hasApprovalPermission: true, booklist_config: { region: 'gb' } },
})

describe('pages you can open', () => {
  it('leaves out a menu item whose route denies, and its sub-items that deny too', () => {
    expect(outline(resolveMenu(specification, drift))).toEqual(['Search /search', 'Requests /requests', '  History /requests/history', 'Reports /reports'])
    expect(navigationOutcome(specification, drift, '/requests')).toEqual({ result: 'unauthorized' })
    expect(outline(open(drift, specification))).toEqual(['Search /search', 'Reports /reports'])
    // The shipped menu leaves Requests out, so it and the page agree.
    expect(outline(resolveMenu(policy, drift))).toEqual(outline(open(drift)))
  })

  it('puts the sub-items that do open in the place of a parent that does not', () => {
    // Pricing approvals at an EA institution: Requests and History deny, Supplies and New Request open.
    const facts = persona({
      flags: { ...rolesOn, 'order-approvals-page': true, 'course-supply': true },
      permissions: { 'booklist:view': true, 'booklist:request': true },
      institution: {
        isEAorIA: true,
        isEA: true,
        approval_type: 'pricing_approvals',
        isPricingApprovalsEnabled: true,
        enable_supply_request: 'enabled',
        hasApprovalPermission: true,
      },
    })
    expect(outline(open(facts, specification))).toEqual([
      'Booklist /booklist',
      '  Supplies /booklist/supply',
      '  New Request /booklist/new-request',
      'Supplies /requests/supply',
      'New Request /requests/new-request',
    ])
    // The shipped menu puts them under Booklist there.
    expect(outline(open(facts))).toEqual(['Booklist /booklist', '  Supplies /booklist/supply', '  New Request /booklist/new-request'])
  })

  it('asks a concrete path with parameters by the pattern of its route', () => {
    const facts = persona({
      flags: { ...rolesOn, dashboards: true },
      permissions: { 'dashboards:uaaSpend': true, 'dashboards:engage': true },
      user: { id: 'u-1', institutionId: 'inst-1' },
      institution: { availableDashboards: [dashboard('uaaSpend', 'Spend'), dashboard('engage', 'Usage')] },
    })
    expect(outline(open(facts))).toEqual(['Analytics /analytics/uaaSpend', '  Spend /analytics/uaaSpend', '  Usage /analytics/engage'])
    expect(canOpen(policy, buildAbility(policy, facts), '/analytics/anything')).toBe(true)
    expect(canOpen(policy, buildAbility(policy, persona({ flags: rolesOn })), '/analytics/spend')).toBe(false)
  })

  it('is empty for a person with nothing open, and never opens a path that is not a route', () => {
    const nobody = persona({ flags: rolesOn })
    expect(open(nobody)).toEqual([])
    expect(canOpen(policy, buildAbility(policy, nobody), '/no/such/page')).toBe(false)
  })

  it('agrees with the route guard (navigationOutcome) on every menu entry, for any facts', () => {
    const booleans = (names: readonly string[]) =>
      fc.record(Object.fromEntries(names.map((name) => [name, fc.boolean()])) as Record<string, fc.Arbitrary<boolean>>, { requiredKeys: [] })
    const facts = fc.record({
      flags: booleans(flagNames),
      permissions: booleans(permissionNames),
      institution: fc.record({
        region: fc.constantFrom('gb', 'us'),
        isEAorIA: fc.boolean(),
        isEA: fc.boolean(),
        approval_config: fc.constantFrom('adoption_approvals', null),
        approval_type: fc.constantFrom('pricing_approvals', null),
        hasApprovalPermission: fc.boolean(),
        isPricingApprovalsEnabled: fc.boolean(),
        enable_supply_request: fc.constantFrom('enabled', 'disabled'),
        courseIngestionEnabled: fc.boolean(),
        institutionHasStore: fc.boolean(),
        opt_out_hosting_type: fc.constantFrom('adoptions-hosted', 'self-hosted'),
        dashboards: fc.array(fc.constantFrom('d1', 'd2', 'a b'), { maxLength: 2 }),
      }),
    })
    fc.assert(
      fc.property(facts, ({ flags, permissions, institution: { region, dashboards, ...institution } }) => {
        const built = persona({
          flags,
          permissions,
          institution: { ...institution, booklist_config: { region }, availableDashboards: dashboards.map((id) => dashboard(id)) },
        })
        const guardAllows = flattenMenu(resolveMenu(policy, built)).filter((entry) => navigationOutcome(policy, built, entry.path).result === 'allow')
        expect(flattenMenu(open(built)).map((entry) => entry.path)).toEqual(guardAllows.map((entry) => entry.path))
      }),
      { numRuns: 500 },
    )
  })
})
