import { subject } from '@casl/ability'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { flagNames, permissionNames } from '../../../src/generated/policy-names.gen.ts'
import { policy } from '../../../scripts/policy/generated-policy.ts'
import { buildAbility, flattenMenu, navigationOutcome, resolveMenu, type Facts } from '../../../src/policy/index.ts'
import { personAccess } from '../../../src/policy/person-access.ts'
import { recordScope } from '../../../src/policy/record-scope.ts'
import { answerQuestion } from '../../../src/policy/who-can.ts'
import { persona } from '../../factories/facts.ts'
import { randomRecord, seeded } from '../../factories/records.ts'

// "Who can" asks the same rules the ability does, in words: for any facts,
// its yes or no must be the ability's on every record action, page and menu item.
const optionalBooleans = (names: readonly string[]) =>
  fc.record(Object.fromEntries(names.map((name) => [name, fc.boolean()])) as Record<string, fc.Arbitrary<boolean>>, { requiredKeys: [] })

const factsArb: fc.Arbitrary<Facts> = fc
  .record({ flags: optionalBooleans(flagNames), permissions: optionalBooleans(permissionNames), seed: fc.integer() })
  .map(({ seed, ...rest }) => ({ ...persona({ ...rest, user: { id: `u-${Math.abs(seed) % 3}`, institutionId: 'inst-1' } }), seed }) as Facts)

describe('who can, asked of one person', () => {
  it('says yes exactly when the ability does, on every record action of random records, page and menu item', () => {
    fc.assert(
      fc.property(factsArb, fc.integer(), (facts, seed) => {
        const ability = buildAbility(policy, facts)
        const random = seeded(seed)
        for (const type of policy.records)
          for (const action of type.actions) {
            const record = randomRecord(policy, type, facts.user, random)
            const answer = answerQuestion(policy, facts, { kind: 'action', action: action.name, subject: type.name, record })
            expect(answer.can, `${action.name} ${type.name} ${JSON.stringify(record)}`).toBe(ability.can(action.name, subject(type.name, { ...record })))
            if (answer.partial) expect(answer.can).toBe(false)
            const scope = answerQuestion(policy, facts, { kind: 'action', action: action.name, subject: type.name })
            expect(scope.can).toBe(recordScope(policy, facts, action.name, type.name).kind !== 'never')
          }
        for (const route of policy.routes) {
          const answer = answerQuestion(policy, facts, { kind: 'page', path: route.path })
          expect(answer.can, route.path).toBe(navigationOutcome(policy, facts, route.path).result === 'allow')
        }
        const shown = new Set(flattenMenu(resolveMenu(policy, facts)).map((entry) => entry.id))
        const ids = (items: typeof policy.menu): string[] => items.flatMap((item) => [item.id, ...ids(item.children)])
        for (const id of ids(policy.menu)) expect(answerQuestion(policy, facts, { kind: 'menu', id }).can, id).toBe(shown.has(id))
      }),
      { numRuns: 60 },
    )
  })

  const approver = persona({
    flags: { 'roles-and-permissions': true } as never,
    permissions: { 'booklist:approve': true } as never,
    user: { id: 'u-rosa', institutionId: 'inst-1' },
  })
  const pending = { id: 'r-1', institutionId: 'inst-1', requesterId: 'u-rosa', kind: 'title', status: 'pending', nbsi: 't-1', courseId: null, quantity: 1 }

  it('names what stops a person who holds part of a rule: their own request', () => {
    const answer = answerQuestion(policy, approver, { kind: 'action', action: 'approve', subject: 'Request', record: pending })
    expect(answer.can).toBe(false)
    expect(answer.partial).toBe(true)
    expect(answer.because).toBe('has booklist:approve but this request is their own')
    expect(answer.rule).toMatch(/^policy\/resources\/request\.yaml:\d+$/)
  })

  it('names the rule that lets another approver, with its file and line', () => {
    const omar = { ...approver, user: { id: 'u-omar', institutionId: 'inst-1' } }
    const answer = answerQuestion(policy, omar, { kind: 'action', action: 'approve', subject: 'Request', record: pending })
    expect(answer).toMatchObject({ can: true, partial: false, rule: expect.stringMatching(/^policy\/resources\/request\.yaml:\d+$/) })
    const scope = answerQuestion(policy, omar, { kind: 'action', action: 'approve', subject: 'Request' })
    expect(scope.scope).toBe('on requests of their institution that are pending and not their own')
  })

  it("lists a person's pages, menu items and record actions with their scope", () => {
    const access = personAccess(policy, approver)
    expect(access.actions).toContainEqual(
      expect.objectContaining({ key: 'approve Request', scope: 'on requests of their institution that are pending and not their own' }),
    )
    expect(access.pages.every((page) => navigationOutcome(policy, approver, page.path).result === 'allow')).toBe(true)
    expect(access.menu.map((item) => item.id)).toEqual(flattenMenu(resolveMenu(policy, approver)).map((entry) => entry.id))
  })
})
