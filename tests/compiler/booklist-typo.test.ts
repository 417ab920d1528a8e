import { expect, test } from 'vitest'
import { loadPolicySources } from '../../scripts/policy/load.ts'
import { runPipeline } from '../../scripts/policy/pipeline.ts'
import { renderDiagnostic } from '../../scripts/policy/render.ts'
import { repoRoot } from './fixture-sources.ts'

// The acceptance case: a typo in a route's permission names the file, line and column and suggests the fix.
test('booklist:veiw in routes.yaml is one located unknown-permission with a suggestion', () => {
  const shipped = loadPolicySources(repoRoot)
  const routes = shipped.routes
  if (!routes) throw new Error('policy/routes.yaml is missing')
  const original = '    access: { permission: booklist:view }\n'
  expect(routes.text.split(original)).toHaveLength(2)
  const text = routes.text.replace(original, original.replace('booklist:view', 'booklist:veiw'))

  const offset = text.indexOf('booklist:veiw')
  const before = text.slice(0, offset).split('\n')
  const line = before.length
  const column = (before.at(-1) ?? '').length + 1

  const result = runPipeline({ ...shipped, routes: { file: routes.file, text } })
  expect(result.diagnostics.map((d) => renderDiagnostic(d).split('\n')[0])).toEqual([
    `policy/routes.yaml:${line}:${column} error[unknown-permission] "booklist:veiw" is not a declared permission (did you mean "booklist:view"?)`,
  ])
  expect(result.diagnostics[0]?.path).toMatch(/^\$\.routes\[\d+\]\.access\.permission$/)
  expect(result.files).toBeUndefined()
})
