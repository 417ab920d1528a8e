import type { PolicyWithSources } from '../../../src/policy/model.ts'
import { loadPolicySources } from '../load.ts'
import { hasErrors, runPipeline, type PolicySources } from '../pipeline.ts'
import { renderDiagnostic } from '../render.ts'

export type CompileResult = { readonly policy: PolicyWithSources } | { readonly error: string }

/** Compiles policy sources in memory; the semantic commands never need the generated files to be fresh. */
export function compileSources(sources: PolicySources): CompileResult {
  const result = runPipeline(sources)
  if (hasErrors(result.diagnostics) || !result.policy) {
    return { error: `The policy does not compile:\n${result.diagnostics.map(renderDiagnostic).join('\n')}` }
  }
  return { policy: result.policy }
}

/** The working tree's policy/ under `root`. */
export function compileWorkingTree(root: string): CompileResult {
  return compileSources(loadPolicySources(root))
}
