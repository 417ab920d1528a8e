import { isCollection, isScalar, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml'
import type { Diagnostic, PathSegment } from './diagnostic.ts'
import { locateInDocument } from './locate.ts'
import { nestingDepth, MAX_DEPTH } from './nesting-depth.ts'
import { describeNonText, firstNonTextOffset } from './not-text.ts'

/** A parsed policy file that remembers where every value was written. */
export interface ParsedFile {
  readonly file: string
  readonly value: unknown
  /** Line and column (1-based) of the value at `path`, or of its nearest written ancestor. */
  locate(path: readonly PathSegment[], part?: 'key' | 'value'): { line: number; column: number }
}

/** Aliases are legitimate YAML, but thousands of them are an expansion bomb. */
export const MAX_ALIASES = 100

type Parsed = { parsed?: ParsedFile; diagnostics: Diagnostic[] }

/** YAML text -> value with source positions, or located diagnostics (syntax, duplicate keys, alias bombs, odd keys). */
export function parsePolicyFile(file: string, text: string): Parsed {
  const lineCounter = new LineCounter()
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(Math.max(0, Math.min(offset, text.length)))
    return { line: Math.max(1, line), column: Math.max(1, col) }
  }
  const diagnostic = (offset: number, code: string, message: string, hint: string): Diagnostic => ({
    file,
    ...at(offset),
    path: '$',
    severity: 'error',
    code,
    message,
    hint,
  })
  const binary = firstNonTextOffset(text)
  if (binary !== undefined) {
    const message = `${file} is not a text file (it holds ${describeNonText(text, binary)})`
    // The line counter fills while YAML parses, and this text is never parsed: count lines here.
    const before = text.slice(0, binary).split('\n')
    const place = { line: before.length, column: (before.at(-1) ?? '').length + 1 }
    const hint = 'A policy file is UTF-8 YAML text; restore it from git or rewrite it in a text editor.'
    return { diagnostics: [{ ...diagnostic(binary, 'not-text', message, hint), ...place }] }
  }
  const doc = parseDocument(text, { lineCounter, uniqueKeys: sameKey, prettyErrors: false, keepSourceTokens: false })
  const syntax = [...doc.errors, ...doc.warnings].map((error) =>
    error.code === 'DUPLICATE_KEY'
      ? diagnostic(error.pos[0], 'duplicate-key', firstLine(error.message), 'Each key may appear once in a mapping; merge or rename the duplicates.')
      : diagnostic(error.pos[0], 'yaml-syntax', firstLine(error.message), 'Fix the YAML syntax at this place.'),
  )
  if (syntax.length > 0) return { diagnostics: syntax }

  const keys = collectionKeys(doc).map((offset) =>
    diagnostic(offset, 'invalid-value', 'a key must be a plain name, not a list or mapping', 'Write the key as a single word or quoted string.'),
  )
  if (keys.length > 0) return { diagnostics: keys }

  let value: unknown
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIASES })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return {
      diagnostics: [
        diagnostic(
          0,
          'alias-limit',
          `${firstLine(message)} (at most ${MAX_ALIASES} alias expansions)`,
          'Write the values out instead of referring to them through many YAML aliases.',
        ),
      ],
    }
  }
  // Deeper than any real policy; refusing it keeps the recursive later stages within the stack.
  if (nestingDepth(value, MAX_DEPTH + 1) > MAX_DEPTH) {
    return {
      diagnostics: [
        diagnostic(0, 'nesting-limit', `the document is nested more than ${MAX_DEPTH} levels deep`, 'Flatten the conditions; no policy needs this depth.'),
      ],
    }
  }
  const locate = (path: readonly PathSegment[], part: 'key' | 'value' = 'value') => at(locateInDocument(doc, path, part))
  return { parsed: { file, value, locate }, diagnostics: [] }
}

/** Keys `1` and `"1"` become the same property in JavaScript, so YAML must treat them as duplicates too. */
function sameKey(a: Node, b: Node): boolean {
  if (isScalar(a) && isScalar(b)) return String(a.value) === String(b.value)
  return a === b
}

/** Offsets of keys that are lists or mappings; JavaScript objects cannot hold them faithfully. */
function collectionKeys(doc: Document): number[] {
  const offsets: number[] = []
  visit(doc, {
    Pair(_, pair) {
      if (isCollection(pair.key)) offsets.push(pair.key.range?.[0] ?? 0)
    },
  })
  return offsets
}

function firstLine(message: string): string {
  return message.split('\n', 1)[0] ?? message
}
