import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml'
import type { PathSegment } from './diagnostics.ts'

export interface Location {
  readonly line: number
  readonly column: number
  /** False when the path does not exist and the nearest existing parent was used. */
  readonly exact: boolean
}

/**
 * Maps a JSON path to a line and column in the YAML source. `part: 'key'`
 * points at a mapping key (for unknown names) instead of its value.
 */
export function locate(doc: Document, lines: LineCounter, path: readonly PathSegment[], part: 'key' | 'value' = 'value'): Location {
  let node: unknown = doc.contents
  let at = position(node, lines) ?? { line: 1, column: 1 }
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1
    let next: unknown
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment))
      if (pair && last && part === 'key') return { ...(position(pair.key, lines) ?? at), exact: true }
      next = pair?.value
    } else if (isSeq(node) && typeof segment === 'number') {
      next = node.items[segment]
    }
    const found = position(next, lines)
    if (!found) return { ...at, exact: false }
    node = next
    at = found
  }
  return { ...at, exact: true }
}

function position(node: unknown, lines: LineCounter): { line: number; column: number } | undefined {
  const range = (node as Node | undefined)?.range
  if (!range) return undefined
  const { line, col } = lines.linePos(range[0])
  return { line, column: col }
}
