import { describe, expect, test } from 'vitest'
import type { Diagnostic } from './diagnostic.ts'
import { MAX_DIAGNOSTICS, renderDiagnostic, sortDiagnostics } from './render.ts'

const at = (file: string, line: number, column: number, code = 'unknown-flag', message = 'm'): Diagnostic => ({
  file,
  line,
  column,
  path: '$',
  severity: 'error',
  code,
  message,
})

describe('sortDiagnostics', () => {
  test('orders by file, line, column and code, and drops exact repeats', () => {
    const sorted = sortDiagnostics([
      at('policy/routes.yaml', 3, 1),
      at('policy/menu.yaml', 9, 4),
      at('policy/menu.yaml', 9, 2, 'b'),
      at('policy/menu.yaml', 9, 2, 'a'),
      at('policy/routes.yaml', 3, 1),
    ])
    expect(sorted.map((d) => `${d.file}:${d.line}:${d.column}:${d.code}`)).toEqual([
      'policy/menu.yaml:9:2:a',
      'policy/menu.yaml:9:2:b',
      'policy/menu.yaml:9:4:unknown-flag',
      'policy/routes.yaml:3:1:unknown-flag',
    ])
  })

  test(`keeps the first ${MAX_DIAGNOSTICS}`, () => {
    const many = Array.from({ length: MAX_DIAGNOSTICS + 7 }, (_, i) => at('policy/menu.yaml', i + 1, 1))
    const sorted = sortDiagnostics(many.toReversed())
    expect(sorted).toHaveLength(MAX_DIAGNOSTICS)
    expect(sorted.at(-1)?.line).toBe(MAX_DIAGNOSTICS)
  })
})

test('renderDiagnostic is file:line:col severity[code] message, with the hint on its own line', () => {
  expect(
    renderDiagnostic({ ...at('policy/routes.yaml', 14, 9, 'unknown-permission', '"booklist:veiw" is not a declared permission'), hint: 'Change it.' }),
  ).toBe('policy/routes.yaml:14:9 error[unknown-permission] "booklist:veiw" is not a declared permission\n  hint: Change it.')
})
