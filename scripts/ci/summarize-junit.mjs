// Prints one closing line, `tests: N passed, N failed[, N skipped]`, summed over the JUnit reports
// that `npm test` writes, so whoever reads the end of the log (CI included) sees real test counts.
// Before it: where the time went, the slowest files of each report; and every file's and test's
// time in reports/timings.md, so a suite that grows slower shows where (issue 35).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

const SLOWEST_SHOWN = 8
const SLOWEST_TESTS_WRITTEN = 40

let tests = 0
let failed = 0
let skipped = 0
const reports = []
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`summarize-junit: ${file} is missing; did its step run?`)
    process.exit(1)
  }
  const xml = readFileSync(file, 'utf8')
  const root = xml.match(/<testsuites\b[^>]*>/)?.[0] ?? ''
  const count = (name) => Number(root.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0)
  tests += count('tests')
  failed += count('failures') + count('errors')
  skipped += count('skipped')
  reports.push({ name: basename(file, '.xml').replace(/-junit$/, ''), files: suitesOf(xml), tests: testsOf(xml) })
}

/** Each <testsuite>: a test file (Vitest and Playwright both name the suite by its file). */
function suitesOf(xml) {
  return [...xml.matchAll(/<testsuite\b([^>]*)>/g)]
    .map((match) => ({
      name: unescapeXml(attribute(match[1], 'name')),
      tests: Number(attribute(match[1], 'tests')),
      seconds: Number(attribute(match[1], 'time')),
    }))
    .sort((a, b) => b.seconds - a.seconds)
}

function testsOf(xml) {
  return [...xml.matchAll(/<testcase\b([^>]*)>/g)]
    .map((match) => ({
      name: unescapeXml(attribute(match[1], 'name')),
      file: unescapeXml(attribute(match[1], 'classname')),
      seconds: Number(attribute(match[1], 'time')),
    }))
    .sort((a, b) => b.seconds - a.seconds)
}

function attribute(attributes, name) {
  return attributes.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? ''
}

function unescapeXml(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

const seconds = (value) => value.toFixed(1)
const cell = (text) => text.replace(/\|/g, '\\|')

// Time in a file is summed over its tests, so files that ran side by side add up to more than the wall clock.
console.log("\nWhere the time went (seconds summed over each file's tests; files run in parallel):")
for (const report of reports) {
  const total = report.files.reduce((sum, file) => sum + file.seconds, 0)
  const slowest = report.files.slice(0, SLOWEST_SHOWN).map((file) => `${file.name} ${seconds(file.seconds)}`)
  console.log(`  ${report.name}: ${seconds(total)} s in ${report.files.length} files; slowest: ${slowest.join(', ')}`)
}

const timings = join(dirname(process.argv[2] ?? 'reports/x'), 'timings.md')
const lines = ['# Test timings', '', "Written by `npm test` (scripts/ci/summarize-junit.mjs). Seconds summed over each file's tests.", '']
for (const report of reports) {
  lines.push(`## ${report.name}`, '', '| file | tests | seconds |', '|---|---:|---:|')
  lines.push(...report.files.map((file) => `| ${cell(file.name)} | ${file.tests} | ${seconds(file.seconds)} |`))
  lines.push('', `Slowest ${SLOWEST_TESTS_WRITTEN} tests:`, '', '| test | file | seconds |', '|---|---|---:|')
  lines.push(...report.tests.slice(0, SLOWEST_TESTS_WRITTEN).map((test) => `| ${cell(test.name)} | ${cell(test.file)} | ${seconds(test.seconds)} |`))
  lines.push('')
}
writeFileSync(timings, lines.join('\n'))
console.log(`  every file and the slowest tests: ${timings}`)

const passed = tests - failed - skipped
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
