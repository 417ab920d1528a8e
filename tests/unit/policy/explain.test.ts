import { describe, expect, it } from 'vitest'
import { policy } from '../../../scripts/policy/generated-policy.ts'
import { persona } from '../../factories/facts.ts'
import { routeLine } from '../../factories/policy-lines.ts'
import { changesFor, explainCondition } from '../../../src/policy/explain-condition.ts'
import { explainMenuItem } from '../../../src/policy/explain-menu.ts'
import { decidingRule, explainNavigation } from '../../../src/policy/explain.ts'
import { decideNavigation } from '../../../src/policy/navigation-decision.ts'

const reportsItem = policy.menu.find((item) => item.id === 'reports')

describe('explain', () => {
  it('states a flag denial with its rule, file:line and the change that would allow it', () => {
    expect(explainNavigation(policy, persona(), '/reports')).toEqual([
      '/reports: redirect to /',
      `- route /reports needs flag report-page, which is off (policy/routes.yaml:${routeLine('/reports', 'flag:')})`,
      'To allow it, change:',
      '  - turn flag report-page on',
    ])
  })

  it('walks a failing check condition by condition', () => {
    const facts = persona({ flags: { 'order-approvals-page': true }, institution: { approval_type: 'pricing_approvals', isEAorIA: true } })
    const lines = explainNavigation(policy, facts, '/requests')
    expect(lines).toContain(`- route /requests is decided by check hasRequestsPageAccess, which fails (policy/routes.yaml:${routeLine('/requests', 'check:')})`)
    expect(lines).toContain('      institution.approval_type is "pricing_approvals" (policy/checks.yaml:25)')
    expect(lines).toContain('        institution.isEAorIA is true (policy/checks.yaml:26)')
    expect(lines.slice(-2)).toEqual(['To allow it, change:', '  - set institution.isEAorIA to false (policy/checks.yaml:26)'])
  })

  it('says when nothing in the facts can help', () => {
    expect(explainNavigation(policy, persona(), '/nope')).toEqual(['/nope: not-found', '- no route matches this path', 'Nothing in the facts can allow it.'])
  })

  it('shows each condition value and marks short-circuited parts', () => {
    if (!reportsItem) throw new Error('no reports item')
    expect(explainCondition(policy, persona(), reportsItem.when)).toEqual([
      'all of these fails (policy/menu.yaml:159)',
      '  flag report-page is off (policy/menu.yaml:160)',
      '  permission counterReport:view passes (flag roles-and-permissions is off, so every permission passes) (not evaluated) (policy/menu.yaml:161)',
      '  check hasReportsPageAccess not evaluated (policy/menu.yaml:162)',
      '    any of these not evaluated (policy/checks.yaml:30)',
      '      institution.booklist_config.region is "us" (needs "gb") (not evaluated) (policy/checks.yaml:31)',
      '      institution.booklist_config.institution_id is "inst-1", not in list reportsInstitutions ' +
        '[inst-reports-a, inst-reports-b, inst-reports-c] (not evaluated) (policy/checks.yaml:32)',
    ])
  })

  it('lists the fewest changes that would make a condition pass', () => {
    if (!reportsItem) throw new Error('no reports item')
    const facts = persona({ flags: { 'roles-and-permissions': true } })
    expect(changesFor(policy, facts, reportsItem.when)).toEqual([
      'turn flag report-page on (policy/menu.yaml:160)',
      'grant permission counterReport:view (policy/menu.yaml:161)',
      'set institution.booklist_config.region to "gb" (policy/checks.yaml:31)',
    ])
  })

  it('explains a hidden menu item by title, parents included', () => {
    const lines = explainMenuItem(policy, persona({ flags: { 'roles-and-permissions': true } }), 'bulk upload') ?? []
    expect(lines[0]).toBe('menu item booklist-upload "Bulk Upload" at /booklist/upload: not shown (policy/menu.yaml:56)')
    expect(lines).toContain('- parent booklist fails its condition (policy/menu.yaml:43)')
    expect(lines.slice(-3)).toEqual([
      'To show it, change:',
      '  - grant permission booklist:view (policy/menu.yaml:43)',
      '  - grant permission booklist:bulkUpload (policy/menu.yaml:59)',
    ])
    expect(explainMenuItem(policy, persona(), 'Nothing')).toBeUndefined()
  })

  it('names the deciding rule of a menu-guard denial', () => {
    const decision = decideNavigation(policy, persona({ permissions: {} }), '/courses')
    expect(decidingRule(policy, decision)).toBe('menu items at /courses: courses fails (policy/menu.yaml:127)')
  })
})
