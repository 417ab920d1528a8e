// Prints one closing line, `tests: N passed, N failed[, N skipped]`, summed over the JUnit reports
// that `npm test` writes, so whoever reads the end of the log (CI included) sees real test counts.
import { existsSync, readFileSync } from 'node:fs'

let tests = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`summarize-junit: ${file} is missing; did its step run?`)
    process.exit(1)
  }
  const root = readFileSync(file, 'utf8').match(/<testsuites\b[^>]*>/)?.[0] ?? ''
  const count = (name) => Number(root.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0)
  tests += count('tests')
  failed += count('failures') + count('errors')
  skipped += count('skipped')
}
const passed = tests - failed - skipped
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
