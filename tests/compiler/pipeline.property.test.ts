import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { diagnosticCodes } from '../../scripts/policy/diagnostic-codes.ts'
import type { Diagnostic } from '../../scripts/policy/diagnostic.ts'
import { documents, type DocumentName } from '../../scripts/policy/documents.ts'
import { loadPolicySources } from '../../scripts/policy/load.ts'
import { hasErrors, runPipeline, sourceList, type PolicySources } from '../../scripts/policy/pipeline.ts'
import { repoRoot } from './fixture-sources.ts'
import { applyNameMutation, applyTextMutation, applyTreeMutation, nameMutation, textMutation, treeMutation, vocabularyOf } from './mutations.ts'

const shipped = loadPolicySources(repoRoot)
const names = Object.keys(documents) as DocumentName[]
const codes: readonly string[] = diagnosticCodes

/** Runs the compiler (a throw fails the property) and checks every diagnostic is located and well formed. */
function compilesToLocatedDiagnostics(sources: PolicySources): void {
  const result = runPipeline(sources)
  for (const diagnostic of result.diagnostics) expectLocated(diagnostic, sources)
  // No errors means the compiler produced its output; errors mean it did not.
  expect(result.files === undefined).toBe(hasErrors(result.diagnostics))
}

function expectLocated(diagnostic: Diagnostic, sources: PolicySources): void {
  expect(diagnostic.file).toMatch(/^policy\/(resources\/)?[a-z-]+\.yaml$/)
  expect(diagnostic.code).toMatch(/^[a-z-]+$/)
  expect(codes).toContain(diagnostic.code)
  expect(diagnostic.message.length).toBeGreaterThan(0)
  expect(diagnostic.path.startsWith('$')).toBe(true)
  if (diagnostic.code === 'missing-file') {
    expect(diagnostic.line).toBe(0)
    return
  }
  const text = sourceList(sources).find((source) => source.file === diagnostic.file)?.text ?? ''
  expect(diagnostic.line).toBeGreaterThanOrEqual(1)
  expect(diagnostic.line).toBeLessThanOrEqual(text.split('\n').length + 1)
  expect(diagnostic.column).toBeGreaterThanOrEqual(1)
}

const withDocument = (name: DocumentName, text: string): PolicySources => ({ ...shipped, [name]: { file: `policy/${name}.yaml`, text } })
const resourceFiles = (shipped.resources ?? []).map((source) => source.file)
const withResource = (file: string, text: string): PolicySources => ({
  ...shipped,
  resources: (shipped.resources ?? []).map((source) => (source.file === file ? { file, text } : source)),
})

describe('the compiler never throws and always locates its diagnostics', () => {
  test('on the shipped policy with its text mutated', () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.array(textMutation, { minLength: 1, maxLength: 4 }), (name, mutations) => {
        const text = mutations.reduce(applyTextMutation, shipped[name]?.text ?? '')
        compilesToLocatedDiagnostics(withDocument(name, text))
      }),
      { numRuns: 120 },
    )
  }, 60_000)

  test('on the shipped policy with values replaced, removed or added anywhere in the tree', () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.array(treeMutation, { minLength: 1, maxLength: 3 }), (name, mutations) => {
        const text = mutations.reduce(applyTreeMutation, shipped[name]?.text ?? '')
        compilesToLocatedDiagnostics(withDocument(name, text))
      }),
      { numRuns: 120 },
    )
  }, 60_000)

  test('on the shipped policy with names swapped for other names of the policy or random words', () => {
    const vocabulary = vocabularyOf(sourceList(shipped).map((source) => source.text))
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.array(nameMutation, { minLength: 1, maxLength: 4 }), (name, mutations) => {
        const text = mutations.reduce((current, mutation) => applyNameMutation(current, mutation, vocabulary), shipped[name]?.text ?? '')
        compilesToLocatedDiagnostics(withDocument(name, text))
      }),
      { numRuns: 120 },
    )
  }, 60_000)

  test('on record type files with their text or values mutated, or names swapped', () => {
    const vocabulary = vocabularyOf(sourceList(shipped).map((source) => source.text))
    const textOf = (file: string) => shipped.resources?.find((source) => source.file === file)?.text ?? ''
    fc.assert(
      fc.property(
        fc.constantFrom(...resourceFiles),
        fc.oneof(
          fc.array(textMutation, { minLength: 1, maxLength: 4 }).map((mutations) => (text: string) => mutations.reduce(applyTextMutation, text)),
          fc.array(treeMutation, { minLength: 1, maxLength: 3 }).map((mutations) => (text: string) => mutations.reduce(applyTreeMutation, text)),
          fc
            .array(nameMutation, { minLength: 1, maxLength: 4 })
            .map((mutations) => (text: string) => mutations.reduce((current, mutation) => applyNameMutation(current, mutation, vocabulary), text)),
        ),
        (file, mutate) => compilesToLocatedDiagnostics(withResource(file, mutate(textOf(file)))),
      ),
      { numRuns: 150 },
    )
  }, 60_000)

  test('on random documents: any JSON value, any text, any bytes', () => {
    const document = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
      fc.integer({ min: 1, max: 3000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
      fc.integer({ min: 1, max: 300 }).map((depth) => `${'{ not: '.repeat(depth)}{ always: true }${' }'.repeat(depth)}`),
    )
    fc.assert(
      fc.property(fc.constantFrom(...names), document, (name, text) => compilesToLocatedDiagnostics(withDocument(name, text))),
      { numRuns: 120 },
    )
  }, 60_000)
})
