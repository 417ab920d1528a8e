import { describe, expect, it } from 'vitest'
import { policy } from '../../../scripts/policy/generated-policy.ts'
import { persona } from '../../factories/facts.ts'
import { CoverageRecorder, coverageTargets } from '../../../src/policy/coverage.ts'
import { decideNavigation } from '../../../src/policy/navigation-decision.ts'
import { resolveMenu } from '../../../src/policy/menu.ts'

describe('coverage', () => {
  const targets = coverageTargets(policy)
  const keys = targets.map((target) => target.key)

  it('targets menu and check conditions, route steps and landing branches, but not unused checks', () => {
    const admin = policy.checks.find((check) => check.name === 'hasAdminAccess')
    expect(keys).not.toContain(`condition:${admin?.when.id}`)
    expect(keys).toContain('route:/reports:flag')
    expect(keys).toContain('route:/reports:check')
    expect(keys).toContain('route:/booklist:permission')
    expect(keys).toContain('route:/search/request:open')
    expect(keys).not.toContain('route:/:open')
    expect(keys.filter((key) => key.startsWith('landing:'))).toEqual([
      'landing:flag-off',
      ...policy.landing.preferred.map((id) => `landing:preferred:${id}`),
      'landing:top-level',
      'landing:fallback',
    ])
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('counts a condition covered only once it has been seen both true and false', () => {
    const recorder = new CoverageRecorder(policy)
    const store = policy.menu.find((item) => item.id === 'store')
    const key = `condition:${store?.when.id}`
    const missing = () => recorder.report().uncovered.find((entry) => entry.target.key === key)?.missing
    expect(missing()).toEqual([true, false])
    resolveMenu(policy, persona(), recorder.visit)
    expect(missing()).toEqual([true])
    resolveMenu(policy, persona({ flags: { 'store-management': true }, institution: { institutionHasStore: true } }), recorder.visit)
    expect(missing()).toBeUndefined()
  })

  it('records route steps and the landing of / from navigation decisions', () => {
    const recorder = new CoverageRecorder(policy)
    recorder.recordNavigation(decideNavigation(policy, persona(), '/reports', recorder.visit))
    recorder.recordNavigation(decideNavigation(policy, persona(), '/', recorder.visit))
    const uncovered = new Map(recorder.report().uncovered.map((entry) => [entry.target.key, entry.missing]))
    expect(uncovered.get('route:/reports:flag')).toEqual([true])
    expect(uncovered.has('landing:flag-off')).toBe(false)
    const report = recorder.report()
    expect(report.total).toBe(targets.length)
    expect(report.percent).toBeCloseTo((report.covered / report.total) * 100)
  })
})
