import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { diagnosticCodes } from '../../scripts/policy/diagnostic-codes.ts'
import { runPipeline } from '../../scripts/policy/pipeline.ts'
import { fixtureCases, fixtureSources, fixturesDir } from './fixture-sources.ts'

// UPDATE_GOLDEN=1 rewrites the expected files from the current compiler; review the diff before committing.
const update = process.env.UPDATE_GOLDEN === '1'

/** Generated files a clean case compares, stored as <name>.golden so tsc does not type-check them. */
const goldenFiles = [
  'src/generated/policy.gen.ts',
  'src/generated/policy-sources.gen.ts',
  'src/generated/policy-names.gen.ts',
  'src/generated/route-tree.gen.tsx',
]

describe.each(fixtureCases())('fixture %s', (name) => {
  const dir = join(fixturesDir, name)
  const expectedDiagnostics = join(dir, 'expected-diagnostics.json')

  test('compiles to exactly the expected diagnostics or output', () => {
    const result = runPipeline(fixtureSources(dir))
    if (existsSync(expectedDiagnostics)) {
      if (update) writeFileSync(expectedDiagnostics, `${JSON.stringify(result.diagnostics, null, 2)}\n`)
      expect(result.diagnostics).toEqual(JSON.parse(readFileSync(expectedDiagnostics, 'utf8')))
      expect(result.files).toBeUndefined()
      return
    }
    expect(result.diagnostics).toEqual([])
    for (const path of goldenFiles) {
      const golden = join(dir, 'expected', `${basename(path)}.golden`)
      const emitted = result.files?.find((file) => file.path === path)?.content
      if (update && emitted !== undefined) {
        mkdirSync(join(dir, 'expected'), { recursive: true })
        writeFileSync(golden, emitted)
      }
      expect(emitted).toBe(readFileSync(golden, 'utf8'))
    }
  })
})

test('every diagnostic code has at least one fixture', () => {
  const covered = new Set<string>()
  for (const name of fixtureCases()) {
    const file = join(fixturesDir, name, 'expected-diagnostics.json')
    if (!existsSync(file)) continue
    for (const diagnostic of JSON.parse(readFileSync(file, 'utf8')) as { code: string }[]) covered.add(diagnostic.code)
  }
  expect([...diagnosticCodes].filter((code) => !covered.has(code))).toEqual([])
  expect([...covered].filter((code) => !(diagnosticCodes as readonly string[]).includes(code))).toEqual([])
})

test('every fixture folder holds an expectation', () => {
  const without = fixtureCases().filter((name) => {
    const files = readdirSync(join(fixturesDir, name))
    return !files.includes('expected-diagnostics.json') && !files.includes('expected')
  })
  expect(without).toEqual([])
})
