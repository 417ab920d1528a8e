import { describe, expect, it } from 'vitest'
import { policy as withSources } from '../../../scripts/policy/generated-policy.ts'
import { abilityAllows } from '../../../scripts/policy/semantics/record-question.ts'
import { permissionNames, type Permission } from '../../../src/generated/policy-names.gen.ts'
import { policy } from '../../../src/generated/policy.gen.ts'
import { evaluateCondition } from '../../../src/policy/condition.ts'
import type { Facts, FactsUser } from '../../../src/policy/facts.ts'
import type { RecordOperand } from '../../../src/policy/model.ts'
import { refusalReason, type FailedPart } from '../../../src/policy/refusal-reason.ts'
import { fieldWords } from '../../../src/policy/record-scope-text.ts'
import { every, persona, randomRecord, seeded } from '../../factories/index.ts'

const me: FactsUser = { id: 'u-ana', institutionId: 'inst-1' }
const enforced = { [policy.permissionsEnforcedByFlag]: true }
const approver = persona({ user: me, flags: enforced, permissions: { 'booklist:approve': true } })
const request = (more: Record<string, unknown> = {}) => ({
  id: 'r-1',
  institutionId: 'inst-1',
  requesterId: 'u-bob',
  kind: 'title',
  status: 'pending',
  nbsi: 'n-1',
  courseId: null,
  quantity: 1,
  ...more,
})

describe('the reason a record action is refused', () => {
  it("names one's own pending request as one's own, never its status", () => {
    const refusal = refusalReason(policy, approver, 'approve', 'Request', request({ requesterId: me.id }), { noun: 'request' })
    expect(refusal?.sentence).toBe('You may not approve this request: it is your own request.')
    expect(refusal?.sentence).not.toMatch(/pending/)
    expect(refusalReason(withSources, approver, 'reject', 'Request', request({ requesterId: me.id }), { noun: 'request' })?.sentence).toBe(
      'You may not reject this request: it is your own request.',
    )
  })

  it('says the state it is in and the states the rule wants, the institution, the permission', () => {
    expect(refusalReason(policy, approver, 'approve', 'Request', request({ status: 'approved' }), { noun: 'request' })?.sentence).toBe(
      'You may not approve this request: it is approved, not pending.',
    )
    expect(refusalReason(policy, approver, 'approve', 'Request', request({ institutionId: 'inst-2' }), { noun: 'request' })?.sentence).toBe(
      'You may not approve this request: it belongs to another institution.',
    )
    expect(refusalReason(policy, approver, 'cancel', 'Request', request({ status: 'approved' }), { noun: 'request' })?.sentence).toBe(
      'You may not cancel this request: it is not your own request; it is approved, not draft or pending.',
    )
    const requester = persona({ user: me, flags: enforced, permissions: { 'booklist:request': true } })
    expect(refusalReason(policy, requester, 'approve', 'Request', request(), { noun: 'request' })?.sentence).toBe(
      'You may not approve this request: you do not hold the permission booklist:approve.',
    )
    // The tools' policy has the permission's description too.
    expect(refusalReason(withSources, requester, 'approve', 'Request', request(), { noun: 'request' })?.sentence).toBe(
      'You may not approve this request: you do not hold the permission booklist:approve (Approve booklist changes made by others).',
    )
  })

  it('answers nothing when a rule allows the action', () => {
    expect(refusalReason(policy, approver, 'approve', 'Request', request(), { noun: 'request' })).toBeUndefined()
  })

  // For every record type and action of the compiled policy, on generated records and people:
  // whenever the ability refuses, the sentence names conditions, and each one really is false.
  it('names only conditions that are false, for every record type and action', () => {
    const random = seeded(50)
    const counts = { refused: 0, allowed: 0 }
    for (const type of withSources.records) {
      for (const { name: action } of type.actions) {
        for (let i = 0; i < 60; i++) {
          const facts = randomPerson(random)
          const record = randomRecord(withSources, type, facts.user, random)
          const allowed = abilityAllows(policy, facts, action, type.name, record)
          const refusal = refusalReason(policy, facts, action, type.name, record)
          const about = `${action} ${type.name} on ${JSON.stringify(record)} with ${JSON.stringify(facts.permissions)}`
          if (allowed) {
            expect(refusal, about).toBeUndefined()
            counts.allowed++
            continue
          }
          counts.refused++
          expect(refusal, about).toBeDefined()
          expect(refusal!.sentence, about).toMatch(new RegExp(`^You may not ${fieldWords(action)} this ${fieldWords(type.name)}: .+\\.$`))
          expect(refusal!.sentence, about).not.toMatch(/while it is/)
          expect(refusal!.failed.length, about).toBeGreaterThan(0)
          for (const part of refusal!.failed) {
            expect(refusal!.sentence, about).toContain(part.words)
            expect(holds(part, facts, record), `${about}: "${part.words}" names a condition that holds`).toBe(false)
          }
        }
      }
    }
    expect(counts.refused).toBeGreaterThan(500)
    expect(counts.allowed).toBeGreaterThan(50)
  })
})

/** A signed-in person with permissions enforced (mostly) and a random set of them held. */
function randomPerson(random: () => number): Facts {
  const permissions = every(permissionNames.filter(() => random() < 0.5) as Permission[])
  const flags = Object.fromEntries(policy.flags.map((flag) => [flag.name, random() < 0.5]))
  return persona({ user: me, flags: { ...flags, [policy.permissionsEnforcedByFlag]: random() < 0.9 }, permissions })
}

/** Whether the part the sentence names is, in fact, what the rule wants: evaluated here, not by the code under test. */
function holds(part: FailedPart, facts: Facts, record: Readonly<Record<string, unknown>>): boolean {
  if (part.kind === 'when') {
    const { condition, want } = part
    const actual =
      condition.kind === 'permission'
        ? facts.flags[policy.permissionsEnforcedByFlag] !== true || facts.permissions[condition.name] === true
        : condition.kind === 'flag'
          ? facts.flags[condition.name] === true
          : evaluateCondition(policy, facts, condition)
    return actual === want
  }
  const { field, op, value } = part.test
  const operand = (o: RecordOperand) => (o !== null && typeof o === 'object' ? facts.user![o.$user] : o)
  const expected = (Array.isArray(value) ? (value as RecordOperand[]) : [value as RecordOperand]).map(operand)
  const actual = record[field]
  const has = (v: unknown) => (Array.isArray(actual) ? actual.includes(v) : (actual ?? null) === v)
  switch (op) {
    case 'eq':
    case 'in':
      return expected.some(has)
    case 'ne':
    case 'nin':
      return !expected.some(has)
    case 'lt':
      return typeof actual === typeof expected[0] && (actual as number) < (expected[0] as number)
    case 'lte':
      return typeof actual === typeof expected[0] && (actual as number) <= (expected[0] as number)
    case 'gt':
      return typeof actual === typeof expected[0] && (actual as number) > (expected[0] as number)
    default:
      return typeof actual === typeof expected[0] && (actual as number) >= (expected[0] as number)
  }
}
