import { describe, expect, test } from 'vitest'
import type { Diagnostic } from './diagnostic.ts'
import { githubAnnotations } from './github-annotations.ts'
import { sarifLog } from './sarif.ts'
import { sourceSnippet } from './source-snippet.ts'

const typo: Diagnostic = {
  file: 'policy/routes.yaml',
  line: 2,
  column: 27,
  path: '$.routes[0].access.permission',
  severity: 'error',
  code: 'unknown-permission',
  message: '"booklist:veiw" is not a declared permission (did you mean "booklist:view"?)',
  hint: 'Change it to "booklist:view".',
}
const text = 'routes:\n    access: { permission: booklist:veiw }\n'
const missing: Diagnostic = {
  file: 'policy/menu.yaml',
  line: 0,
  column: 0,
  path: '$',
  severity: 'error',
  code: 'missing-file',
  message: 'the policy has no menu document',
}

describe('sourceSnippet', () => {
  test('prints the line with a caret under the column and the word underlined', () => {
    expect(sourceSnippet(typo, text)).toEqual(['    |', '  2 |     access: { permission: booklist:veiw }', '    |                           ^^^^^^^^^^^^^'])
  })

  test('keeps tabs in the padding and cuts a long line around the column', () => {
    expect(sourceSnippet({ ...typo, line: 1, column: 3 }, '\t\tx y')[2]).toBe('    | \t\t^')
    const long = `${'a'.repeat(300)} bad ${'b'.repeat(300)}`
    const [, line = '', caret = ''] = sourceSnippet({ ...typo, line: 1, column: 302 }, long)
    expect(line.length).toBeLessThan(140)
    expect(line.slice(caret.indexOf('^'), caret.indexOf('^') + 3)).toBe('bad')
  })

  test('prints nothing for a missing file, a line past the end, or a line that is not text', () => {
    expect(sourceSnippet(missing, undefined)).toEqual([])
    expect(sourceSnippet({ ...typo, line: 9 }, text)).toEqual([])
    expect(sourceSnippet({ ...typo, line: 1, column: 1 }, 'x\u0000y')).toEqual([])
  })
})

describe('githubAnnotations', () => {
  test('one workflow command per diagnostic, escaped as the runner expects', () => {
    expect(githubAnnotations([typo, { ...missing, severity: 'warning', message: '100% missing, really' }])).toEqual([
      '::error file=policy/routes.yaml,line=2,col=27,title=unknown-permission::"booklist:veiw" is ' +
        'not a declared permission (did you mean "booklist:view"?)%0AChange it to "booklist:view".',
      '::warning file=policy/menu.yaml,title=missing-file::100%25 missing, really',
    ])
  })
})

describe('sarifLog', () => {
  test('a SARIF 2.1.0 run with one rule per code and located results', () => {
    const log = sarifLog([typo, missing]) as { version: string; runs: { tool: { driver: { rules: { id: string }[] } }; results: unknown[] }[] }
    expect(log.version).toBe('2.1.0')
    expect(log.runs[0]?.tool.driver.rules.map((rule) => rule.id)).toEqual(['missing-file', 'unknown-permission'])
    expect(log.runs[0]?.results).toEqual([
      {
        ruleId: 'unknown-permission',
        ruleIndex: 1,
        level: 'error',
        message: { text: `${typo.message}\n${typo.hint}` },
        locations: [
          {
            physicalLocation: { artifactLocation: { uri: 'policy/routes.yaml' }, region: { startLine: 2, startColumn: 27 } },
            logicalLocations: [{ fullyQualifiedName: '$.routes[0].access.permission' }],
          },
        ],
      },
      {
        ruleId: 'missing-file',
        ruleIndex: 0,
        level: 'error',
        message: { text: 'the policy has no menu document' },
        locations: [{ physicalLocation: { artifactLocation: { uri: 'policy/menu.yaml' } }, logicalLocations: [{ fullyQualifiedName: '$' }] }],
      },
    ])
  })
})
