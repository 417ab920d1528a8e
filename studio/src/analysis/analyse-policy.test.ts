import { describe, expect, it } from 'vitest'
import { loadPolicySources } from '../../../scripts/policy/load.ts'
import type { PolicySources } from '../../../scripts/policy/pipeline.ts'
import { readTableSources } from '../../../scripts/policy/semantics/tables/read-table-sources.ts'
import { repoRoot } from '../../../scripts/policy/semantics/test-policy.ts'
import { analysePolicy, reviewAnalysis } from './analyse-policy.ts'
import { routeGrid } from './route-grid.ts'

// What the page computes on every edit, on the shipped policy and its table tests.
const shipped = loadPolicySources(repoRoot)
const tables = readTableSources(repoRoot)
const edited = (name: 'routes' | 'menu', from: string, to: string): PolicySources => {
  const source = shipped[name]
  if (!source?.text.includes(from)) throw new Error(`${name}.yaml has no ${from}`)
  return { ...shipped, [name]: { ...source, text: source.text.replace(from, to) } }
}

describe('analysePolicy', () => {
  it('compiles the shipped policy with its schemas and table personas, and reviews no change against itself', () => {
    const analysis = analysePolicy({ policy: shipped, tables })
    expect(analysis.diagnostics).toEqual([])
    expect([...analysis.schemas.keys()]).toEqual(expect.arrayContaining(['routes', 'procedures', 'resource']))
    expect(analysis.tables.personas.size).toBeGreaterThan(10)
    const review = reviewAnalysis(analysis, analysis.policy)
    expect(review?.diff).toEqual([])
    expect(review?.tables.every((row) => row.failures.length === 0)).toBe(true)
    expect(review?.coverageMet).toBe(true)
  })

  it('reports a typo with the compiler diagnostic and keeps no policy', () => {
    const analysis = analysePolicy({ policy: edited('routes', 'access: { permission: booklist:view }', 'access: { permission: booklist:veiw }'), tables })
    expect(analysis.policy).toBeUndefined()
    expect(analysis.diagnostics.map((d) => `${d.file} ${d.code} ${d.message}`)).toEqual([
      'policy/routes.yaml unknown-permission "booklist:veiw" is not a declared permission (did you mean "booklist:view"?)',
    ])
    expect(reviewAnalysis(analysis, undefined)).toBeUndefined()
  })

  it('reports an error in a record type at its own file, and reviews an edited record rule', () => {
    const resources = shipped.resources ?? []
    const request = resources.find((source) => source.file === 'policy/resources/request.yaml')
    if (!request) throw new Error('the policy has no request record type')
    const withRequest = (text: string): PolicySources => ({
      ...shipped,
      resources: resources.map((source) => (source === request ? { ...source, text } : source)),
    })
    const broken = analysePolicy({ policy: withRequest(request.text.replace('kind: { type: string,', 'kind: { type: strin,')), tables })
    expect(broken.policy).toBeUndefined()
    expect(broken.diagnostics.map((d) => d.file)).toContain('policy/resources/request.yaml')
    const head = analysePolicy({ policy: shipped, tables }).policy
    const opened = analysePolicy({ policy: withRequest(request.text.replace('- when: { permission: booklist:approve }', '- when: { always: true }')), tables })
    expect(opened.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    const review = reviewAnalysis(opened, head)
    expect(review?.tables.some((row) => row.file === 'policy/tests/records.yaml' && row.failures.length > 0)).toBe(true)
  })

  it('reviews dropping isEAorIA from Adoptions: who gains it, which table rows now fail', () => {
    const head = analysePolicy({ policy: shipped, tables }).policy
    const analysis = analysePolicy({ policy: edited('menu', '        - fact: isEAorIA\n', ''), tables })
    const review = reviewAnalysis(analysis, head)
    // eli, everything-legacy and instructor are the record tables' personas (policy/tests/records.yaml, pages-you-can-open.yaml).
    expect(review?.diff?.map((d) => [d.persona, d.gained])).toEqual([
      ['eli', ['Adoptions (/adoptions)']],
      ['everything-legacy', ['Adoptions (/adoptions)']],
      ['instructor', ['Adoptions (/adoptions)']],
      ['legacy-user', ['Adoptions (/adoptions)']],
      ['assigned-courses-not-ea', ['Adoptions (/adoptions)']],
    ])
    const failing = review?.tables.filter((row) => row.failures.length > 0).map((row) => row.title.split(/[: ]/)[0]) ?? []
    expect(failing.length).toBeGreaterThan(0)
    expect(new Set(failing)).toEqual(new Set(['eli', 'legacy-user', 'assigned-courses-not-ea']))
  })
})

describe('routeGrid', () => {
  it('has one row per route and alias and one cell per persona, with the runtime outcome', () => {
    const analysis = analysePolicy({ policy: shipped, tables })
    if (!analysis.policy) throw new Error('the shipped policy should compile')
    const personas = [...analysis.tables.personas.values()]
    const grid = routeGrid(analysis.policy, personas)
    expect(grid.map((row) => row.route.path)).toEqual(analysis.policy.routes.map((route) => route.path))
    expect(grid.every((row) => row.cells.length === personas.length)).toBe(true)
    const names = [...analysis.tables.personas.keys()]
    const adoptions = grid.find((row) => row.route.path === '/adoptions')
    expect(adoptions?.cells[names.indexOf('ea-librarian')]?.outcome).toEqual({ result: 'allow' })
    expect(adoptions?.cells[names.indexOf('nobody')]?.outcome).toEqual({ result: 'unauthorized' })
    const dashboard = grid.find((row) => row.route.path === '/analytics/$dashboardId')
    expect(dashboard?.cells.every((cell) => !cell.path.includes('$'))).toBe(true)
  })
})
