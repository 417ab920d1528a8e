import { describe, expect, it } from 'vitest'
import { CoverageRecorder } from '../../../../src/policy/coverage.ts'
import { repoRoot, seedWith } from '../test-policy.ts'
import { junitXml } from './junit.ts'
import { loadTables, type TableSource } from './load-tables.ts'
import { readTableSources } from './read-table-sources.ts'
import { parseMenuSpec, sameMenu } from './menu-tree.ts'
import { runRow } from './run-row.ts'

const policy = seedWith()
const table = (text: string): TableSource[] => [{ file: 'policy/tests/t.yaml', text }]
const base = `
fixtures:
  base:
    flags: { roles-and-permissions: true }
    institution: { booklist_config: { region: us, institution_id: i }, enabledAccessLength: 1, isEAorIA: false, isIA: false, isEA: false,
      approval_config: null, approval_type: null, adminUserPermissions: {}, availableDashboards: [], hasApprovalPermission: false,
      isPricingApprovalsEnabled: false, enable_supply_request: x, courseIngestionEnabled: false, institutionHasStore: false, opt_out_hosting_type: x }
`

describe('loading table files', () => {
  it('builds personas from fixtures and other personas, maps merging and lists replacing', () => {
    const tables = loadTables(
      policy,
      table(`${base}
personas:
  a: { from: base, permissions: { booklist:view: true }, institution: { booklist_config: { region: gb } } }
  b: { from: a, flags: { dashboards: true }, institution: { availableDashboards: [{ id: d1, displayName: D }] } }
rows:
  - { persona: b, name: merged, landing: /booklist }
`),
    )
    expect(tables.errors).toEqual([])
    expect(tables.threshold).toBe(100)
    const b = tables.personas.get('b')
    expect(b?.flags).toEqual({ 'roles-and-permissions': true, dashboards: true })
    expect(b?.institution.booklist_config).toEqual({ region: 'gb', institution_id: 'i' })
    expect(tables.rows.map((row) => row.title)).toEqual(['b: merged (policy/tests/t.yaml:13)'])
  })

  it('signs every persona in, as itself at its institution unless it gives a user or says it is signed out', () => {
    const tables = loadTables(
      policy,
      table(`${base}
personas:
  plain: { from: base }
  named: { from: base, user: { id: u-7, institutionId: elsewhere } }
  out: { from: base, signedOut: true }
  out-too: { from: out }
  back-in: { from: out, signedOut: false }
  both: { from: base, signedOut: true, user: { id: u-8, institutionId: i } }
rows: []
`),
    )
    expect(tables.personas.get('plain')?.user).toEqual({ id: 'plain', institutionId: 'i' })
    expect(tables.personas.get('named')?.user).toEqual({ id: 'u-7', institutionId: 'elsewhere' })
    expect(tables.personas.get('out')?.user).toBeUndefined()
    expect(tables.personas.get('out-too')?.user).toBeUndefined()
    expect(tables.personas.get('back-in')?.user).toEqual({ id: 'back-in', institutionId: 'i' })
    expect(tables.errors).toEqual(['policy/tests/t.yaml: persona "both" says signedOut: true and gives a user; keep one of them'])
  })

  it('every shipped persona is signed in but the one that says it is signed out', () => {
    const personas = loadTables(policy, readTableSources(repoRoot)).personas
    const signedOut = [...personas].filter(([, facts]) => !facts.user).map(([name]) => name)
    expect(signedOut).toEqual(['approver-signed-out'])
    expect(personas.get('carla')?.user).toEqual({ id: 'carla', institutionId: 'riverside' })
  })

  it('reports bad files with the field at fault', () => {
    const tables = loadTables(
      policy,
      table(`${base}
personas:
  a: { from: [base, missing], flags: { dashbords: true } }
  c: { from: base, institution: { isEA: yes } }
rows:
  - { persona: nobody }
`),
    )
    expect(tables.errors).toEqual([
      'policy/tests/t.yaml: a builds on "missing", which is neither a fixture nor a persona',
      'policy/tests/t.yaml: personas.a.flags.dashbords: unknown flag (did you mean "dashboards"?)',
      'policy/tests/t.yaml: personas.c.institution.isEA: expected boolean, got "yes"',
      'policy/tests/t.yaml:13: row names persona "nobody", which this file does not define',
    ])
    expect(loadTables(policy, table('personas: {}\nrows:\n  - { persona: a, paths: { /x: maybe } }\n')).errors).toEqual([
      'policy/tests/t.yaml: $.rows.0.paths./x: an outcome is allow, unauthorized, not-found or "redirect /path"',
    ])
  })
})

describe('menu expectations', () => {
  it('compare titles, and paths where written; gains fail', () => {
    const actual = [{ title: 'Search', path: '/search', children: [] }]
    expect(sameMenu(parseMenuSpec(['Search']), actual)).toBe(true)
    expect(sameMenu(parseMenuSpec(['Search /catalog-search']), actual)).toBe(false)
    expect(sameMenu(parseMenuSpec([]), actual)).toBe(false)
    expect(parseMenuSpec([{ 'Booklist /booklist': ['Bulk Upload'] }])).toEqual([
      { title: 'Booklist', path: '/booklist', children: [{ title: 'Bulk Upload', children: [] }] },
    ])
  })
})

describe('the shipped suite', () => {
  it('fails its EA-or-IA row, naming persona, item and rule, when isEAorIA is dropped from Adoptions', () => {
    const changed = seedWith({
      menu: [['        - permission: adoptions:viewAssignedCourses\n        - fact: isEAorIA\n', '        - permission: adoptions:viewAssignedCourses\n']],
    })
    const tables = loadTables(changed, readTableSources(repoRoot))
    const row = tables.rows.find((candidate) => candidate.persona === 'assigned-courses-not-ea')
    if (!row) throw new Error('the suite lost its assigned-courses-not-ea row')
    const { failures } = runRow(changed, row)
    expect(failures[0]).toBe(
      [
        'menu of assigned-courses-not-ea differs',
        '  expected: (no items)',
        '  actual:   Adoptions',
        '  gained Adoptions: menu item adoptions is shown because its condition passes (policy/menu.yaml:20)',
      ].join('\n'),
    )
    expect(failures).toContain(
      'path /adoptions for assigned-courses-not-ea: expected unauthorized, actual allow\n' +
        '  decided by: menu items at /adoptions: adoptions passes (policy/menu.yaml:20)',
    )
  })

  it('passes on the seed and covers it fully', () => {
    const tables = loadTables(policy, readTableSources(repoRoot))
    const coverage = new CoverageRecorder(policy)
    const failed = tables.rows.map((row) => runRow(policy, row, coverage)).filter((result) => result.failures.length > 0)
    expect(failed).toEqual([])
    expect(coverage.report().uncovered).toEqual([])
  })

  it('writes a JUnit report with one case per row and the failure text', () => {
    const [row] = loadTables(policy, readTableSources(repoRoot)).rows
    if (!row) throw new Error('no rows')
    const xml = junitXml([{ row, failures: ['menu <differs> & "more"'] }], { name: 'coverage', classname: 'policy.tests' })
    expect(xml).toContain('<testsuite name="policy tables" tests="2" failures="1">')
    expect(xml).toContain('<failure message="menu &lt;differs&gt; &amp; &quot;more&quot;">')
  })
})
