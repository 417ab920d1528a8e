import { subject } from '@casl/ability'
import { describe, expect, it } from 'vitest'
import type { AppAbility } from '../../../src/generated/ability.gen.ts'
import { policy } from '../../../src/generated/policy.gen.ts'
import { dashboard, every, persona } from '../../factories/facts.ts'
import { permissionNames } from '../../../src/generated/policy-names.gen.ts'
import {
  buildAbility,
  decideLanding,
  decideNavigation,
  holdsPermission,
  matchRoute,
  navigationOutcome,
  normalizePath,
  resolveMenu,
  routeAccess,
} from '../../../src/policy/index.ts'

// Issue 3, section 1, rule by rule, on the seed policy.
const rolesOn = { 'roles-and-permissions': true } as const
const routeAt = (path: string) => {
  const route = policy.routes.find((candidate) => candidate.path === path)
  if (!route) throw new Error(`no route ${path}`)
  return route
}
const titles = (facts: ReturnType<typeof persona>) => resolveMenu(policy, facts).map((entry) => entry.title)

describe('holds permission', () => {
  it('passes every permission while roles-and-permissions is off', () => {
    expect(holdsPermission(policy, persona(), 'booklist:view')).toBe(true)
  })
  it('needs permissions[X] === true while it is on; missing is false', () => {
    expect(holdsPermission(policy, persona({ flags: rolesOn }), 'booklist:view')).toBe(false)
    expect(holdsPermission(policy, persona({ flags: rolesOn, permissions: { 'booklist:view': true } }), 'booklist:view')).toBe(true)
    expect(holdsPermission(policy, persona({ flags: rolesOn, permissions: { 'booklist:view': false } }), 'booklist:view')).toBe(false)
  })
})

describe('route access', () => {
  const supply = routeAt('/booklist/supply')
  it('lets the custom check alone decide, ignoring the permission', () => {
    const facts = persona({ flags: { ...rolesOn, 'course-supply': true }, institution: { enable_supply_request: 'enabled' } })
    expect(routeAccess(policy, facts, supply)).toEqual({ result: 'allow' })
    const noCheck = persona({ flags: { ...rolesOn, 'course-supply': true }, permissions: { 'booklist:view': true } })
    expect(routeAccess(policy, noCheck, supply)).toEqual({ result: 'unauthorized' })
  })
  it('redirects to / when the route flag is off, before the check', () => {
    const facts = persona({ institution: { enable_supply_request: 'enabled' } })
    expect(routeAccess(policy, facts, supply)).toEqual({ result: 'redirect', to: '/' })
  })
})

describe('navigation outcome', () => {
  it('redirects / to the landing and keeps /unauthorized only when it is the landing', () => {
    const none = persona({ flags: rolesOn })
    expect(navigationOutcome(policy, none, '/')).toEqual({ result: 'redirect', to: '/unauthorized' })
    expect(navigationOutcome(policy, none, '/unauthorized')).toEqual({ result: 'allow' })
    expect(navigationOutcome(policy, persona(), '/unauthorized?from=/reports')).toEqual({ result: 'redirect', to: '/booklist' })
  })
  it('renders aliases at their own path rather than redirecting', () => {
    expect(navigationOutcome(policy, persona(), '/booklist/new-request')).toEqual({ result: 'allow' })
    expect(matchRoute(policy, '/booklist/new-request')?.route.aliasOf).toBe('/search/request')
  })
  it('denies a path whose only menu item fails its own guard, even when the route allows', () => {
    const facts = persona({ flags: rolesOn, permissions: { 'adoptions:viewAssignedCourses': true } })
    const decision = decideNavigation(policy, facts, '/adoptions')
    expect(decision.outcome).toEqual({ result: 'unauthorized' })
    expect(decision.steps.map((step) => step.step)).toEqual(['permission', 'menu-guard'])
  })
  it('reads the menu guard with the menu base for these facts', () => {
    const pricing = { approval_type: 'pricing_approvals', hasApprovalPermission: false } as const
    const flags = { 'order-approvals-page': true }
    // With base /requests the History item sits at /requests/history and fails; /approvals/history has no item.
    expect(navigationOutcome(policy, persona({ flags, institution: pricing }), '/requests/history')).toEqual({ result: 'unauthorized' })
    expect(navigationOutcome(policy, persona({ flags, institution: pricing }), '/approvals/history')).toEqual({ result: 'allow' })
    const approvals = { ...pricing, approval_config: 'adoption_approvals' }
    expect(navigationOutcome(policy, persona({ flags, institution: approvals }), '/requests/history')).toEqual({ result: 'allow' })
    expect(navigationOutcome(policy, persona({ flags, institution: approvals }), '/approvals/history')).toEqual({ result: 'unauthorized' })
  })
  it('prefers static segments over parameters and normalises paths', () => {
    expect(matchRoute(policy, '/search/request')?.route.path).toBe('/search/request')
    expect(matchRoute(policy, '/search/12345')?.params).toEqual({ nbsi: '12345' })
    expect(normalizePath('booklist/?a=1#x')).toBe('/booklist')
    expect(navigationOutcome(policy, persona(), '/booklist/upload/')).toEqual({ result: 'allow' })
    expect(navigationOutcome(policy, persona(), '/analytics')).toEqual({ result: 'not-found' })
  })
})

