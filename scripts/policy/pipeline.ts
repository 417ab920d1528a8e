import type { CompiledPolicy } from '../../src/policy/model.ts'
import { compilePolicy, type ValidatedPolicy } from './compile.ts'
import type { Diagnostic } from './diagnostic.ts'
import { documents, type DocumentName } from './documents.ts'
import { emitPolicy, type EmittedFile } from './emit.ts'
import { emitSchemas } from './emit-schemas.ts'
import type { ParsedFile } from './parse.ts'
import { readDocument } from './read-document.ts'
import { readResources } from './read-resources.ts'
import { sortDiagnostics } from './render.ts'
import { validateReferences } from './validate-references.ts'

export interface PolicySource {
  readonly file: string
  readonly text: string
}

/**
 * The policy's source texts by document name, with the file path diagnostics
 * should name, plus the record types of policy/resources/ (one file each).
 */
export type PolicySources = Readonly<Partial<Record<DocumentName, PolicySource>>> & { readonly resources?: readonly PolicySource[] }

/** Every source text, documents then record types, for tools that look at all of them. */
export function sourceList(sources: PolicySources): PolicySource[] {
  const { resources = [], ...named } = sources
  return [...Object.values(named).filter((source): source is PolicySource => source !== undefined), ...resources]
}

export interface PipelineResult {
  readonly diagnostics: readonly Diagnostic[]
  readonly policy?: CompiledPolicy
  readonly files?: readonly EmittedFile[]
}

/**
 * The compiler's passes, in order. Order matters: references are only checked
 * on documents that have the right shape, and compile assumes both passed.
 *   1. parse      YAML -> values with source positions (syntax, duplicate keys, alias bombs)
 *   2. structure  each document against its schema (unknown fields, wrong types); resources too
 *   3. references names across documents (permissions, flags, checks, facts, routes, menu),
 *                 on every document that passed 2
 *   4. compile    -> CompiledPolicy
 *   5. emit       -> generated TypeScript files
 * Every pass reports all it finds; compile and emit run only when nothing before them found an error.
 */
export function runPipeline(sources: PolicySources): PipelineResult {
  const diagnostics: Diagnostic[] = []
  const validated: Partial<Record<DocumentName, { readonly file: ParsedFile; readonly value: unknown }>> = {}
  for (const name of Object.keys(documents) as DocumentName[]) {
    const source = sources[name]
    if (!source) {
      diagnostics.push(missingFile(name))
      continue
    }
    const result = readDocument(name, source.file, source.text)
    diagnostics.push(...result.diagnostics)
    if (result.validated) validated[name] = result.validated
  }
  const resources = readResources(sources.resources ?? [], diagnostics)
  // References are checked across whichever documents have the right shape, so one broken
  // file does not hide the problems of the others.
  const docs = validated as Partial<ValidatedPolicy>
  diagnostics.push(...validateReferences(docs, resources))
  if (hasErrors(diagnostics) || !isComplete(docs)) return { diagnostics: sortDiagnostics(diagnostics) }

  const policy = compilePolicy(docs, resources)
  return { diagnostics: sortDiagnostics(diagnostics), policy, files: [...emitPolicy(policy), ...emitSchemas(policy)] }
}

function isComplete(docs: Partial<ValidatedPolicy>): docs is ValidatedPolicy {
  return (Object.keys(documents) as DocumentName[]).every((name) => docs[name] !== undefined)
}

function missingFile(name: DocumentName): Diagnostic {
  return {
    file: `policy/${name}.yaml`,
    line: 0,
    column: 0,
    path: '$',
    severity: 'error',
    code: 'missing-file',
    message: `the policy has no ${name} document`,
    hint: `Create policy/${name}.yaml.`,
  }
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.severity === 'error')
}
