import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml'
import type { Diagnostic, PathSegment } from './diagnostic.ts'
import { jsonPath } from './diagnostic.ts'

/** A parsed policy file that remembers where every value was written. */
export interface ParsedFile {
  readonly file: string
  readonly value: unknown
  /** Line and column (1-based) of the value at `path`, or of its nearest written ancestor. */
  locate(path: readonly PathSegment[], part?: 'key' | 'value'): { line: number; column: number }
}

/** Aliases are legitimate YAML, but thousands of them are an expansion bomb. */
export const MAX_ALIASES = 100

export function parsePolicyFile(file: string, text: string): { parsed?: ParsedFile; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false, keepSourceTokens: false })
  const at = (offset: number) => lineCounter.linePos(offset)
  const diagnostics: Diagnostic[] = [...doc.errors, ...doc.warnings].map((error) => {
    const { line, col } = at(error.pos[0])
    const duplicate = error.code === 'DUPLICATE_KEY'
    return {
      file,
      line,
      column: col,
      path: '$',
      severity: 'error',
      code: duplicate ? 'duplicate-key' : 'yaml-syntax',
      message: firstLine(error.message),
      hint: duplicate ? 'Each key may appear once in a mapping; merge or rename the duplicates.' : 'Fix the YAML syntax at this place.',
    }
  })
  if (diagnostics.length > 0) return { diagnostics }
  let value: unknown
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIASES })
  } catch (error) {
    return {
      diagnostics: [
        {
          file,
          line: 1,
          column: 1,
          path: '$',
          severity: 'error',
          code: 'alias-limit',
          message: `${error instanceof Error ? error.message : String(error)} (at most ${MAX_ALIASES} alias expansions)`,
          hint: 'Write the values out instead of referring to them through many YAML aliases.',
        },
      ],
    }
  }
  const locate = (path: readonly PathSegment[], part: 'key' | 'value' = 'value') => {
    const offset = offsetOf(doc, path, part)
    const { line, col } = at(offset)
    return { line, column: col }
  }
  return { parsed: { file, value, locate }, diagnostics: [] }
}

function offsetOf(doc: Document, path: readonly PathSegment[], part: 'key' | 'value'): number {
  let node: unknown = doc.contents
  let offset = rangeStart(node) ?? 0
  for (const [i, segment] of path.entries()) {
    const last = i === path.length - 1
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment))
      if (!pair) return offset
      if (last && part === 'key') return rangeStart(pair.key) ?? offset
      node = pair.value
      offset = rangeStart(pair.value) ?? rangeStart(pair.key) ?? offset
    } else if (isSeq(node) && typeof segment === 'number') {
      node = node.items[segment]
      offset = rangeStart(node) ?? offset
    } else {
      return offset
    }
  }
  return offset
}

function rangeStart(node: unknown): number | undefined {
  return node && typeof node === 'object' && 'range' in node ? ((node as Node).range?.[0] ?? undefined) : undefined
}

function firstLine(message: string): string {
  return message.split('\n', 1)[0] ?? message
}

export { jsonPath }
