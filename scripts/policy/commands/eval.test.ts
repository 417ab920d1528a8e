import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../../../tests/compiler/temp-project.ts'
import { persona } from '../../../tests/factories/facts.ts'

// The real command line, as `npm run --silent policy -- eval` runs it.
const dir = mkdtempSync(join(tmpdir(), 'policy-eval-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const policyCli = (...args: string[]) => runCli(args)

const librarian = persona({
  flags: { 'roles-and-permissions': true, dashboards: true },
  permissions: { 'booklist:view': true, 'booklist:bulkUpload': true, 'dashboards:uaaSpend': true },
  institution: {
    availableDashboards: [
      { id: 'uaaSpend', displayName: 'Spend' },
      { id: 'academic', displayName: 'Teaching' },
    ],
  },
})

// Each run starts tsx and compiles the policy: seconds, not milliseconds, on a busy machine.
describe('policy eval', { timeout: 60_000 }, () => {
  it('prints exactly the issue 3 JSON for one facts object (YAML file)', () => {
    const file = join(dir, 'one.yaml')
    writeFileSync(
      file,
      `flags: { roles-and-permissions: true, dashboards: true }\n` +
        `permissions: { booklist:view: true, booklist:bulkUpload: true, dashboards:uaaSpend: true }\n` +
        `institution: ${JSON.stringify(librarian.institution)}\nuser: { id: u-1, institutionId: inst-1 }\n`,
    )
    const result = policyCli('eval', '--facts', file, '--path', '/reports', '--path', '/store', '--path', '/booklist', '--path', '/nope')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({
      landing: '/booklist',
      menu: [
        { title: 'Booklist', path: '/booklist', children: [{ title: 'Bulk Upload', path: '/booklist/upload' }] },
        // Teaching (academic) needs dashboards:academic, so only Spend is listed.
        { title: 'Analytics', path: '/analytics/uaaSpend', children: [{ title: 'Spend', path: '/analytics/uaaSpend' }] },
      ],
      paths: {
        '/reports': { result: 'redirect', to: '/' },
        '/store': { result: 'redirect', to: '/' },
        '/booklist': { result: 'allow' },
        '/nope': { result: 'not-found' },
      },
    })
    expect(Object.keys(JSON.parse(result.stdout))).toEqual(['landing', 'menu', 'paths'])
  })

  it('answers a list of facts with a list of results in the same order (JSON file)', () => {
    const file = join(dir, 'many.json')
    writeFileSync(file, JSON.stringify([librarian, persona({ flags: { 'roles-and-permissions': true } })]))
    const result = policyCli('eval', '--facts', file)
    expect(result.status).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual([expect.objectContaining({ landing: '/booklist', paths: {} }), { landing: '/unauthorized', menu: [], paths: {} }])
  })

  it('rejects invalid facts on stderr, naming the field, with exit 1 and nothing on stdout', () => {
    const file = join(dir, 'bad.json')
    writeFileSync(file, JSON.stringify({ ...librarian, institution: { ...librarian.institution, isEA: 'yes' } }))
    const result = policyCli('eval', '--facts', file)
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toBe(`policy eval: ${file}: institution.isEA: expected boolean, got "yes"\n`)
    expect(policyCli('eval', '--facts', join(dir, 'missing.json')).stderr).toBe(
      `policy eval: ${join(dir, 'missing.json')}: cannot read the facts file (ENOENT)\n`,
    )
  })
})
