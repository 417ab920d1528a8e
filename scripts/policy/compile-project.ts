import type { Diagnostic } from './diagnostic.ts'
import { loadPolicySources } from './load.ts'
import { hasErrors, runPipeline } from './pipeline.ts'
import { writeChangedFiles } from './write-files.ts'

export interface ProjectCompile {
  readonly diagnostics: readonly Diagnostic[]
  /** Generated files whose content changed and were rewritten (none when the policy has errors). */
  readonly written: readonly string[]
}

/** Reads root/policy, compiles it, and writes the generated files that changed. */
export function compileProject(root: string): ProjectCompile {
  const result = runPipeline(loadPolicySources(root))
  if (hasErrors(result.diagnostics) || !result.files) return { diagnostics: result.diagnostics, written: [] }
  return { diagnostics: result.diagnostics, written: writeChangedFiles(root, result.files) }
}
