import { parseArgs } from 'node:util'
import { compileWorkingTree } from '../semantics/compile-sources.ts'
import { lintPolicy, type LintFinding } from '../semantics/lint/lint-policy.ts'
import { lintRecords } from '../semantics/lint/lint-records.ts'
import { chooseRoot, rootOption } from '../semantics/root-option.ts'
import type { Command } from './command.ts'

export const lintCommand: Command = {
  run(args, context) {
    let values
    try {
      values = parseArgs({
        args: [...args],
        options: { strict: { type: 'boolean', default: false }, format: { type: 'string', default: 'text' }, ...rootOption },
      }).values
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error))
    }
    const compiled = compileWorkingTree(chooseRoot(values.root, context.root))
    if ('error' in compiled) return fail(compiled.error)
    const findings = [...lintPolicy(compiled.policy), ...lintRecords(compiled.policy)]
    if (values.format === 'json') process.stdout.write(`${JSON.stringify(findings, null, 2)}\n`)
    else {
      for (const finding of findings) process.stdout.write(`${renderFinding(finding)}\n\n`)
      process.stdout.write(
        findings.length === 0
          ? 'policy lint: no findings\n'
          : `policy lint: ${findings.length} warning${findings.length === 1 ? '' : 's'}` +
              `${values.strict ? '' : ' (not failing; use --strict to fail on warnings)'}\n`,
      )
    }
    return values.strict && findings.length > 0 ? 1 : 0
  },
}

export function renderFinding(finding: LintFinding): string {
  const lines = [`${finding.src[0]}:${finding.src[1]}:${finding.src[2]} warning[${finding.code}] ${finding.message}`]
  if (finding.detail) lines.push(`  ${finding.detail}`)
  if (finding.witness) lines.push(`  witness: ${JSON.stringify(finding.witness)}`)
  return lines.join('\n')
}

function fail(message: string): number {
  process.stderr.write(`policy lint: ${message}\n`)
  return 1
}
