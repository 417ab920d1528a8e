import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { flagNames, permissionNames } from '../../../src/generated/policy-names.gen.ts'
import { policy } from '../../../src/generated/policy.gen.ts'
import { referenceEvaluate } from '../../reference/reference-policy.ts'
import { subject } from '@casl/ability'
import {
  buildAbility,
  decideNavigation,
  defaultLanding,
  navigationOutcome,
  outcomeOfSteps,
  resolveMenu,
  type Facts,
  type MenuEntry,
} from '../../../src/policy/index.ts'
import { validateFacts } from '../../../src/policy/validate-facts.ts'

// Random facts over every dimension the rules read, compared with the hand-written
// reading of issue 3 in tests/reference. Values are drawn from the ones the policy
// compares against plus one other, so every branch is reachable.
const optionalBooleans = (names: readonly string[]) =>
  fc.record(Object.fromEntries(names.map((name) => [name, fc.boolean()])) as Record<string, fc.Arbitrary<boolean>>, {
    requiredKeys: [],
  })

const dashboardArb = fc.record({
  // The six kinds (each opened by its dashboards:* permission) and ids no kind has.
  id: fc.oneof(
    fc.constantFrom('academic', 'acquisitions', 'allTitles', 'bibliotechAdmin', 'uaaSpend', 'engage'),
    fc.constantFrom('d1', 'spend', '$&', "$'x", 'a b', 'ü'),
    fc.string({ minLength: 1, maxLength: 6 }),
  ),
  displayName: fc.string({ maxLength: 8 }),
})

const institutionArb = fc.record({
  booklist_config: fc.record({
    region: fc.constantFrom('gb', 'us', 'GB', ''),
    institution_id: fc.constantFrom('inst-reports-a', 'inst-reports-b', 'inst-reports-c', 'inst-1', 'gb'),
  }),
  enabledAccessLength: fc.integer({ min: 0, max: 1000 }),
  isEAorIA: fc.boolean(),
  isIA: fc.boolean(),
  isEA: fc.boolean(),
  approval_config: fc.constantFrom('adoption_approvals', null, 'other'),
  approval_type: fc.constantFrom('pricing_approvals', null, 'other'),
  adminUserPermissions: optionalBooleans(permissionNames.slice(0, 3)),
  availableDashboards: fc.array(dashboardArb, { maxLength: 3 }),
  hasApprovalPermission: fc.boolean(),
  isPricingApprovalsEnabled: fc.boolean(),
  enable_supply_request: fc.constantFrom('enabled', 'disabled', ''),
  courseIngestionEnabled: fc.boolean(),
  institutionHasStore: fc.boolean(),
  opt_out_hosting_type: fc.constantFrom('adoptions-hosted', 'self-hosted'),
})

const factsArb: fc.Arbitrary<Facts> = fc.record(
  {
    flags: optionalBooleans(flagNames),
    permissions: optionalBooleans(permissionNames),
    institution: institutionArb,
    // Signed in or not: the dashboards a person may open are a record rule on the user's institution.
    user: fc.constant({ id: 'u-1', institutionId: 'inst-1' }),
  },
  { requiredKeys: ['flags', 'permissions', 'institution'] },
)

/** Every route and alias as a concrete path, plus the dashboards' own paths and a few that match nothing. */
function pathsFor(facts: Facts): string[] {
  const dashboards = (facts.institution.availableDashboards ?? []) as { id: string }[]
  const concrete = policy.routes.map((route) => route.path.replace(/\$[A-Za-z]+/g, 'x1'))
  return [...concrete, ...dashboards.map((d) => `/analytics/${encodeURIComponent(d.id)}`), '/nope', '/booklist/nope/deeper', '/analytics', '/booklist/']
}

const plainMenu = (entries: readonly MenuEntry[]): unknown[] =>
  entries.map((entry) => ({ title: entry.title, path: entry.path, children: plainMenu(entry.children) }))

function compareWithReference(facts: Facts): void {
  const reference = referenceEvaluate(facts)
  const menu = resolveMenu(policy, facts)
  expect(plainMenu(menu)).toEqual(reference.menu)
  expect(defaultLanding(policy, facts, menu)).toBe(reference.landing)
  for (const path of pathsFor(facts)) expect({ path, ...navigationOutcome(policy, facts, path) }).toEqual({ path, ...reference.outcome(path) })
}

// A thousand runs of thirty paths each: generous time for a busy CI machine.
describe('compiled policy against the hand-written reading of issue 3', { timeout: 120_000 }, () => {
  it('generated facts are valid facts', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        expect(validateFacts(policy, facts).errors).toEqual([])
      }),
    )
  })

  it('gives the same menu, landing and outcome of every route and alias', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        compareWithReference(facts)
      }),
      { numRuns: 1000 },
    )
  })

  it('agrees with roles-and-permissions on, where permissions matter most', () => {
    const enforced = factsArb.map((facts) => ({ ...facts, flags: { ...facts.flags, 'roles-and-permissions': true } }))
    fc.assert(
      fc.property(enforced, (facts) => {
        compareWithReference(facts)
      }),
      { numRuns: 1000 },
    )
  })

  it("answers CASL's visit Route as the hand-written reading does, for every route path", () => {
    // Steps 1 and 2 (the root, the fallback page, unknown paths) are not about a route's access,
    // and a path with parameters is a pattern, not a place.
    const paths = policy.routes.map((route) => route.path).filter((path) => path !== '/' && path !== policy.constants.fallbackRoute && !path.includes('$'))
    const enforced = factsArb.map((facts) => ({ ...facts, flags: { ...facts.flags, 'roles-and-permissions': true } }))
    fc.assert(
      fc.property(fc.oneof(factsArb, enforced), (facts) => {
        const ability = buildAbility(policy, facts)
        const reference = referenceEvaluate(facts)
        for (const path of paths) {
          const allowed = reference.outcome(path).result === 'allow'
          expect(ability.can('visit', subject('Route', { path } as Record<string, unknown>)), path).toBe(allowed)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('explains with the same answer the ability gives: walking the compiled rules agrees with CASL', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        expect(resolveMenu(policy, facts, () => {})).toEqual(resolveMenu(policy, facts))
        for (const path of pathsFor(facts)) {
          const decision = decideNavigation(policy, facts, path, () => {})
          const route = decision.steps.some((step) => 'route' in step)
          if (route) expect({ path, ...outcomeOfSteps(decision.steps) }).toEqual({ path, ...decision.outcome })
        }
      }),
      { numRuns: 300 },
    )
  })
})
