import type { PolicyWithSources } from '../../../src/policy/model.ts'
import type { Diagnostic } from '../../../scripts/policy/diagnostic.ts'
import type { EmittedFile } from '../../../scripts/policy/emit.ts'
import { hasErrors, runPipeline, type PolicySources } from '../../../scripts/policy/pipeline.ts'
import type { LoadedTables, TableSource } from '../../../scripts/policy/semantics/tables/load-tables.ts'
import { loadTablesCached } from './load-tables-cached.ts'
import { reviewChanges, type ChangeReview } from './review-changes.ts'

/** What the studio holds in memory: the edited texts, the table tests, and the policy at git HEAD. */
export interface StudioSources {
  readonly policy: PolicySources
  readonly tables: readonly TableSource[]
}

export interface Analysis {
  /** The compiler's own diagnostics, exactly as `policy check` reports them. */
  readonly diagnostics: readonly Diagnostic[]
  /** The compiled policy; absent while the sources have errors. */
  readonly policy?: PolicyWithSources
  /** policy/schema/*.schema.json as the current names make them, for completion and hover. */
  readonly schemas: ReadonlyMap<string, unknown>
  /** The table tests: personas (validated against the current facts) and rows. */
  readonly tables: LoadedTables
}

const noTables: LoadedTables = { rows: [], personas: new Map(), threshold: 100, errors: [] }

/**
 * One pass of the studio: the compiler pipeline (the same `runPipeline` the CLI
 * and Vite use) and the table personas. Pure: the browser runs it on every edit.
 */
export function analysePolicy(sources: StudioSources): Analysis {
  const result = runPipeline(sources.policy)
  if (hasErrors(result.diagnostics) || !result.policy) {
    return { diagnostics: result.diagnostics, schemas: new Map(), tables: noTables }
  }
  return {
    diagnostics: result.diagnostics,
    policy: result.policy,
    schemas: schemasOf(result.files ?? []),
    tables: loadTablesCached(result.policy, sources.tables),
  }
}

/** The change review (diff against HEAD, table tests with coverage, lint) of a compiled policy. */
export function reviewAnalysis(analysis: Analysis, head: PolicyWithSources | undefined): ChangeReview | undefined {
  return analysis.policy ? reviewChanges(analysis.policy, analysis.tables, head) : undefined
}

function schemasOf(files: readonly EmittedFile[]): Map<string, unknown> {
  const schemas = new Map<string, unknown>()
  for (const file of files) {
    const match = /^policy\/schema\/([a-z-]+)\.schema\.json$/.exec(file.path)
    if (match?.[1]) schemas.set(match[1], JSON.parse(file.content))
  }
  return schemas
}
