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

  describe('field rules', () => {
    const itemYaml = (edit: (text: string) => string) => {
      const sources = loadPolicySources(repoRoot)
      const resources = (sources.resources ?? []).map((source) =>
        source.file === 'policy/resources/booklist-item.yaml' ? { ...source, text: edit(source.text) } : source,
      )
      const compiled = compileSources({ ...sources, resources })
      if ('error' in compiled) throw new Error(compiled.error)
      return lintRecords(compiled.policy).filter((finding) => finding.code.startsWith('field-rule-'))
    }
    const readForbid = '      - when: { not: { permission: booklist:viewInternalStatus } }\n        forbid: true\n'
    const readGrant = '      - when: { permission: booklist:view }\n        where: { field: institutionId, equals: { user: institutionId } }\n'
    const shown = (findings: ReturnType<typeof itemYaml>) => findings.map((finding) => [finding.code, finding.message, finding.src[0]])

    it('finds nothing in the shipped field rules', () => {
      expect(itemYaml((text) => text)).toEqual([])
    })

    it('reports a field rule whose when no facts pass, or whose where no record passes', () => {
      const never = itemYaml((text) =>
        text.replace(
          readForbid,
          '      - when: { all: [{ permission: booklist:viewInternalStatus }, { not: { permission: booklist:viewInternalStatus } }] }\n        forbid: true\n',
        ),
      )
      expect(shown(never)).toEqual([
        [
          'field-rule-never-passes',
          'the forbid rule of read BooklistItem on internalStatus never passes: no facts pass its when',
          'policy/resources/booklist-item.yaml',
        ],
      ])
      expect(never[0]?.detail).toMatch(/^searched all \d+ combinations of /)
      const nowhere = itemYaml((text) =>
        text.replace(readForbid, `${readForbid}        where: { all: [{ field: listStatus, equals: draft }, { field: listStatus, notIn: [draft, final] }] }\n`),
      )
      expect(shown(nowhere)).toEqual([
        [
          'field-rule-never-passes',
          'the forbid rule of read BooklistItem on internalStatus never passes: its tests of one field contradict each other, so no record passes its where',
          'policy/resources/booklist-item.yaml',
        ],
      ])
    })

    it('reports a forbid rule on fields no grant gives, and a grant whose every field a forbid rule always withholds', () => {
      const narrowGrant = itemYaml((text) => text.replace(readGrant, `${readGrant}        fields: [id, quantity]\n`))
      expect(shown(narrowGrant)).toEqual([
        [
          'field-rule-never-matters',
          'the forbid rule of read BooklistItem on internalStatus never matters: no grant of read BooklistItem gives internalStatus',
          'policy/resources/booklist-item.yaml',
        ],
      ])
      expect(narrowGrant[0]?.detail).toBe('the grants give only id, quantity')
      const withheldAlways = itemYaml((text) =>
        text.replace(
          readGrant,
          `${readGrant}      - when: { permission: booklist:view }\n        fields: [note]\n      - forbid: true\n        fields: [note, status]\n`,
        ),
      )
      expect(shown(withheldAlways)).toEqual([
        [
          'field-rule-never-matters',
          'the field rule of read BooklistItem on note never matters: a forbid rule that always passes withholds every field it grants',
          'policy/resources/booklist-item.yaml',
        ],
      ])
      expect(withheldAlways[0]?.detail).toMatch(/^withheld always by the forbid rule at policy\/resources\/booklist-item\.yaml:\d+/)
    })
  })
})
