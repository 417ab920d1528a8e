import type { z } from 'zod'
import type { Diagnostic, PathSegment } from './diagnostic.ts'
import { jsonPath } from './diagnostic.ts'
import { documents, type DocumentName } from './documents.ts'
import type { ParsedFile } from './parse.ts'

/** Checks one parsed document against its schema; every mismatch becomes a located diagnostic. */
export function validateStructure(name: DocumentName, parsed: ParsedFile): { value?: unknown; diagnostics: Diagnostic[] } {
  const result = documents[name].safeParse(parsed.value ?? {})
  if (result.success) return { value: result.data, diagnostics: [] }
  return { diagnostics: result.error.issues.flatMap((issue) => issueToDiagnostics(parsed, issue)) }
}

function issueToDiagnostics(parsed: ParsedFile, issue: z.core.$ZodIssue): Diagnostic[] {
  const path = issue.path.filter((segment): segment is PathSegment => typeof segment !== 'symbol')
  const at = (segments: PathSegment[], part?: 'key' | 'value') => ({ ...parsed.locate(segments, part), path: jsonPath(segments) })
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      file: parsed.file,
      ...at([...path, key], 'key'),
      severity: 'error' as const,
      code: 'unknown-field',
      message: `"${key}" is not a field here`,
      hint: 'Remove it, or check its spelling against the schema named in the file header.',
    }))
  }
  if (issue.code === 'invalid_union') {
    // A condition or access rule of no known form: say which forms exist instead of every branch's complaint.
    return [
      {
        file: parsed.file,
        ...at(path),
        severity: 'error',
        code: 'invalid-shape',
        message: 'this value matches none of the allowed forms',
        hint: 'See the comment at the top of this file for the forms a condition or rule may take.',
      },
    ]
  }
  return [
    {
      file: parsed.file,
      ...at(path),
      severity: 'error',
      code: issue.code === 'invalid_type' && issue.input === undefined ? 'missing-field' : 'invalid-value',
      message: issue.code === 'invalid_type' && issue.input === undefined ? `"${String(path.at(-1) ?? 'document')}" is required` : issue.message,
    },
  ]
}
