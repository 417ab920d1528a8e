import { describe, expect, it } from 'vitest'
import { evaluatePolicy } from '../../../../src/policy/index.ts'
import { validateFacts } from '../../../../src/policy/validate-facts.ts'
import { routeLine } from '../../../../tests/factories/policy-lines.ts'
import { seedWith } from '../test-policy.ts'
import { lintPolicy } from './lint-policy.ts'

describe('lintPolicy', () => {
  // The specification's drift, put back: its Requests item without the route's check.
  const specificationMenu: [string, string][] = [['        - check: hasRequestsPageAccess\n    children:', '    children:']]

  it("reports the specification's Approvals/Requests drift with witnesses that reproduce it", () => {
    const policy = seedWith({ menu: specificationMenu })
    const findings = lintPolicy(policy)
    expect(findings.map((finding) => [finding.code, finding.message])).toEqual([
      ['menu-route-drift', 'menu item requests "Approvals" (/approvals) can be shown while /approvals is unauthorized'],
      ['menu-route-drift', 'menu item requests "Requests" (/requests) can be shown while /requests is unauthorized'],
      ['menu-route-drift', 'menu item requests-history "History" (/approvals/history) can be shown while /approvals/history is unauthorized'],
      ['menu-route-drift', 'menu item requests-history "History" (/requests/history) can be shown while /requests/history is unauthorized'],
      // Purchase relies on its parent for the route's check.
      ['menu-route-drift', 'menu item requests-purchase "Purchase" (/requests/purchase) can be shown while /requests/purchase is unauthorized'],
    ])
    const requests = findings[1]
    if (!requests?.witness) throw new Error('no witness')
    expect(validateFacts(policy, requests.witness).errors).toEqual([])
    const view = evaluatePolicy(policy, requests.witness)
    expect(view.menu.map((entry) => entry.path)).toContain('/requests')
    expect(view.outcome('/requests')).toEqual({ result: 'unauthorized' })
    // Fewest changes first: only what the drift needs is switched on.
    expect(requests.witness.flags).toEqual({ 'order-approvals-page': true })
    expect(requests.witness.institution.hasApprovalPermission).toBe(true)
    expect(requests.detail).toContain(
      `decided by: route /requests is decided by check hasRequestsPageAccess, which fails (policy/routes.yaml:${routeLine('/requests', 'check:')})`,
    )
  })

  it('is quiet on the shipped policy, whose menu item asks for what the route needs', () => {
    expect(lintPolicy(seedWith())).toEqual([])
  })

  it('finds menu items that can never show and routes that nothing can open', () => {
    const policy = seedWith({
      menu: [['    when: { permission: booklist:bulkUpload }', '    when: { all: [{ flag: dashboards }, { not: { flag: dashboards } }] }']],
      routes: [['    access: { flag: store-management }', '    access: { flag: store-management, check: neverPasses }']],
      checks: [['  hasAdminAccess:', '  neverPasses:\n    description: Never.\n    when: { not: { always: true } }\n  hasAdminAccess:']],
    })
    const findings = lintPolicy(policy).filter((finding) => finding.code !== 'menu-route-drift')
    expect(findings[0]?.detail).toBe('searched all 8 combinations of flag roles-and-permissions, permission booklist:view, flag dashboards')
    expect(findings.map((finding) => [finding.code, finding.message, finding.witness])).toEqual([
      ['menu-item-never-shown', "menu item booklist-upload can never be shown: no facts pass its condition and its parents'", undefined],
      // Its menu guard can never pass, so the page behind it is closed as well.
      ['unreachable-route', 'route /booklist/upload can never be opened: no facts allow /booklist/upload', undefined],
      ['unreachable-route', 'route /store can never be opened: no facts allow /store', undefined],
    ])
    // The Store item now shows while its route denies.
    expect(lintPolicy(policy).some((finding) => finding.message.startsWith('menu item store "Store" (/store) can be shown while /store is unauthorized'))).toBe(
      true,
    )
  })
})
