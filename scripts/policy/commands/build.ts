import { parseArgs } from 'node:util'
import { loadPolicySources } from '../load.ts'
import { hasErrors, runPipeline } from '../pipeline.ts'
import { staleFiles, writeChangedFiles } from '../write-files.ts'
import { badFormat, diagnosticFormat, printDiagnostics } from './check.ts'
import type { Command } from './command.ts'

export const buildCommand: Command = {
  run(args, { root }) {
    const { values } = parseArgs({ args: [...args], options: { check: { type: 'boolean', default: false }, format: { type: 'string', default: 'text' } } })
    const format = diagnosticFormat(values.format)
    if (!format) return badFormat('build', values.format)
    const sources = loadPolicySources(root)
    const result = runPipeline(sources)
    printDiagnostics(result.diagnostics, format, sources)
    if (hasErrors(result.diagnostics) || !result.files) return 1
    if (values.check) {
      const stale = staleFiles(root, result.files)
      if (stale.length === 0) return 0
      process.stderr.write(
        `These generated files do not match the policy:\n${stale.map((p) => `  ${p}`).join('\n')}\nRun \`npm run policy -- build\` and commit the result.\n`,
      )
      return 1
    }
    const written = writeChangedFiles(root, result.files)
    process.stdout.write(written.length ? `policy: wrote ${written.join(', ')}\n` : 'policy: generated files are up to date\n')
    return 0
  },
}
