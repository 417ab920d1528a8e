import type { Diagnostic } from '../../../scripts/policy/diagnostic.ts'

/**
 * The table loader's messages (`policy/tests/seed.yaml:120: row names persona "x", which…`
 * or `policy/tests/seed.yaml: personas.x.flags: …`) as diagnostics, so a broken table test
 * shows in the problems list and in its tab like a policy problem. They are warnings: the
 * policy itself still compiles and may be saved.
 */
export function tableProblems(errors: readonly string[]): Diagnostic[] {
  return errors.map((error) => {
    const match = /^(policy\/tests\/[^:]+\.ya?ml)(?::(\d+))?: (.*)$/s.exec(error)
    const line = Number(match?.[2] ?? 0)
    return {
      file: match?.[1] ?? 'policy/tests',
      line,
      column: line > 0 ? 1 : 0,
      path: '$',
      severity: 'warning',
      code: 'table-test',
      message: match?.[3] ?? error,
      hint: 'Fix the table test; `npm run policy -- test` reports the same.',
    }
  })
}
