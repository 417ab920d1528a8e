import { subject } from '@casl/ability'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AppAbility } from '../../../src/generated/ability.gen.ts'
import { flagNames, permissionNames } from '../../../src/generated/policy-names.gen.ts'
import { policy } from '../../../scripts/policy/generated-policy.ts'
import type { RequestRecord } from '../../../src/generated/records.gen.ts'
import { buildAbility, type Facts } from '../../../src/policy/index.ts'
import { decideRecord } from '../../../src/policy/record-decision.ts'
import { referenceRequestAllows } from '../../reference/record-rules.ts'
import { persona } from '../../factories/facts.ts'

// Random facts (flags, permissions, with or without a user) and random requests,
// drawn from a few ids so that "same institution" and "is the requester" are both
// often true and often false. The compiled ability must agree with the hand-written
// reading of issues 10 and 28 in tests/reference/record-rules.ts, and so must the
// rule-by-rule reading explain and coverage use.
const ids = ['u-1', 'u-2', 'u-3']
const institutions = ['inst-1', 'inst-2']
const statuses = ['draft', 'pending', 'approved', 'rejected', 'ordered', 'fulfilled', 'cancelled'] as const

const optionalBooleans = (names: readonly string[]) =>
  fc.record(Object.fromEntries(names.map((name) => [name, fc.boolean()])) as Record<string, fc.Arbitrary<boolean>>, { requiredKeys: [] })

const factsArb: fc.Arbitrary<Facts> = fc
  .record({
    flags: optionalBooleans(flagNames),
    permissions: optionalBooleans(permissionNames),
    user: fc.option(fc.record({ id: fc.constantFrom(...ids), institutionId: fc.constantFrom(...institutions) }), { nil: undefined }),
  })
  .map(({ user, ...rest }) => persona({ ...rest, ...(user ? { user } : {}) }))

const requestArb: fc.Arbitrary<RequestRecord> = fc.record({
  id: fc.constantFrom('r-1', 'r-2'),
  institutionId: fc.constantFrom(...institutions),
  requesterId: fc.constantFrom(...ids),
  kind: fc.constantFrom('title', 'supply', 'purchase'),
  status: fc.constantFrom(...statuses),
  nbsi: fc.constant('t-1'),
  courseId: fc.constantFrom(null, 'c-1'),
  quantity: fc.integer({ min: 1, max: 5 }),
})

const actions = ['read', 'approve', 'reject', 'cancel', 'purchase', 'receive'] as const

describe('the fixed request rules of issues 10 and 28', () => {
  it('the compiled ability agrees with the hand-written reading for any facts and request', () => {
    fc.assert(
      fc.property(factsArb, requestArb, (facts, request) => {
        // The app and the server narrow the runtime's ability to the generated tuple the same way.
        const ability = buildAbility(policy, facts) as unknown as AppAbility
        for (const action of actions) {
          const expected = referenceRequestAllows(facts, action, request)
          expect(ability.can(action, subject('Request', { ...request })), `${action} ${JSON.stringify(request)}`).toBe(expected)
          expect(decideRecord(policy, facts, action, 'Request', request).allowed, `explain's reading of ${action}`).toBe(expected)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('both answers occur for every action (the generators reach both sides)', () => {
    const seen = new Map<string, Set<boolean>>()
    fc.assert(
      fc.property(factsArb, requestArb, (facts, request) => {
        for (const action of actions) {
          const answers = seen.get(action) ?? new Set<boolean>()
          answers.add(referenceRequestAllows(facts, action, request))
          seen.set(action, answers)
        }
      }),
      { numRuns: 500, seed: 10 },
    )
    expect(actions.map((action) => [action, seen.get(action)?.size])).toEqual(actions.map((action) => [action, 2]))
  })
})