describe('menu', () => {
  it('hides children with their parent and keeps the issue order', () => {
    const all = persona({ flags: { 'detailed-search': true }, institution: { isEAorIA: true } })
    expect(titles(all)).toEqual(['Adoptions', 'Search', 'Booklist', 'Staff', 'Who can…?', 'Access reviews', 'Terms'])
    const uploadOnly = persona({ flags: rolesOn, permissions: { 'booklist:bulkUpload': true } })
    expect(resolveMenu(policy, uploadOnly)).toEqual([])
  })
  it('builds Analytics from the dashboards the person may open and links to the first', () => {
    const user = { id: 'u-1', institutionId: 'inst-1' }
    const available = [dashboard('academic', 'Teaching'), dashboard('uaaSpend', 'Spend'), dashboard('no-such-kind', 'Odd'), dashboard('engage', 'Usage')]
    const facts = persona({
      flags: { dashboards: true, ...rolesOn },
      permissions: { 'dashboards:uaaSpend': true, 'dashboards:engage': true },
      user,
      institution: { availableDashboards: available },
    })
    const analytics = resolveMenu(policy, facts).find((entry) => entry.title === 'Analytics')
    expect(analytics?.path).toBe('/analytics/uaaSpend')
    expect(analytics?.children.map((child) => [child.title, child.path])).toEqual([
      ['Spend', '/analytics/uaaSpend'],
      ['Usage', '/analytics/engage'],
    ])
    // Without a permission for any of them, or signed out, there is no Analytics item at all.
    expect(resolveMenu(policy, { ...facts, permissions: {} }).find((entry) => entry.title === 'Analytics')).toBeUndefined()
    expect(
      resolveMenu(policy, persona({ flags: { dashboards: true }, institution: { availableDashboards: available } })).find(
        (entry) => entry.title === 'Analytics',
      ),
    ).toBeUndefined()
  })
})

describe('default landing', () => {
  it('takes each branch of the rule', () => {
    expect(decideLanding(policy, persona()).branch).toEqual({ kind: 'flag-off', flag: 'roles-and-permissions' })
    const all = persona({ flags: rolesOn, permissions: every(permissionNames) })
    expect(decideLanding(policy, all)).toEqual({ path: '/booklist', branch: { kind: 'preferred', id: 'booklist' } })
    const store = persona({ flags: { ...rolesOn, 'store-management': true }, institution: { institutionHasStore: true } })
    expect(decideLanding(policy, store)).toEqual({ path: '/store', branch: { kind: 'top-level', id: 'store' } })
    expect(decideLanding(policy, persona({ flags: rolesOn }))).toEqual({ path: '/unauthorized', branch: { kind: 'fallback' } })
  })
})

describe('the CASL ability', () => {
  it('answers visit with the menu-item guard too (step 5), as navigation does', () => {
    // Holds the permission of /adoptions, but the Adoptions item at that path needs EA or IA.
    const facts = persona({ flags: rolesOn, permissions: { 'adoptions:viewAssignedCourses': true }, institution: { isEAorIA: false } })
    // The app narrows the untyped ability the same way (src/app/policy-view).
    const ability = buildAbility(policy, facts) as unknown as AppAbility
    expect(navigationOutcome(policy, facts, '/adoptions')).toEqual({ result: 'unauthorized' })
    expect(ability.can('visit', subject('Route', { path: '/adoptions' as const }))).toBe(false)
    expect(ability.can('show', subject('MenuItem', { id: 'adoptions' as const }))).toBe(false)
    const eaFacts = { ...facts, institution: { ...facts.institution, isEAorIA: true } }
    expect((buildAbility(policy, eaFacts) as unknown as AppAbility).can('visit', subject('Route', { path: '/adoptions' as const }))).toBe(true)
  })
})
