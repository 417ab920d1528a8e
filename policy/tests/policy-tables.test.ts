import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CoverageRecorder } from '../../src/policy/coverage.ts'
import { compileWorkingTree } from '../../scripts/policy/semantics/compile-sources.ts'
import { coverageLines, meetsThreshold } from '../../scripts/policy/semantics/tables/coverage-text.ts'
import { loadTables } from '../../scripts/policy/semantics/tables/load-tables.ts'
import { readTableSources } from '../../scripts/policy/semantics/tables/read-table-sources.ts'
import { runRow } from '../../scripts/policy/semantics/tables/run-row.ts'

// Every row of policy/tests/*.yaml as a Vitest test, against the policy YAML
// compiled in memory; the last test checks the suite's coverage threshold.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const compiled = compileWorkingTree(root)
if ('error' in compiled) throw new Error(compiled.error)
const { policy } = compiled
const tables = loadTables(policy, readTableSources(root))
const coverage = new CoverageRecorder(policy)

describe('policy table tests', () => {
  it('the table files are valid and have rows', () => {
    expect(tables.errors).toEqual([])
    expect(tables.rows.length).toBeGreaterThan(0)
  })

  for (const row of tables.rows) {
    it(row.title, () => {
      const { failures } = runRow(policy, row, coverage)
      if (failures.length > 0) expect.fail(failures.join('\n\n'))
    })
  }

  // Runs after the rows (Vitest runs a file's tests in order), so it sees everything they exercised.
  it('covers the policy to the threshold', () => {
    const report = coverage.report()
    if (!meetsThreshold(report, tables.threshold)) expect.fail(coverageLines(report, tables.threshold).join('\n'))
  })
})
