import { parseArgs } from 'node:util'
import type { Diagnostic } from '../diagnostic.ts'
import { githubAnnotations } from '../github-annotations.ts'
import { loadPolicySources } from '../load.ts'
import { hasErrors, runPipeline, sourceList, type PolicySources } from '../pipeline.ts'
import { renderDiagnostic } from '../render.ts'
import { sarifLog } from '../sarif.ts'
import { sourceSnippet } from '../source-snippet.ts'
import type { Command } from './command.ts'

export const diagnosticFormats = ['text', 'json', 'sarif', 'github'] as const
export type DiagnosticFormat = (typeof diagnosticFormats)[number]

export const checkCommand: Command = {
  run(args, { root }) {
    const { values } = parseArgs({ args: [...args], options: { format: { type: 'string', default: 'text' } } })
    const format = diagnosticFormat(values.format)
    if (!format) return badFormat('check', values.format)
    const sources = loadPolicySources(root)
    const result = runPipeline(sources)
    printDiagnostics(result.diagnostics, format, sources)
    if (!hasErrors(result.diagnostics) && format === 'text') process.stdout.write('policy: no problems found\n')
    return hasErrors(result.diagnostics) ? 1 : 0
  },
}

export function diagnosticFormat(value: string): DiagnosticFormat | undefined {
  return (diagnosticFormats as readonly string[]).includes(value) ? (value as DiagnosticFormat) : undefined
}

export function badFormat(command: string, value: string): number {
  process.stderr.write(`policy ${command}: --format must be one of ${diagnosticFormats.join(', ')}, not "${value}"\n`)
  return 2
}

/**
 * text: on stderr, each diagnostic with its source line and a caret, then a count;
 * json, sarif (a SARIF 2.1.0 log) and github (workflow annotations): on stdout, for tools.
 */
export function printDiagnostics(diagnostics: readonly Diagnostic[], format: DiagnosticFormat, sources: PolicySources = {}): void {
  if (format === 'json') return void process.stdout.write(`${JSON.stringify(diagnostics, null, 2)}\n`)
  if (format === 'sarif') return void process.stdout.write(`${JSON.stringify(sarifLog(diagnostics), null, 2)}\n`)
  if (format === 'github') {
    const lines = githubAnnotations(diagnostics)
    return void process.stdout.write(lines.length > 0 ? `${lines.join('\n')}\n` : '')
  }
  const texts = new Map(sourceList(sources).map((source) => [source.file, source.text]))
  for (const diagnostic of diagnostics) {
    const [head = '', ...hint] = renderDiagnostic(diagnostic).split('\n')
    process.stderr.write(`${[head, ...sourceSnippet(diagnostic, texts.get(diagnostic.file)), ...hint].join('\n')}\n`)
  }
  const errors = diagnostics.filter((d) => d.severity === 'error').length
  if (errors > 0) process.stderr.write(`\n${errors} error${errors === 1 ? '' : 's'} in the policy\n`)
}
