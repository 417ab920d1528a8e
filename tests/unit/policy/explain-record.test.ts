import { describe, expect, it } from 'vitest'
import { policy } from '../../../scripts/policy/generated-policy.ts'
import { decideRecord, explainRecord } from '../../../src/policy/index.ts'
import { persona } from '../../factories/facts.ts'

const requester = persona({
  flags: { 'roles-and-permissions': true },
  permissions: { 'booklist:request': true },
  user: { id: 'u-req', institutionId: 'inst-1' },
})
const own = { id: 'r-1', institutionId: 'inst-1', requesterId: 'u-req', kind: 'title', status: 'draft', nbsi: 't-1', courseId: null, quantity: 1 }

describe('explainRecord', () => {
  it('says which rule allows, by file:line, and what every passing rule would need to deny', () => {
    const lines = explainRecord(policy, requester, 'read', 'Request', own)
    expect(lines[0]).toMatch(/^read Request: allowed, by the rule at policy\/resources\/request\.yaml:\d+$/)
    expect(lines[1]).toBe('  (3 rules; any one passing allows)')
    expect(lines).toContain('To deny it, every passing rule must fail:')
    // The second rule needs booklist:approve, which the requester does not hold.
    expect(lines.some((line) => /^ {4}permission booklist:approve is not held \(policy\/resources\/request\.yaml:\d+\)$/.test(line))).toBe(true)
  })

  it('for a denial lists, per rule, every change that would allow it, including tests the AND skipped', () => {
    const approved = { ...own, requesterId: 'u-other', status: 'approved' }
    const lines = explainRecord(policy, requester, 'cancel', 'Request', approved)
    expect(lines[0]).toBe('cancel Request: denied')
    expect(lines.some((line) => line.includes('status is one of ["draft", "pending"] (not evaluated)'))).toBe(true)
    const change = lines.find((line) => line.startsWith('  - rule at policy/resources/request.yaml:'))
    expect(change).toContain(`the record's requesterId (now "u-other") must be user.id ("u-req")`)
    expect(change).toContain(`the record's status (now "approved") must be one of ["draft", "pending"]`)
  })

  it('says when a rule names the user and the facts have none', () => {
    const { user: _user, ...signedOut } = requester
    const lines = explainRecord(policy, signedOut, 'cancel', 'Request', own)
    expect(lines[0]).toBe('cancel Request: denied')
    expect(lines).toContain('  where: not evaluated: the rule names the signed-in user and the facts have no user')
    expect(decideRecord(policy, signedOut, 'cancel', 'Request', own).rules[0]?.needsUser).toBe(true)
  })

  it('answers an action the record type does not have with no rule', () => {
    expect(explainRecord(policy, requester, 'adopt', 'Request', own)).toEqual(['adopt Request: denied: the policy has no rule for adopt on Request'])
  })
})
