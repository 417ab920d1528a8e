import { parseArgs } from 'node:util'
import { loadPolicySources } from '../load.ts'
import { hasErrors, runPipeline } from '../pipeline.ts'
import type { Diagnostic } from '../diagnostic.ts'
import { renderDiagnostic } from '../render.ts'
import type { Command } from './command.ts'

export const checkCommand: Command = {
  summary: 'Validate the policy and print every problem (--format json for tools).',
  run(args, { root }) {
    const { values } = parseArgs({ args: [...args], options: { format: { type: 'string', default: 'text' } } })
    const result = runPipeline(loadPolicySources(root))
    printDiagnostics(result.diagnostics, values.format === 'json')
    if (!hasErrors(result.diagnostics) && values.format !== 'json') process.stdout.write('policy: no problems found\n')
    return hasErrors(result.diagnostics) ? 1 : 0
  },
}

export function printDiagnostics(diagnostics: readonly Diagnostic[], json: boolean): void {
  if (json) {
    process.stdout.write(`${JSON.stringify(diagnostics, null, 2)}\n`)
    return
  }
  for (const diagnostic of diagnostics) process.stderr.write(`${renderDiagnostic(diagnostic)}\n`)
  const errors = diagnostics.filter((d) => d.severity === 'error').length
  if (errors > 0) process.stderr.write(`\n${errors} error${errors === 1 ? '' : 's'} in the policy\n`)
}
