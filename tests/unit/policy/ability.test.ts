import { subject } from '@casl/ability'
import { rulesToAST } from '@casl/ability/extra'
import { describe, expect, it } from 'vitest'
import { policy } from '../../../src/generated/policy.gen.ts'
import { buildAbility, routeOutcome, type CompiledPolicy } from '../../../src/policy/index.ts'
import { persona } from '../../factories/facts.ts'

const always = { kind: 'always', id: 0 } as const
const item = (fields: Record<string, unknown>) => subject('MenuItem', fields)
const onlyRules = (abilityRules: CompiledPolicy['abilityRules']): CompiledPolicy => ({ ...policy, abilityRules })

describe('buildAbility', () => {
  it('matches plain-equality conditions with MongoDB semantics, arrays included', () => {
    const ability = buildAbility(onlyRules([{ action: 'show', subject: 'MenuItem', conditions: { id: 'a' }, when: always }]), persona())
    expect(ability.can('show', item({ id: 'a' }))).toBe(true)
    expect(ability.can('show', item({ id: 'b' }))).toBe(false)
    expect(ability.can('show', item({ id: ['b', 'a'] }))).toBe(true)
    expect(ability.can('show', item({}))).toBe(false)
    // Tools that turn rules into queries still get the query tree.
    expect(rulesToAST(ability, 'show', 'MenuItem')).toMatchObject({ operator: 'eq', field: 'id', value: 'a' })
  })

  it('lets a later inverted rule override, and carries its reason', () => {
    const conditions = { path: '/x' }
    const ability = buildAbility(
      onlyRules([
        { action: 'visit', subject: 'Route', conditions, when: always },
        { action: 'visit', subject: 'Route', conditions, inverted: true, reason: '/elsewhere', when: always },
      ]),
      persona(),
    )
    expect(ability.can('visit', subject('Route', { path: '/x' } as Record<string, unknown>))).toBe(false)
    expect(routeOutcome(ability, '/x')).toEqual({ result: 'redirect', to: '/elsewhere' })
  })

  it('answers a route behind an unset flag with a redirect, and one denied by its rule with unauthorized', () => {
    const ability = buildAbility(policy, persona({ flags: { 'roles-and-permissions': true } }))
    expect(routeOutcome(ability, '/reports')).toEqual({ result: 'redirect', to: '/' })
    expect(routeOutcome(ability, '/booklist')).toEqual({ result: 'unauthorized' })
    expect(routeOutcome(ability, '/search/request')).toEqual({ result: 'allow' })
  })
})
