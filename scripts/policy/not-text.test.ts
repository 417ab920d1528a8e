import { expect, test } from 'vitest'
import { parsePolicyFile } from './parse.ts'

test.each([
  ['a NUL byte', 'flags:\n  a: b\u0000c\n', 2, 7, 'the control character U+0000'],
  ['bytes that are not UTF-8 (read as U+FFFD)', 'flags: {}\n\uFFFD\uFFFD', 2, 1, 'bytes that are not UTF-8'],
  ['a non-character', '\uFFFF', 1, 1, 'the non-character U+FFFF'],
])('a file with %s is one not-text diagnostic that names no content', (_, text, line, column, what) => {
  expect(parsePolicyFile('policy/flags.yaml', text).diagnostics).toEqual([
    {
      file: 'policy/flags.yaml',
      line,
      column,
      path: '$',
      severity: 'error',
      code: 'not-text',
      message: `policy/flags.yaml is not a text file (it holds ${what})`,
      hint: 'A policy file is UTF-8 YAML text; restore it from git or rewrite it in a text editor.',
    },
  ])
})

test('tabs, line ends and non-ASCII text are text', () => {
  expect(parsePolicyFile('policy/flags.yaml', 'flags:\r\n  a: "Bücher\tliste ✓"\r\n').diagnostics).toEqual([])
})
