import { describe, expect, it } from 'vitest'
import { policy } from '../../../src/generated/policy.gen.ts'
import { persona } from '../../factories/facts.ts'
import { validateFacts } from '../../../src/policy/validate-facts.ts'

describe('validateFacts', () => {
  it('accepts factory facts and returns them', () => {
    const facts = persona({ flags: { dashboards: true } })
    expect(validateFacts(policy, facts)).toEqual({ facts, errors: [] })
  })

  it('names the field and the wrong value', () => {
    const facts = persona()
    const bad = { ...facts, institution: { ...facts.institution, isEA: 'yes', booklist_config: { region: 1, institution_id: 'i' } } }
    expect(validateFacts(policy, bad).errors).toEqual([
      'institution.booklist_config.region: expected string, got 1',
      'institution.isEA: expected boolean, got "yes"',
    ])
    expect(validateFacts(policy, [bad][0], 'facts[3]').errors[1]).toBe('facts[3].institution.isEA: expected boolean, got "yes"')
  })

  it('reports unknown names with a suggestion, missing fields and nulls where not allowed', () => {
    const { institution } = persona()
    const { isIA: _isIA, ...withoutIsIA } = institution
    const errors = validateFacts(policy, {
      flags: { dashbords: true, 'report-page': 'on' },
      permissions: { 'booklist:veiw': true },
      institution: { ...withoutIsIA, enable_supply_request: null, isEa: true, availableDashboards: [{ id: 'd1' }] },
      extra: 1,
    }).errors
    expect(errors).toEqual([
      'extra: unknown field',
      'flags.dashbords: unknown flag (did you mean "dashboards"?)',
      'flags.report-page: expected boolean, got "on"',
      'permissions.booklist:veiw: unknown permission (did you mean "booklist:view"?)',
      'institution.isIA: missing (expected boolean)',
      'institution.availableDashboards[0].displayName: missing (expected string)',
      'institution.enable_supply_request: expected string, got null',
      'institution.isEa: unknown field (did you mean "isEA"?)',
    ])
  })

  it('allows null where the policy declares it and missing flag or permission maps', () => {
    const { institution } = persona({ institution: { approval_config: null } })
    expect(validateFacts(policy, { institution }).errors).toEqual([])
  })

  it('rejects values that are not a facts object', () => {
    expect(validateFacts(policy, [1]).errors).toEqual(['facts: expected an object with flags, permissions and institution, got a list'])
    expect(validateFacts(policy, { flags: [] }).errors).toEqual([
      'flags: expected a map of flag name to boolean, got a list',
      'institution: missing (expected the institution config object)',
    ])
  })
})
