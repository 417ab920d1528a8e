import { subject } from '@casl/ability'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { AppAbility } from '../../generated/ability.gen.ts'
import type { InstitutionConfig } from '../../generated/policy-names.gen.ts'
import { persona } from '../../../tests/factories/facts.ts'
import type { ApiDeps } from '../api/api-deps.ts'
import { createPolicyViewSource } from './policy-view-source.ts'

// evaluate() never calls the API; load() is covered by the boot tests.
const source = createPolicyViewSource(new QueryClient(), {} as ApiDeps)
const facts = persona({ flags: { 'roles-and-permissions': true }, permissions: { 'booklist:request': true } })
const config = facts.institution as unknown as InstitutionConfig
const user = {
  id: 'u-rita',
  email: 'rita@example.edu',
  institutionId: 'inst-1',
  branding: { name: 'Northbridge University', logo: null, colours: null },
  unreadNotifications: 0,
  liveFromEventId: '0',
}
const request = (requesterId: string) =>
  subject('Request', { id: 'r1', institutionId: 'inst-1', requesterId, kind: 'purchase', status: 'pending', nbsi: 't', courseId: null, quantity: 1 } as const)
const ownPending = request('u-rita')

describe('the browser policy view', () => {
  it('answers record rules that name the user once the user is known', () => {
    const ability = source.evaluate(config, facts.permissions, facts.flags as Record<string, boolean>, user).ability as unknown as AppAbility
    expect(ability.can('cancel', ownPending)).toBe(true)
    expect(ability.can('cancel', request('someone-else'))).toBe(false)
  })

  it('denies them without a user, and gives a new view when the user changes', () => {
    const without = source.evaluate(config, facts.permissions, facts.flags as Record<string, boolean>)
    expect((without.ability as unknown as AppAbility).can('cancel', ownPending)).toBe(false)
    const withUser = source.evaluate(config, facts.permissions, facts.flags as Record<string, boolean>, user)
    expect(withUser).not.toBe(without)
    expect(source.evaluate(config, facts.permissions, facts.flags as Record<string, boolean>, user)).toBe(withUser)
  })
})
