import { CoverageRecorder } from '../../../src/policy/coverage.ts'
import type { PolicyWithSources } from '../../../src/policy/model.ts'
import { diffAccess, type PersonaDiff } from '../../../scripts/policy/semantics/diff/access-diff.ts'
import { lintPolicy, type LintFinding } from '../../../scripts/policy/semantics/lint/lint-policy.ts'
import { coverageLines, meetsThreshold } from '../../../scripts/policy/semantics/tables/coverage-text.ts'
import type { LoadedTables } from '../../../scripts/policy/semantics/tables/load-tables.ts'
import { runRow } from '../../../scripts/policy/semantics/tables/run-row.ts'

export interface TableResult {
  readonly title: string
  readonly file: string
  readonly line: number
  readonly failures: readonly string[]
}

export interface ChangeReview {
  /** Per persona, what the edit gains and loses against git HEAD (`policy diff HEAD`); absent when HEAD has no policy. */
  readonly diff?: readonly PersonaDiff[]
  readonly personaCount: number
  readonly tables: readonly TableResult[]
  readonly tableErrors: readonly string[]
  /** `policy test`'s coverage lines: the summary, then each uncovered target by file:line. */
  readonly coverage: readonly string[]
  readonly coverageMet: boolean
  readonly lint: readonly LintFinding[]
}

/** The `diff HEAD`, `test` and `lint` commands' answers for the edited policy, computed in memory. */
export function reviewChanges(policy: PolicyWithSources, tables: LoadedTables, head: PolicyWithSources | undefined): ChangeReview {
  const coverage = new CoverageRecorder(policy)
  const results = tables.rows.map((row) => runRow(policy, row, coverage))
  const report = coverage.report()
  return {
    ...(head ? { diff: diffAccess(head, policy, tables.personas) } : {}),
    personaCount: tables.personas.size,
    tables: results.map(({ row, failures }) => ({ title: row.title, file: row.file, line: row.line, failures })),
    tableErrors: tables.errors,
    coverage: coverageLines(report, tables.threshold),
    coverageMet: meetsThreshold(report, tables.threshold),
    lint: lintPolicy(policy),
  }
}
