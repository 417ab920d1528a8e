import type { Diagnostic } from './diagnostic.ts'
import type { DocumentName } from './documents.ts'
import { parsePolicyFile, type ParsedFile } from './parse.ts'
import { validateStructure } from './validate-structure.ts'

export interface ReadDocument {
  readonly diagnostics: readonly Diagnostic[]
  /** Present when the document parsed and has the right shape. */
  readonly validated?: { readonly file: ParsedFile; readonly value: unknown }
}

/**
 * Parse and structure check of one document. Both are pure functions of the
 * text, and parsing is most of a compile's time, so recent results are kept:
 * the dev server (one file changed at a time) and the property tests reuse the
 * documents that did not change.
 */
const recent = new Map<string, ReadDocument>()
const KEEP = 64

export function readDocument(name: DocumentName | 'resource', file: string, text: string): ReadDocument {
  const key = `${name}\u0000${file}\u0000${text}`
  const cached = recent.get(key)
  if (cached) return cached
  const result = read(name, file, text)
  if (recent.size >= KEEP) recent.delete(recent.keys().next().value ?? '')
  recent.set(key, result)
  return result
}

function read(name: DocumentName | 'resource', file: string, text: string): ReadDocument {
  const parsed = parsePolicyFile(file, text)
  if (!parsed.parsed) return { diagnostics: parsed.diagnostics }
  const structure = validateStructure(name, parsed.parsed)
  if (structure.diagnostics.length > 0) return { diagnostics: [...parsed.diagnostics, ...structure.diagnostics] }
  return { diagnostics: parsed.diagnostics, validated: { file: parsed.parsed, value: structure.value } }
}
