import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { persona } from '../../../../tests/factories/facts.ts'
import { loadPolicySources } from '../../load.ts'
import { compileSources } from '../compile-sources.ts'
import { repoRoot, seedWith } from '../test-policy.ts'
import { diffAccess, diffFieldRules, renderDiff, renderFieldRuleChanges } from './access-diff.ts'
import { sourcesAtRevision } from './sources-at-revision.ts'

const dropEaOrIa: [string, string] = [
  '        - permission: adoptions:viewAssignedCourses\n        - fact: isEAorIA\n',
  '        - permission: adoptions:viewAssignedCourses\n',
]
const personas = new Map([
  ['assigned-not-ea', persona({ flags: { 'roles-and-permissions': true }, permissions: { 'adoptions:viewAssignedCourses': true } })],
  ['nobody', persona({ flags: { 'roles-and-permissions': true } })],
])

describe('diffAccess', () => {
  it('lists gained items, landing and outcome changes, and leaves unchanged personas out', () => {
    const diffs = diffAccess(seedWith(), seedWith({ menu: [dropEaOrIa] }), personas)
    expect(diffs).toEqual([
      {
        persona: 'assigned-not-ea',
        gained: ['Adoptions (/adoptions)'],
        lost: [],
        landing: { before: '/unauthorized', after: '/adoptions' },
        paths: [
          { path: '/', before: 'redirect /unauthorized', after: 'redirect /adoptions' },
          { path: '/adoptions', before: 'unauthorized', after: 'allow' },
          { path: '/unauthorized', before: 'allow', after: 'redirect /adoptions' },
        ],
        records: [],
      },
    ])
    expect(renderDiff(diffAccess(seedWith({ menu: [dropEaOrIa] }), seedWith(), personas))[1]).toBe('  - menu Adoptions (/adoptions)')
  })

  it('lists an action whose records change, in the words of the studio, for the personas it concerns', () => {
    const sources = loadPolicySources(repoRoot)
    const resources = (sources.resources ?? []).map((source) =>
      source.file === 'policy/resources/request.yaml'
        ? { ...source, text: source.text.replace('- { field: status, equals: pending }', '- { field: status, in: [pending, draft] }') }
        : source,
    )
    const compiled = compileSources({ ...sources, resources })
    if ('error' in compiled) throw new Error(compiled.error)
    const approver = {
      ...persona({ flags: { 'roles-and-permissions': true }, permissions: { 'booklist:approve': true } }),
      user: { id: 'u-1', institutionId: 'inst-1' },
    }
    const diffs = diffAccess(seedWith(), compiled.policy, new Map([...personas, ['approver', approver]]))
    expect(diffs.map((diff) => [diff.persona, diff.records])).toEqual([
      [
        'approver',
        [
          {
            action: 'approve Request',
            before: 'on requests of their institution that are pending and not their own',
            after: 'on requests of their institution that are pending or draft and not their own',
          },
        ],
      ],
    ])
    expect(renderDiff(diffs)).toEqual([
      'approver',
      '  approve Request: on requests of their institution that are pending and not their ' +
        'own -> on requests of their institution that are pending or draft and not their own',
    ])
  })

  it('finds nothing between a policy and itself', () => {
    expect(diffAccess(seedWith(), seedWith(), personas)).toEqual([])
    expect(diffFieldRules(seedWith(), seedWith())).toEqual([])
    expect(renderFieldRuleChanges([])).toEqual([])
  })
})

