import { describe, expect, it } from 'vitest'
import { loadPolicySources } from '../../load.ts'
import { compileSources } from '../compile-sources.ts'
import { repoRoot, seedWith } from '../test-policy.ts'
import { lintRecords } from './lint-records.ts'

const neverPasses: [string, string] = ['  hasAdminAccess:', '  neverPasses:\n    description: Never.\n    when: { not: { always: true } }\n  hasAdminAccess:']

describe('lintRecords', () => {
  it('reports record actions that no procedure applies, as its own or under also:, and only those', () => {
    expect(lintRecords(seedWith()).filter((finding) => finding.code === 'action-without-procedure')).toEqual([])
    const findings = lintRecords(seedWith({ procedures: [['    also: [{ action: purchase, subject: Request }]\n', '']] }))
    const unused = findings.filter((finding) => finding.code === 'action-without-procedure').map((finding) => finding.message)
    expect(unused).toEqual(['action purchase of Request is applied by no procedure in policy/procedures.yaml'])
    expect(findings.filter((finding) => finding.code === 'procedure-never-passes')).toEqual([])
  })

  it('reports a procedure whose access rule can never pass', () => {
    const policy = seedWith({
      checks: [neverPasses],
      procedures: [
        [
          '  requests.reject:\n    access: { flag: order-approvals-page, check: hasRequestsPageAccess }',
          '  requests.reject:\n    access: { check: neverPasses }',
        ],
      ],
    })
    const never = lintRecords(policy).filter((finding) => finding.code === 'procedure-never-passes')
    expect(never.map((finding) => [finding.message, finding.src[0], finding.src[1]])).toEqual([
      [
        'procedure requests.reject can never be called successfully: no facts pass its access rule together with a rule of reject Request',
        'policy/procedures.yaml',
        42,
      ],
    ])
    expect(never[0]?.detail).toMatch(/^searched all \d+ combinations of /)
  })

  it('reports a procedure whose access rule and record rule can never pass together', () => {
    // Each part can pass alone, but the access rule needs booklist:approve not held (with
    // permissions enforced) while every rule of approve Request needs it held.
    const policy = seedWith({
      procedures: [
        [
          '  requests.approve:\n    access: { flag: order-approvals-page, check: hasRequestsPageAccess }',
          '  requests.approve:\n    access: { check: permissionsOff }',
        ],
      ],
      checks: [
        [
          '  hasAdminAccess:',
          '  permissionsOff:\n    description: Nobody holds booklist:approve.\n' +
            '    when: { all: [{ flag: roles-and-permissions }, { not: { permission: booklist:approve } }] }\n  hasAdminAccess:',
        ],
      ],
    })
    const never = lintRecords(policy).filter((finding) => finding.code === 'procedure-never-passes')
    expect(never.map((finding) => finding.message)).toEqual([
      'procedure requests.approve can never be called successfully: no facts pass its access rule together with a rule of approve Request',
    ])
  })

  it('reports a record rule whose tests contradict each other, and the procedure that relies on it alone', () => {
    const sources = loadPolicySources(repoRoot)
    const approve = '            - { field: status, equals: pending }\n            - not: { field: requesterId, equals: { user: id } }\n'
    const resources = (sources.resources ?? []).map((source) => {
      if (source.file !== 'policy/resources/request.yaml') return source
      if (!source.text.includes(approve)) throw new Error('request.yaml changed; update this test')
      return { ...source, text: source.text.replace(approve, `${approve}            - { field: status, notIn: [draft, pending] }\n`) }
    })
    const compiled = compileSources({ ...sources, resources })
    if ('error' in compiled) throw new Error(compiled.error)
    const findings = lintRecords(compiled.policy).filter((finding) => finding.code !== 'action-without-procedure')
    expect(findings.map((finding) => [finding.code, finding.message])).toEqual([
      ['record-rule-never-matches', 'a rule of approve Request can never match a record: its tests of one field contradict each other'],
      ['procedure-never-passes', 'procedure requests.approve can never be called successfully: no rule of approve Request can match a record'],
    ])
    expect(findings[0]?.src[0]).toBe('policy/resources/request.yaml')
    // The shipped rules all match some record.
    expect(lintRecords(seedWith()).filter((finding) => finding.code === 'record-rule-never-matches')).toEqual([])
  })
})
