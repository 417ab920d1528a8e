import type { z } from 'zod'
import type { Diagnostic, PathSegment } from './diagnostic.ts'
import { jsonPath } from './diagnostic.ts'
import { didYouMean } from '../../src/policy/did-you-mean.ts'
import { documents, type DocumentName } from './documents.ts'
import { resourceDocument } from './record-documents.ts'
import type { ParsedFile } from './parse.ts'
import { allowedKeys } from './schema-keys.ts'
import { missingFieldHint, unionHint } from './structure-hints.ts'

/** Checks one parsed document against its schema; every mismatch becomes a located diagnostic. */
export function validateStructure(name: DocumentName | 'resource', parsed: ParsedFile): { value?: unknown; diagnostics: Diagnostic[] } {
  // An empty file is an empty document: report the fields it lacks rather than "expected object".
  const input = parsed.value ?? {}
  const schema = name === 'resource' ? resourceDocument : documents[name]
  const result = schema.safeParse(input)
  if (result.success) return { value: result.data, diagnostics: [] }
  return { diagnostics: result.error.issues.flatMap((issue) => issueToDiagnostics(schema, parsed, input, issue)) }
}

function issueToDiagnostics(schema: z.core.$ZodType, parsed: ParsedFile, input: unknown, issue: z.core.$ZodIssue): Diagnostic[] {
  const path = issue.path.filter((segment): segment is PathSegment => typeof segment !== 'symbol')
  const diagnostic = (segments: PathSegment[], code: string, message: string, hint?: string, part?: 'key' | 'value'): Diagnostic => ({
    file: parsed.file,
    ...parsed.locate(segments, part),
    path: jsonPath(segments),
    severity: 'error',
    code,
    message,
    ...(hint ? { hint } : {}),
  })
  const field = describeField(path)
  if (issue.code === 'unrecognized_keys') {
    const allowed = allowedKeys(schema, path)
    return issue.keys.map((key) => {
      const suggestion = didYouMean(key, allowed)
      return diagnostic(
        [...path, key],
        'unknown-field',
        `"${key}" is not a field here${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
        allowed.length > 0 ? `The fields here are: ${allowed.join(', ')}.` : 'Remove it.',
        'key',
      )
    })
  }
  const value = valueAt(input, path)
  if (!value.found) {
    return [diagnostic(path, 'missing-field', `${field} is required`, missingFieldHint(path) ?? `Add ${field}.`)]
  }
  if (issue.code === 'invalid_key') {
    const inner = issue.issues[0]?.message ?? issue.message
    return [diagnostic(path, 'invalid-value', `"${String(path.at(-1))}" is not a valid name: ${inner}`, undefined, 'key')]
  }
  if (issue.code === 'invalid_union') {
    // When only one form fits the value's type (say, the rule form of `access` for a mapping),
    // its own complaints are the precise ones.
    const reachable = issue.errors.filter(
      (branch) => !branch.every((inner) => inner.path.length === 0 && (inner.code === 'invalid_type' || inner.code === 'invalid_value')),
    )
    const [only] = reachable
    if (reachable.length === 1 && only)
      return only.flatMap((inner) => issueToDiagnostics(schema, parsed, input, { ...inner, path: [...issue.path, ...inner.path] }))
    // A condition or access rule of no known form: say which forms exist instead of every branch's complaint.
    return [diagnostic(path, 'invalid-shape', `${field} matches none of the allowed forms`, unionHint(path))]
  }
  if (issue.code === 'invalid_type') {
    return [diagnostic(path, 'invalid-value', `${field} must be ${article(issue.expected)}, not ${kindOf(value.value)}`)]
  }
  return [diagnostic(path, 'invalid-value', `${field}: ${issue.message}`)]
}

function describeField(path: readonly PathSegment[]): string {
  const last = path.at(-1)
  if (last === undefined) return 'the document'
  return typeof last === 'number' ? `entry ${last} of "${String(path.at(-2) ?? '')}"` : `"${last}"`
}

/** Walks the raw input, so "missing" means absent in the YAML rather than whatever zod reports. */
function valueAt(input: unknown, path: readonly PathSegment[]): { found: boolean; value?: unknown } {
  let current: unknown = input
  for (const segment of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return { found: false }
    current = (current as Record<PathSegment, unknown>)[segment]
  }
  return { found: true, value: current }
}

function kindOf(value: unknown): string {
  if (value === null) return 'empty (null)'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a mapping'
  return `the ${typeof value} ${JSON.stringify(value)}`
}

function article(expected: string): string {
  if (expected === 'object') return 'a mapping'
  if (expected === 'array') return 'a list'
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`
}