describe('diffFieldRules', () => {
  const withItemYaml = (edit: (text: string) => string) => {
    const sources = loadPolicySources(repoRoot)
    const resources = (sources.resources ?? []).map((source) =>
      source.file === 'policy/resources/booklist-item.yaml' ? { ...source, text: edit(source.text) } : source,
    )
    const compiled = compileSources({ ...sources, resources })
    if ('error' in compiled) throw new Error(compiled.error)
    return compiled.policy
  }
  const forbidEdit =
    /\n {6}- when: \{ not: \{ permission: booklist:viewInternalStatus \} \}\n {8}forbid: true\n {8}fields: \[internalStatus\]\n {8}reason: [^\n]*\n\s*$/

  it('lists a field rule that withholds more, the guarded fields that change with it, and a forbid rule removed, with file:line', () => {
    const shipped = seedWith()
    const after = withItemYaml((text) => text.replace('fields: [internalStatus]', 'fields: [internalStatus, note]').replace(forbidEdit, '\n'))
    const reason = 'The internal status is for staff with booklist:viewInternalStatus.'
    const changes = diffFieldRules(shipped, after)
    expect(changes).toEqual([
      {
        action: 'read BooklistItem',
        kind: 'changed',
        before: `withholds internalStatus when not permission booklist:viewInternalStatus: ${reason}`,
        after: `withholds internalStatus, note when not permission booklist:viewInternalStatus: ${reason}`,
        at: expect.stringMatching(/^policy\/resources\/booklist-item\.yaml:\d+(:\d+)?$/),
      },
      { action: 'read BooklistItem', kind: 'guarded', before: 'internalStatus', after: 'note, internalStatus' },
      {
        action: 'edit BooklistItem',
        kind: 'removed',
        before: `withholds internalStatus when not permission booklist:viewInternalStatus: ${reason}`,
        at: expect.stringMatching(/^policy\/resources\/booklist-item\.yaml:\d+/),
      },
      { action: 'edit BooklistItem', kind: 'guarded', before: 'internalStatus', after: 'none' },
    ])
    const lines = renderFieldRuleChanges(changes)
    expect(lines[0]).toBe('field rules')
    expect(lines[1]).toMatch(
      /^ {2}~ read BooklistItem: withholds internalStatus when .* -> withholds internalStatus, note when .* \(policy\/resources\/booklist-item\.yaml:\d+/,
    )
    expect(lines[2]).toBe('  read BooklistItem: fields a rule may withhold: internalStatus -> note, internalStatus')
    expect(lines[3]).toMatch(
      /^ {2}- edit BooklistItem: withholds internalStatus when not permission booklist:viewInternalStatus: .* \(policy\/resources\/booklist-item\.yaml:\d+/,
    )
    // The other way round the removed rule is added.
    expect(diffFieldRules(after, shipped).find((change) => change.action === 'edit BooklistItem' && change.kind !== 'guarded')?.kind).toBe('added')
  })
})

describe('sourcesAtRevision', () => {
  const dir = mkdtempSync(join(tmpdir(), 'policy-diff-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reads the committed policy, not the working tree', () => {
    cpSync(join(repoRoot, 'policy'), join(dir, 'policy'), { recursive: true })
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' })
    git('init', '-q')
    git('add', '-A')
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'seed')
    const menuFile = join(dir, 'policy', 'menu.yaml')
    writeFileSync(menuFile, readFileSync(menuFile, 'utf8').replace(dropEaOrIa[0], dropEaOrIa[1]))
    const atHead = sourcesAtRevision(dir, 'HEAD')
    if ('error' in atHead) throw new Error(atHead.error)
    const compiled = compileSources(atHead.sources)
    if ('error' in compiled) throw new Error(compiled.error)
    expect(diffAccess(compiled.policy, seedWith(), personas)).toEqual([])
    expect(sourcesAtRevision(dir, 'no-such-rev')).toEqual({ error: `"no-such-rev" is not a commit in the git repository at ${dir}` })
  })

  it('reads the record types of the revision, and compiles a revision from before procedures.yaml', () => {
    const old = mkdtempSync(join(tmpdir(), 'policy-diff-old-'))
    try {
      cpSync(join(repoRoot, 'policy'), join(old, 'policy'), { recursive: true })
      const git = (...args: string[]) => execFileSync('git', args, { cwd: old, stdio: 'pipe' })
      git('init', '-q')
      git('add', '-A')
      git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'with records')
      const withRecords = sourcesAtRevision(old, 'HEAD')
      if ('error' in withRecords) throw new Error(withRecords.error)
      expect(withRecords.sources.resources?.map((source) => source.file)).toContain('policy/resources/request.yaml')
      git('rm', '-rq', 'policy/procedures.yaml', 'policy/resources')
      // Since issue 30 the menu asks a record rule (each.can); a revision before record types had none.
      const menuFile = join(old, 'policy/menu.yaml')
      writeFileSync(menuFile, readFileSync(menuFile, 'utf8').replace(/^ *can: \{ action: view, record: Dashboard.*\n/m, ''))
      git('add', 'policy/menu.yaml')
      git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'before issue 10')
      const before = sourcesAtRevision(old, 'HEAD')
      if ('error' in before) throw new Error(before.error)
      const compiled = compileSources(before.sources)
      if ('error' in compiled) throw new Error(compiled.error)
      expect([compiled.policy.records, compiled.policy.procedures]).toEqual([[], []])
      expect(diffAccess(compiled.policy, seedWith(), personas)).toEqual([])
    } finally {
      rmSync(old, { recursive: true, force: true })
    }
  })
})
