import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { CoverageRecorder } from '../../../src/policy/coverage.ts'
import { compileWorkingTree } from '../semantics/compile-sources.ts'
import { chooseRoot, rootOption } from '../semantics/root-option.ts'
import { coverageLines, meetsThreshold } from '../semantics/tables/coverage-text.ts'
import { junitXml } from '../semantics/tables/junit.ts'
import { loadTables } from '../semantics/tables/load-tables.ts'
import { readTableSources } from '../semantics/tables/read-table-sources.ts'
import { runRow } from '../semantics/tables/run-row.ts'
import type { Command } from './command.ts'

export const testCommand: Command = {
  run(args, context) {
    let values
    try {
      values = parseArgs({ args: [...args], options: { filter: { type: 'string' }, junit: { type: 'string' }, ...rootOption } }).values
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error))
    }
    const root = chooseRoot(values.root, context.root)
    const compiled = compileWorkingTree(root)
    if ('error' in compiled) return fail(compiled.error)
    const tables = loadTables(compiled.policy, readTableSources(root))
    if (tables.errors.length > 0) return fail(`the table tests are not valid:\n${tables.errors.join('\n')}`)
    if (tables.rows.length === 0) return fail('no rows found in policy/tests/*.yaml')
    const filter = values.filter?.toLowerCase()
    const rows = filter ? tables.rows.filter((row) => row.title.toLowerCase().includes(filter)) : tables.rows
    const coverage = new CoverageRecorder(compiled.policy)
    const results = rows.map((row) => runRow(compiled.policy, row, coverage))
    for (const { row, failures } of results) {
      process.stdout.write(`${failures.length === 0 ? 'ok  ' : 'FAIL'} ${row.title}\n`)
      for (const failure of failures) process.stdout.write(`${failure.replace(/^/gm, '       ')}\n`)
    }
    const failed = results.filter((result) => result.failures.length > 0).length
    process.stdout.write(`\n${results.length} rows, ${results.length - failed} passed, ${failed} failed\n`)
    const report = coverage.report()
    // A filtered run sees only part of the policy, so its coverage says nothing about the suite.
    const coverageChecked = !filter
    const coverageOk = !coverageChecked || meetsThreshold(report, tables.threshold)
    if (coverageChecked) process.stdout.write(`${coverageLines(report, tables.threshold).join('\n')}\n`)
    else process.stdout.write(`coverage not checked: --filter runs part of the suite\n`)
    if (values.junit) {
      const coverageCase = coverageChecked
        ? { name: 'coverage', classname: 'policy.tests', ...(coverageOk ? {} : { failure: coverageLines(report, tables.threshold).join('\n') }) }
        : undefined
      writeFileSync(values.junit, junitXml(results, coverageCase))
    }
    return failed === 0 && coverageOk ? 0 : 1
  },
}

function fail(message: string): number {
  process.stderr.write(`policy test: ${message}\n`)
  return 1
}
