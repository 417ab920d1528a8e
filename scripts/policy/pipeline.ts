import type { CompiledPolicy } from '../../src/policy/model.ts'
import { compilePolicy, type ValidatedPolicy } from './compile.ts'
import type { Diagnostic } from './diagnostic.ts'
import { documents, type DocumentName } from './documents.ts'
import { emitPolicy, type EmittedFile } from './emit.ts'
import { parsePolicyFile, type ParsedFile } from './parse.ts'
import { sortDiagnostics } from './render.ts'
import { validateReferences } from './validate-references.ts'
import { validateStructure } from './validate-structure.ts'

/** The policy's source texts by document name, with the file path diagnostics should name. */
export type PolicySources = Readonly<Partial<Record<DocumentName, { readonly file: string; readonly text: string }>>>

export interface PipelineResult {
  readonly diagnostics: readonly Diagnostic[]
  readonly policy?: CompiledPolicy
  readonly files?: readonly EmittedFile[]
}

/**
 * The compiler's passes, in order. Order matters: references can only be
 * checked once every document has the right shape, and compile assumes both.
 *   1. parse      YAML -> values with source positions (syntax, duplicate keys, alias bombs)
 *   2. structure  each document against its schema (unknown fields, wrong types)
 *   3. references names across documents (permissions, flags, checks, facts, routes, menu)
 *   4. compile    -> CompiledPolicy
 *   5. emit       -> generated TypeScript files
 * Every pass reports all it finds; a later pass runs only when the earlier ones found no error.
 */
export function runPipeline(sources: PolicySources): PipelineResult {
  const diagnostics: Diagnostic[] = []
  const parsed: Partial<Record<DocumentName, ParsedFile>> = {}
  const values: Partial<Record<DocumentName, unknown>> = {}
  for (const name of Object.keys(documents) as DocumentName[]) {
    const source = sources[name]
    if (!source) {
      diagnostics.push({
        file: `policy/${name}.yaml`,
        line: 0,
        column: 0,
        path: '$',
        severity: 'error',
        code: 'missing-file',
        message: `the policy has no ${name} document`,
        hint: `Create policy/${name}.yaml.`,
      })
      continue
    }
    const result = parsePolicyFile(source.file, source.text)
    diagnostics.push(...result.diagnostics)
    if (!result.parsed) continue
    parsed[name] = result.parsed
    const structure = validateStructure(name, result.parsed)
    diagnostics.push(...structure.diagnostics)
    if (structure.diagnostics.length === 0) values[name] = structure.value
  }
  if (hasErrors(diagnostics)) return { diagnostics: sortDiagnostics(diagnostics) }

  const validated = Object.fromEntries(
    (Object.keys(documents) as DocumentName[]).map((name) => [name, { file: parsed[name], value: values[name] }]),
  ) as unknown as ValidatedPolicy
  diagnostics.push(...validateReferences(validated))
  if (hasErrors(diagnostics)) return { diagnostics: sortDiagnostics(diagnostics) }

  const policy = compilePolicy(validated)
  return { diagnostics: sortDiagnostics(diagnostics), policy, files: emitPolicy(policy) }
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.severity === 'error')
}
