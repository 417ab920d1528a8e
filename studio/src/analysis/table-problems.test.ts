import { expect, test } from 'vitest'
import { tableProblems } from './table-problems.ts'

test('table loader messages become located warnings, with or without a line', () => {
  expect(
    tableProblems([
      'policy/tests/seed.yaml:12: row names persona "x", which this file does not define',
      'policy/tests/seed.yaml: personas.a.flags.b: unknown flag',
    ]),
  ).toEqual([
    expect.objectContaining({
      file: 'policy/tests/seed.yaml',
      line: 12,
      column: 1,
      severity: 'warning',
      code: 'table-test',
      message: 'row names persona "x", which this file does not define',
    }),
    expect.objectContaining({ file: 'policy/tests/seed.yaml', line: 0, column: 0, message: 'personas.a.flags.b: unknown flag' }),
  ])
})
