import { subject } from '@casl/ability'
import { rulesToAST } from '@casl/ability/extra'
import { describe, expect, it } from 'vitest'
import { policy } from '../../../src/generated/policy.gen.ts'
import { policy as withSources } from '../../../scripts/policy/generated-policy.ts'
import { buildAbility, withUser } from '../../../src/policy/ability.ts'
import { validateFacts } from '../../../src/policy/validate-facts.ts'
import { persona } from '../../factories/facts.ts'

const approver = persona({ flags: { 'roles-and-permissions': true }, permissions: { 'booklist:approve': true }, user: { id: 'u-1', institutionId: 'inst-1' } })

describe('record rules in the ability', () => {
  it('keeps user references as sentinels in the compiled policy', () => {
    const read = policy.abilityRules.filter((rule) => rule.action === 'read' && rule.subject === 'Request')
    expect(read.map((rule) => rule.conditions)).toEqual([
      { institutionId: { $eq: { $user: 'institutionId' } }, requesterId: { $eq: { $user: 'id' } } },
      { institutionId: { $eq: { $user: 'institutionId' } } },
      { institutionId: { $eq: { $user: 'institutionId' } }, kind: { $eq: 'purchase' } },
    ])
  })

  it('fills the sentinels from facts.user when the ability is built, and gives rulesToAST plain values', () => {
    const ability = buildAbility(policy, approver)
    expect(rulesToAST(ability, 'approve', 'Request')).toEqual({
      operator: 'and',
      value: [
        { operator: 'eq', field: 'institutionId', value: 'inst-1' },
        { operator: 'eq', field: 'status', value: 'pending' },
        { operator: 'ne', field: 'requesterId', value: 'u-1' },
      ],
    })
  })

  it('drops the rules that name the user when the facts have none (fail closed), keeping the others', () => {
    const { user: _user, ...signedOut } = approver
    const ability = buildAbility(policy, signedOut)
    expect(ability.rulesFor('read', 'Request')).toEqual([])
    expect(ability.can('read', subject('Request', { institutionId: 'inst-1', requesterId: 'u-1' }))).toBe(false)
    // Rules without record conditions are unaffected.
    expect(ability.can('approve', 'booklist')).toBe(true)
  })

  it('withUser replaces sentinels anywhere in a query and reports a missing user', () => {
    const query = { a: { $in: ['x', { $user: 'id' }] }, b: { $ne: { $user: 'institutionId' } } } as const
    expect(withUser(query, { id: 'u', institutionId: 'i' })).toEqual({ a: { $in: ['x', 'u'] }, b: { $ne: 'i' } })
    expect(withUser(query, undefined)).toBeUndefined()
    expect(withUser({ status: { $eq: 'pending' } }, undefined)).toEqual({ status: { $eq: 'pending' } })
  })

  it('answers call Procedure from policy/procedures.yaml', () => {
    const ability = buildAbility(policy, approver)
    expect(ability.can('call', subject('Procedure', { name: 'auth.getUser' }))).toBe(true)
    expect(ability.can('call', subject('Procedure', { name: 'requests.approve' }))).toBe(false)
    const withPage = buildAbility(policy, {
      ...approver,
      flags: { ...approver.flags, 'order-approvals-page': true },
      institution: { ...approver.institution, approval_type: 'pricing_approvals' },
    })
    expect(withPage.can('call', subject('Procedure', { name: 'requests.approve' }))).toBe(true)
    expect(withSources.procedures.find((procedure) => procedure.name === 'requests.approve')).toMatchObject({
      access: 'rule',
      action: 'approve',
      subject: 'Request',
    })
  })
})

describe('validateFacts with a user', () => {
  it('accepts { id, institutionId } and names the problem otherwise', () => {
    expect(validateFacts(policy, approver).facts?.user).toEqual({ id: 'u-1', institutionId: 'inst-1' })
    expect(validateFacts(policy, { ...approver, user: { id: '', institution: 'x' } }).errors).toEqual([
      'user.id: expected a non-empty string, got ""',
      'user.institutionId: expected a non-empty string, got nothing',
      'user.institution: unknown field (did you mean "institutionId"?)',
    ])
    expect(validateFacts(policy, { ...approver, usr: {} }).errors).toEqual(['usr: unknown field (did you mean "user"?)'])
  })
})
